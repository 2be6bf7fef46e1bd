import {mkdtemp, mkdir, copyFile, readFile, rm, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import {afterAll, beforeAll, describe, expect, it} from 'vitest';

import {
  DATA_FILE,
  OUTPUT_FILE,
  anchorFor,
  generate,
  loadData,
  renderCommandsPage,
  synopsis,
  type CliData,
  type CliEntry,
} from './generate';

const siteDir = path.resolve(__dirname, '..', '..', '..');

/** Splits the page into sections keyed by heading id. */
function sections(page: string): Map<string, string> {
  const result = new Map<string, string>();
  const parts = page.split(/^(?=#{2,4} )/m);
  for (const part of parts) {
    const match = /^#{2,4} .*\{#([^}]+)\}\s*$/m.exec(part.split('\n')[0] ?? '');
    if (match) result.set(match[1], part);
  }
  return result;
}

describe('cli-reference generator', () => {
  let data: CliData;
  let page: string;
  let bySection: Map<string, string>;

  beforeAll(async () => {
    data = await loadData(siteDir);
    page = renderCommandsPage(data);
    bySection = sections(page);
  });

  it('has front matter with title, description and sidebar position', () => {
    expect(page.startsWith('---\n')).toBe(true);
    expect(page).toMatch(/^title: CLI command reference$/m);
    expect(page).toMatch(/^description: .+$/m);
    expect(page).toMatch(/^sidebar_position: \d+$/m);
    expect(page).not.toMatch(/^# /m);
  });

  it('gives every command a heading with its vantage-… anchor', () => {
    for (const entry of data.commands) {
      const anchor = anchorFor(entry);
      expect(anchor).toBe(['vantage', ...entry.command.split(' ').slice(1)].join('-'));
      expect(page).toContain(`\`${entry.command}\` {#${anchor}}`);
      expect(bySection.has(anchor)).toBe(true);
    }
  });

  it('uses the documented anchor form for well-known commands', () => {
    expect(bySection.has('vantage-job-submission-create')).toBe(true);
    expect(bySection.has('vantage-cluster-create')).toBe(true);
    expect(bySection.has('vantage-job')).toBe(true);
  });

  it('marks every preview command, and only those, with a Preview admonition', () => {
    const previews = data.commands.filter((c) => c.preview);
    expect(previews.length).toBeGreaterThan(0);
    for (const entry of data.commands) {
      const section = bySection.get(anchorFor(entry)) ?? '';
      if (entry.preview) {
        expect(section, entry.command).toContain(':::warning[Preview]');
      } else {
        expect(section, entry.command).not.toContain(':::warning[Preview]');
      }
    }
  });

  it('says what a preview prints: sample data, or the message the federation stubs print', () => {
    const section = (command: string) =>
      bySection.get(anchorFor(data.commands.find((c) => c.command === command)!)) ?? '';
    expect(section('vantage cluster federation create')).toContain('only prints the message "Not yet implemented"');
    expect(section('vantage cluster federation create')).not.toContain('sample data');
    expect(section('vantage notebook update')).toContain('only prints sample data');
  });

  it('marks the commands that only print sample data in 0.1.19 as preview', () => {
    const preview = (command: string) => data.commands.find((c) => c.command === command)?.preview === true;
    for (const command of [
      'vantage network create',
      'vantage storage list',
      'vantage cluster federation create',
      'vantage license deployment list',
      'vantage notebook update',
      'vantage job script create',
    ]) {
      expect(preview(command), command).toBe(true);
    }
    for (const command of ['vantage cluster create', 'vantage job submission create', 'vantage login']) {
      expect(preview(command), command).toBe(false);
    }
  });

  it('lists every option and argument of a command in its tables', () => {
    for (const entry of data.commands.filter((c) => c.kind === 'command')) {
      const section = bySection.get(anchorFor(entry)) ?? '';
      for (const option of entry.options ?? []) {
        expect(section, `${entry.command} ${option.long}`).toMatch(new RegExp(`^\\| \`${option.long}\``, 'm'));
        if (option.short) expect(section).toContain(`\`${option.short}\``);
      }
      for (const arg of entry.arguments ?? []) {
        expect(section, `${entry.command} ${arg.name}`).toMatch(new RegExp(`^\\| \`${arg.name}\``, 'm'));
      }
      expect(section).toContain('```bash\n' + synopsis(entry) + '\n```');
    }
  });

  it('documents the global options in one table', () => {
    const section = bySection.get('global-options') ?? '';
    for (const option of ['--json', '--verbose', '--profile']) {
      expect(section).toMatch(new RegExp(`^\\| \`${option}\``, 'm'));
    }
  });

  it('keeps table rows intact: every row has the same number of cells as its header', () => {
    const lines = page.split('\n');
    let expected = 0;
    for (const line of lines) {
      if (!line.startsWith('|')) {
        expected = 0;
        continue;
      }
      const cells = line.replace(/\\\|/g, '').split('|').length;
      if (expected === 0) expected = cells;
      expect(cells, line).toBe(expected);
    }
  });

  it('builds synopses with required arguments and options spelled out', () => {
    const entry = data.commands.find((c) => c.command === 'vantage job submission create') as CliEntry;
    expect(synopsis(entry)).toBe('vantage job submission create --name TEXT --job-script-id INTEGER [OPTIONS]');
    const create = data.commands.find((c) => c.command === 'vantage cluster create') as CliEntry;
    expect(synopsis(create)).toContain('vantage cluster create CLUSTER_NAME --cloud [');
  });

  it('is deterministic', () => {
    expect(renderCommandsPage(data)).toBe(page);
    const copy = JSON.parse(JSON.stringify(data)) as CliData;
    expect(renderCommandsPage(copy)).toBe(page);
  });

  it('agrees with the usage page on which delete commands skip the prompt with --yes and which with --force', async () => {
    const usage = await readFile(path.join(siteDir, 'cli', 'usage.md'), 'utf8');
    const section = usage.split(/^## /m).find((part) => part.startsWith('Skip the confirmation prompt'));
    expect(section, 'cli/usage.md has no "Skip the confirmation prompt" section').toBeDefined();
    const [yesLine, forceLine] = (section ?? '').split('\n').filter((line) => line.startsWith('- '));
    const named = (line = '') => [...line.matchAll(/`(vantage [a-z -]+?)`/g)].map((match) => match[1]);
    const optionsOf = (command: string) =>
      (data.commands.find((entry) => entry.command === command)?.options ?? []).map((option) => option.long);
    const takingYes = data.commands
      .filter((entry) => entry.command.endsWith(' delete') && optionsOf(entry.command).includes('--yes'))
      .map((entry) => entry.command);
    expect(named(yesLine).sort()).toEqual(takingYes.sort());
    for (const command of named(forceLine)) expect(optionsOf(command), command).toContain('--force');
  });

  describe('generate()', () => {
    let tmp: string;
    beforeAll(async () => {
      tmp = await mkdtemp(path.join(os.tmpdir(), 'cli-reference-'));
      await mkdir(path.join(tmp, path.dirname(DATA_FILE)), {recursive: true});
      await copyFile(path.join(siteDir, DATA_FILE), path.join(tmp, DATA_FILE));
    });
    afterAll(async () => {
      await rm(tmp, {recursive: true, force: true});
    });

    it('writes cli/commands.md and writes the same bytes twice', async () => {
      await generate(tmp);
      const first = await readFile(path.join(tmp, OUTPUT_FILE), 'utf8');
      await generate(tmp);
      const second = await readFile(path.join(tmp, OUTPUT_FILE), 'utf8');
      expect(first).toBe(page);
      expect(second).toBe(first);
    });

    it('names the data file and the position of a JSON syntax error', async () => {
      const broken = await mkdtemp(path.join(os.tmpdir(), 'cli-reference-broken-'));
      try {
        await mkdir(path.join(broken, path.dirname(DATA_FILE)), {recursive: true});
        await writeFile(path.join(broken, DATA_FILE), '{\n  "binary": "vantage",\n  "commands": [}\n');
        await expect(generate(broken)).rejects.toThrow(/^src\/data\/cli-commands\.json:3:16: not valid JSON/);
      } finally {
        await rm(broken, {recursive: true, force: true});
      }
    });
  });
});
