import {spawn} from 'node:child_process';
import {describe, expect, it} from 'vitest';
import {treeRss} from '../../bench/scale/processTree';
import {parseCpuSeconds, verdicts, type ScaleFigures} from '../../bench/scale/run';

describe('treeRss', () => {
  it('sums a process and all its descendants, and nothing else', () => {
    const procs = [
      {pid: 1, ppid: 0, rssBytes: 1000},
      {pid: 10, ppid: 1, rssBytes: 100},
      {pid: 11, ppid: 10, rssBytes: 20},
      {pid: 12, ppid: 11, rssBytes: 3},
      {pid: 20, ppid: 1, rssBytes: 7000},
    ];
    expect(treeRss(10, procs)).toEqual({total: 123, processes: 3});
    expect(treeRss(99, procs)).toEqual({total: 0, processes: 0});
  });

  it('counts a real child process in this process tree', async () => {
    const child = spawn(process.execPath, [
      '-e',
      'const b = Buffer.alloc(64 * 1024 * 1024, 1); process.stdout.write("ready"); setInterval(() => b[0]++, 1000);',
    ]);
    try {
      await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
      const withChild = treeRss(process.pid);
      const alone = treeRss(child.pid!);
      expect(withChild.processes).toBeGreaterThanOrEqual(2);
      expect(alone.total).toBeGreaterThan(64 * 1024 * 1024);
      expect(withChild.total).toBeGreaterThan(alone.total);
    } finally {
      child.kill();
    }
  });
});

const figures = (factor: number, pages: number, seconds: number, peakGb: number, cpuSeconds = NaN): ScaleFigures => ({
  factor,
  pages,
  seconds,
  cpuSeconds,
  peakBytes: peakGb * 1024 ** 3,
  indexFiles: 10,
  indexBytes: 1000 * factor,
  indexGzip: 400 * factor,
  firstQuery: [],
});

describe('verdicts', () => {
  it('says whether build time grew faster than the page count and whether memory is over 6 GB', () => {
    const base = figures(1, 100, 60, 1);
    expect(verdicts(base, figures(10, 1000, 500, 3)).join('\n')).toMatch(
      /8\.33x wall for 10\.00x pages: no faster than the page count[\s\S]*3072 MB of the 6144 MB limit$/m,
    );
    const slow = verdicts(base, figures(10, 1000, 900, 7)).join('\n');
    expect(slow).toContain('** faster than the page count');
    expect(slow).toMatch(/7168 MB of the 6144 MB limit {2}\*\* over/);
  });

  it('judges growth on CPU time when it was measured', () => {
    const base = figures(1, 100, 60, 1, 100);
    // Wall time grew 15x on a busy machine, CPU time 6x: the build itself scaled fine.
    expect(verdicts(base, figures(10, 1000, 900, 3, 600))[0]).toBe(
      'Build time grew 6.00x CPU (15.00x wall) for 10.00x pages: no faster than the page count',
    );
    expect(verdicts(base, figures(10, 1000, 500, 3, 1200))[0]).toContain('** faster than the page count');
  });
});

describe('parseCpuSeconds', () => {
  it("sums /usr/bin/time's user and system seconds, and is NaN on anything else", () => {
    expect(parseCpuSeconds('812.34 45.10\n')).toBeCloseTo(857.44);
    expect(parseCpuSeconds('Command exited with non-zero status 1\n3.00 0.50\n')).toBeCloseTo(3.5);
    expect(parseCpuSeconds('')).toBeNaN();
  });
});
