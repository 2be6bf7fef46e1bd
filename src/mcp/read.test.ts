import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {anchorOf, maxSectionBytes, TwinReader} from './read';

const site = 'https://docs.example.test';
let reader: TwinReader;
const page = [
  '# Jobs',
  '',
  `URL: ${site}/platform/jobs`,
  '',
  'Intro.',
  '',
  '## Create job submission {#create-job-submission}',
  '',
  '| Field    | Meaning          |',
  '| -------- | ---------------- |',
  '| `name`   | Name of the run. |',
  '',
  '## Big {#big}',
  '',
  'Own text of the big section.',
  '',
  ...Array.from({length: 40}, (_, i) => `### Part ${i} {#part-${i}}\n\n${'x'.repeat(400)}\n`),
].join('\n');

beforeAll(() => {
  const build = mkdtempSync(join(tmpdir(), 'mcp-read-'));
  mkdirSync(join(build, 'platform'));
  writeFileSync(join(build, 'index.md'), `# Home\n\nURL: ${site}/\n`);
  writeFileSync(join(build, 'platform/jobs.md'), page);
  reader = new TwinReader(build);
});

describe('TwinReader.read', () => {
  it('returns the whole page with its size stated first when there is no anchor', async () => {
    const result = await reader.read('/platform/jobs');
    expect(result.ok).toBe(true);
    const text = result.ok ? result.text : '';
    expect(text.split('\n')[0]).toMatch(
      /^Whole page: https:\/\/docs\.example\.test\/platform\/jobs \(about \d+ KB, ~\d+k? tokens\)/,
    );
    expect(text).toContain('## Create job submission {#create-job-submission}');
  });

  it("returns only the section an anchor names, with its heading path, the whole page's size and table rows unpadded", async () => {
    const result = await reader.read(`${site}/platform/jobs#create-job-submission`);
    const text = result.ok ? result.text : '';
    const lines = text.split('\n');
    expect(lines.slice(0, 2)).toEqual([
      'Section: Jobs › Create job submission',
      `URL: ${site}/platform/jobs#create-job-submission`,
    ]);
    expect(lines[2]).toMatch(
      /^Whole page: https:\/\/docs\.example\.test\/platform\/jobs \(about \d+ KB, ~\d+k? tokens; read_page without the anchor\)$/,
    );
    expect(lines.slice(4)).toEqual([
      '## Create job submission {#create-job-submission}',
      '',
      '| Field | Meaning |',
      '| - | - |',
      '| `name` | Name of the run. |',
      '',
    ]);
    expect(text).not.toContain('Intro.');
    expect(text).not.toContain('## Big');
  });

  it('takes the section argument as an id or as heading words, over the anchor', async () => {
    const byId = await reader.read('/platform/jobs#big', 'create-job-submission');
    const byWords = await reader.read('/platform/jobs', 'Create Job Submission');
    expect(byId.ok && byId.text).toContain('## Create job submission');
    expect(byWords.ok && byWords.text).toContain('## Create job submission');
  });

  it('gives a long section as its own text and a list of its subsections to read', async () => {
    const result = await reader.read('/platform/jobs#big');
    const text = result.ok ? result.text : '';
    expect(Buffer.byteLength(text)).toBeLessThan(maxSectionBytes);
    expect(text).toContain('Own text of the big section.');
    expect(text).toContain('- Part 7: read_page("/platform/jobs#part-7")');
    expect(text).not.toContain('x'.repeat(400));
  });

  it("reports an unknown section with the page's anchors, and an unknown page", async () => {
    const section = await reader.read('/platform/jobs#nope');
    expect(section.ok).toBe(false);
    expect(!section.ok && section.message).toContain('#create-job-submission, #big');
    const missing = await reader.read('/no/such/page');
    expect(missing.ok).toBe(false);
  });

  it('measures what a read returns', async () => {
    const result = await reader.read('/platform/jobs#create-job-submission');
    expect(await reader.sizeOf('/platform/jobs#create-job-submission')).toBe(
      Buffer.byteLength(result.ok ? result.text : 'x'),
    );
    expect(await reader.sizeOf('/nope')).toBe(0);
  });
});

describe('anchorOf', () => {
  it('reads and decodes the anchor of a URL or path', () => {
    expect(anchorOf(`${site}/cli/commands#vantage-job`)).toBe('vantage-job');
    expect(anchorOf('/x#caf%C3%A9')).toBe('café');
    expect(anchorOf('/x')).toBe('');
  });
});
