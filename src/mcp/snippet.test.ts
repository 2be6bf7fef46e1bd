import {describe, expect, it} from 'vitest';
import {plainLines, snippetOf} from './snippet';

const section = [
  '#### `vantage license server create` {#vantage-license-server-create}',
  '',
  'Register a license server by **host** and [port](https://docs.example.test/x).',
  '',
  '```bash',
  'vantage license server create NAME --host TEXT [OPTIONS]',
  '```',
  '',
  '| Option | Short | Type | Default | Description |',
  '| -------- | ----- | ------- | ------- | ----------- |',
  '| `--host` | `-h` | TEXT | | Hostname or IP address. |',
  '| `--port` | `-p` | INTEGER | `27000` | TCP port of the license server. |',
  '',
  '##### Notes {#notes}',
  '',
  'Only in the subsection.',
].join('\n');

describe('plainLines', () => {
  it('gives one plain line per paragraph, code line and table row, without the heading or subsections', () => {
    expect(plainLines(section)).toEqual([
      'Register a license server by host and port.',
      'vantage license server create NAME --host TEXT [OPTIONS]',
      'Option | Short | Type | Default | Description',
      '--host | -h | TEXT | Hostname or IP address.',
      '--port | -p | INTEGER | 27000 | TCP port of the license server.',
    ]);
  });

  it('leaves out the URL line of a page top', () => {
    expect(plainLines('# Jobs\n\nURL: https://docs.example.test/jobs\n\n> About jobs.\n\nText.')).toEqual([
      'About jobs.',
      'Text.',
    ]);
  });
});

describe('snippetOf', () => {
  it('picks the lines holding the query words, keeping a table row whole', () => {
    const snippet = snippetOf(section, 'which TCP port does it use', 80);
    expect(snippet).toBe('… --port | -p | INTEGER | 27000 | TCP port of the license server.');
  });

  it('starts at the top when the words are there, and is empty for an empty section', () => {
    expect(snippetOf(section, 'register a license server', 60).startsWith('Register a license server')).toBe(true);
    expect(snippetOf('## Empty {#empty}', 'anything')).toBe('');
  });
});
