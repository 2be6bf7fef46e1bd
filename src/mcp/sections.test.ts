import {describe, expect, it} from 'vitest';
import {anchorsOf, headingsOf, sectionOf} from './sections';

const twin = [
  '# CLI command reference',
  '',
  'URL: https://docs.example.test/cli/commands',
  '',
  '## `vantage license` {#vantage-license}',
  '',
  'License commands.',
  '',
  '### `vantage license server create` {#vantage-license-server-create}',
  '',
  '| Option | Short | Type | Default |',
  '| - | - | - | - |',
  '| `--port` | `-p` | INTEGER | `27000` |',
  '',
  '```bash',
  '# not a heading {#not-an-anchor}',
  '```',
  '',
  '### `vantage license server list` {#vantage-license-server-list}',
  '',
  'Lists servers.',
  '',
  '> ### Quoted heading {#quoted}',
  '',
  '## `vantage notebook` {#vantage-notebook}',
  '',
  'Notebook commands.',
].join('\n');

describe('headingsOf', () => {
  it('reads headings and their ids, not lines inside code blocks', () => {
    const headings = headingsOf(twin.split('\n'));
    expect(headings.map((h) => [h.depth, h.id])).toEqual([
      [1, undefined],
      [2, 'vantage-license'],
      [3, 'vantage-license-server-create'],
      [3, 'vantage-license-server-list'],
      [2, 'vantage-notebook'],
    ]);
    expect(headings[2]!.title).toBe('`vantage license server create`');
  });

  it('lists the anchors of a twin in order', () => {
    expect(anchorsOf(twin)).toEqual([
      'vantage-license',
      'vantage-license-server-create',
      'vantage-license-server-list',
      'vantage-notebook',
    ]);
  });
});

describe('sectionOf', () => {
  it('returns a section up to the next heading of its level, with its heading path and table rows as rows', () => {
    const section = sectionOf(twin, 'vantage-license-server-create')!;
    expect(section.path).toEqual(['CLI command reference', '`vantage license`', '`vantage license server create`']);
    expect(section.text.startsWith('### `vantage license server create` {#vantage-license-server-create}')).toBe(true);
    expect(section.text).toContain('| `--port` | `-p` | INTEGER | `27000` |');
    expect(section.text).toContain('# not a heading {#not-an-anchor}');
    expect(section.text).not.toContain('Lists servers.');
  });

  it('includes subsections of a higher-level section and stops at its sibling', () => {
    const section = sectionOf(twin, 'vantage-license')!;
    expect(section.path).toEqual(['CLI command reference', '`vantage license`']);
    expect(section.text).toContain('Lists servers.');
    expect(section.text).not.toContain('Notebook commands.');
  });

  it('runs to the end of the page for the last section, and finds nothing for an unknown id', () => {
    expect(sectionOf(twin, 'vantage-notebook')!.text).toBe(
      '## `vantage notebook` {#vantage-notebook}\n\nNotebook commands.',
    );
    expect(sectionOf(twin, 'not-an-anchor')).toBeUndefined();
    expect(sectionOf(twin, 'nope')).toBeUndefined();
  });
});
