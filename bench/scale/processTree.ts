/**
 * Peak resident memory of a process and all its descendants, sampled from
 * /proc (Linux). A build forks workers (SSG threads live in the main process,
 * but loaders and minifiers may not), so the largest single process
 * understates what the machine must hold; the sum over the tree is the figure.
 */
import {readdirSync, readFileSync} from 'node:fs';

const pageSize = 4096;

interface Proc {
  pid: number;
  ppid: number;
  rssBytes: number;
}

function readProcs(): Proc[] {
  const procs: Proc[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // The command name may hold spaces and parentheses: fields start after the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const statm = readFileSync(`/proc/${name}/statm`, 'utf8').split(' ');
      procs.push({pid: Number(name), ppid: Number(fields[1]), rssBytes: Number(statm[1]) * pageSize});
    } catch {
      // The process ended between listing and reading.
    }
  }
  return procs;
}

/** Resident bytes of pid and its descendants now. */
export function treeRss(rootPid: number, procs: Proc[] = readProcs()): {total: number; processes: number} {
  const children = new Map<number, Proc[]>();
  for (const p of procs) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p]);
  const root = procs.find((p) => p.pid === rootPid);
  if (!root) return {total: 0, processes: 0};
  let total = 0;
  let processes = 0;
  const stack = [root];
  while (stack.length) {
    const p = stack.pop()!;
    total += p.rssBytes;
    processes++;
    stack.push(...(children.get(p.pid) ?? []));
  }
  return {total, processes};
}

export interface PeakSampler {
  stop(): {peakBytes: number; maxProcesses: number; samples: number};
}

/** Samples the tree's resident memory every intervalMs until stopped. */
export function samplePeak(rootPid: number, intervalMs = 250): PeakSampler {
  let peakBytes = 0;
  let maxProcesses = 0;
  let samples = 0;
  const sample = () => {
    const {total, processes} = treeRss(rootPid);
    samples++;
    peakBytes = Math.max(peakBytes, total);
    maxProcesses = Math.max(maxProcesses, processes);
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      return {peakBytes, maxProcesses, samples};
    },
  };
}
