import {describe, expect, it} from 'vitest';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {multiplySection, varyBody, type SourceFile} from '../../bench/scale/multiply';
import {scaleFactor} from '../../bench/scale/run';

const page = (path: string, frontMatter: string, body: string): SourceFile => ({
  path,
  content: `---\n${frontMatter}\n---\n\n${body}\n`,
});

const section: SourceFile[] = [
  page(
    'index.mdx',
    'title: Vantage Compute Documentation\nsidebar_label: Home\ndescription: "Start here: what the platform does, and where to read next."\nslug: /\nsidebar_position: 1',
    "import {Lead} from '@site/src/components/Landing';\n\n<Lead>\n\nConnect clusters and submit jobs from the [web app](https://app.example.com).\n\n</Lead>",
  ),
  page(
    'jobs/submit.md',
    "title: Submit a job\ndescription: How to submit a batch script to a cluster's partition.\nsidebar_position: 2\ncustom_edit_url: null",
    '## Before you start {#before}\n\nPick a cluster, then submit the script with the `vantage job submit` command:\n\n```bash\nvantage job submit --cluster example\n```\n\n:::note Partitions\nEvery cluster lists its partitions.\n:::',
  ),
  page(
    'jobs/nested/slugged.md',
    'title: Slugged\nslug: /custom/place\ndescription: A page whose route comes from its slug.',
    'Some words about scheduling batch workloads.',
  ),
  {path: 'jobs/_category_.json', content: '{"label": "Jobs", "position": 4}'},
];

async function frontMatterOf(file: SourceFile): Promise<Record<string, unknown>> {
  return (await DEFAULT_PARSE_FRONT_MATTER({filePath: file.path, fileContent: file.content.toString()})).frontMatter;
}

/** The route the docs plugin gives a page: its slug if absolute, else its folder path (index pages at the folder). */
async function routeOf(file: SourceFile): Promise<string> {
  const slug = (await frontMatterOf(file)).slug;
  if (typeof slug === 'string' && slug.startsWith('/')) return slug;
  return `/${file.path.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '')}`;
}

const pages = (files: SourceFile[]) => files.filter((f) => /\.mdx?$/.test(f.path));

describe('multiplySection', () => {
  it('writes factor times the pages, the originals unchanged', async () => {
    const out = await multiplySection(section, 10);
    expect(pages(out)).toHaveLength(10 * pages(section).length);
    for (const original of section) expect(out).toContainEqual(original);
  });

  it('gives every copy a route of its own', async () => {
    const routes = await Promise.all(pages(await multiplySection(section, 10)).map(routeOf));
    expect(new Set(routes).size).toBe(routes.length);
    expect(routes).toContain('/scale-4');
    expect(routes).toContain('/scale-4/custom/place');
  });

  it('gives every copy text of its own, titles included', async () => {
    const out = pages(await multiplySection(section, 10));
    expect(new Set(out.map((f) => f.content)).size).toBe(out.length);
    const titles = await Promise.all(out.map(async (f) => (await frontMatterOf(f)).title));
    expect(new Set(titles).size).toBe(titles.length);
    // Bodies differ too, not only the front matter.
    const bodies = out
      .filter((f) => f.path.endsWith('jobs/nested/slugged.md'))
      .map((f) => f.content.toString().split('---\n').at(-1));
    expect(new Set(bodies).size).toBe(10);
  });

  it('keeps front matter valid and every key, with the values Docusaurus reads', async () => {
    const out = await multiplySection(section, 3);
    const copy = out.find((f) => f.path === 'scale-3/jobs/submit.md')!;
    const fm = await frontMatterOf(copy);
    expect(fm).toMatchObject({title: 'Submit a job (copy 3)', sidebar_position: 2, custom_edit_url: null});
    expect(typeof fm.description).toBe('string');
    const home = await frontMatterOf(out.find((f) => f.path === 'scale-2/index.mdx')!);
    expect(home).toMatchObject({slug: '/scale-2', sidebar_label: 'Home (copy 2)', sidebar_position: 1});
  });

  it('leaves code, imports, JSX, headings, admonitions and link targets as they are', async () => {
    const out = await multiplySection(section, 6);
    for (const k of [2, 3, 4, 5, 6]) {
      const submit = out.find((f) => f.path === `scale-${k}/jobs/submit.md`)!.content.toString();
      expect(submit).toContain('```bash\nvantage job submit --cluster example\n```');
      expect(submit).toContain('`vantage job submit`');
      expect(submit).toContain('## Before you start {#before}');
      expect(submit).toContain(':::note Partitions');
      const home = out.find((f) => f.path === `scale-${k}/index.mdx`)!.content.toString();
      expect(home).toContain("import {Lead} from '@site/src/components/Landing';");
      expect(home).toContain('<Lead>');
      expect(home).toContain('(https://app.example.com)');
    }
  });

  it('adds a collapsed sidebar category per copy and numbers copied category labels', async () => {
    const out = await multiplySection(section, 3);
    expect(JSON.parse(out.find((f) => f.path === 'scale-3/_category_.json')!.content.toString())).toMatchObject({
      label: 'Scaled copy 3',
      collapsed: true,
    });
    expect(JSON.parse(out.find((f) => f.path === 'scale-2/jobs/_category_.json')!.content.toString())).toMatchObject({
      label: 'Jobs 2',
      position: 4,
    });
  });

  it('copies files other than pages byte for byte', async () => {
    const image = {path: 'img/diagram.png', content: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0xff])};
    const out = await multiplySection([image], 2);
    expect(out.find((f) => f.path === 'scale-2/img/diagram.png')!.content).toEqual(image.content);
  });

  it('returns the section as it is at 1x and refuses a factor that is not a whole number of at least 1', async () => {
    expect(await multiplySection(section, 1)).toEqual(section);
    await expect(multiplySection(section, 0)).rejects.toThrow(/at least 1/);
    await expect(multiplySection(section, 2.5)).rejects.toThrow(/whole number/);
  });
});

describe('varyBody', () => {
  it('varies prose words and nothing inside a fenced block', () => {
    const prose =
      'Clusters schedule batch workloads across partitions while operators watch metrics and queues closely.';
    const body = `${prose}\n\n~~~text\n${prose}\n~~~`;
    const varied = varyBody(body, 2);
    const [first, , , code] = varied.split('\n');
    expect(first).not.toBe(prose);
    expect(code).toBe(prose);
  });

  it('varies a short body even when no word is drawn', () => {
    const short = 'Some words.';
    const copies = [2, 3, 4, 5, 6, 7, 8, 9, 10].map((k) => varyBody(short, k));
    expect(new Set([short, ...copies]).size).toBe(10);
  });
});

describe('scaleFactor', () => {
  it('reads --scale N and --scale=N, and is undefined without it', () => {
    expect(scaleFactor(['node', 'run.ts', '--scale', '10'])).toBe(10);
    expect(scaleFactor(['node', 'run.ts', '--scale=3'])).toBe(3);
    expect(scaleFactor(['node', 'run.ts', '--no-build'])).toBeUndefined();
  });

  it('says what it expects on a bad value', () => {
    expect(() => scaleFactor(['--scale'])).toThrow(/whole number of at least 2, got nothing/);
    expect(() => scaleFactor(['--scale', 'ten'])).toThrow(/got ten/);
  });
});
