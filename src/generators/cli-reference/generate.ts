/**
 * Generates cli/commands.md (served at /cli/commands) from
 * src/data/cli-commands.json. Run before every build and start by
 * scripts/generate.ts (`npm run generate`).
 */
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';

import {readJsonFile} from '../../jsonFile';
import {code, escapeCell, escapeText} from '../markdown';
import type {CliArgument, CliData, CliEntry, CliOption} from './types';

export type {CliData, CliEntry, CliOption, CliArgument} from './types';

export const DATA_FILE = path.join('src', 'data', 'cli-commands.json');
export const OUTPUT_FILE = path.join('cli', 'commands.md');

/** Words of a command after the binary name: `vantage job list` -> ['job', 'list']. */
export function commandWords(entry: CliEntry): string[] {
  return entry.command.split(/\s+/).slice(1);
}

/** Heading id of a command: `vantage-job-submission-create`. */
export function anchorFor(entry: CliEntry): string {
  return ['vantage', ...commandWords(entry)].join('-');
}

const cell = escapeCell;

function formatDefault(option: CliOption): string {
  if (option.default === undefined) {
    return option.type === 'FLAG' ? 'off' : '';
  }
  if (option.default === true) return 'on';
  if (option.default === false) return 'off';
  return code(String(option.default));
}

function optionName(option: CliOption): string {
  return option.secondary ? `${code(option.long)} / ${code(option.secondary)}` : code(option.long);
}

function typeLabel(option: CliOption | CliArgument): string {
  if ('choices' in option && option.choices && option.choices.length > 0) {
    return option.choices.map(code).join(', ');
  }
  return option.type === 'FLAG' ? 'flag' : option.type;
}

/** Usage line: required arguments and options spelled out, the rest as [OPTIONS]. */
export function synopsis(entry: CliEntry): string {
  const words = [entry.command];
  if (entry.kind === 'group') {
    words.push('COMMAND [ARGS]...');
    return words.join(' ');
  }
  for (const arg of entry.arguments ?? []) {
    words.push(arg.required ? arg.name : `[${arg.name}]`);
  }
  for (const option of entry.options ?? []) {
    if (!option.required) continue;
    const metavar = option.choices?.length ? `[${option.choices.join('|')}]` : option.type;
    words.push(option.type === 'FLAG' ? option.long : `${option.long} ${metavar}`);
  }
  words.push('[OPTIONS]');
  return words.join(' ');
}

function optionsTable(options: CliOption[]): string[] {
  const lines = [
    '| Option | Short | Type | Default | Required | Description |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  for (const option of options) {
    const help = option.repeatable ? `${option.help} Repeatable.` : option.help;
    lines.push(
      `| ${cell(optionName(option))} | ${option.short ? cell(code(option.short)) : ''} | ${cell(
        typeLabel(option),
      )} | ${cell(formatDefault(option))} | ${option.required ? 'yes' : 'no'} | ${cell(help)} |`,
    );
  }
  return lines;
}

function argumentsTable(args: CliArgument[]): string[] {
  const lines = ['| Argument | Type | Required | Description |', '| --- | --- | --- | --- |'];
  for (const arg of args) {
    lines.push(
      `| ${cell(code(arg.name))} | ${cell(typeLabel(arg))} | ${arg.required ? 'yes' : 'no'} | ${cell(arg.help)} |`,
    );
  }
  return lines;
}

function headingLevel(entry: CliEntry): string {
  const depth = Math.min(commandWords(entry).length + 1, 4);
  return '#'.repeat(depth);
}

/** Direct children of a group, in data order. */
function childrenOf(group: CliEntry, all: CliEntry[]): CliEntry[] {
  const words = commandWords(group);
  return all.filter((entry) => {
    const w = commandWords(entry);
    return w.length === words.length + 1 && words.every((word, i) => w[i] === word);
  });
}

function previewAdmonition(entry: CliEntry): string[] {
  const prints = entry.prints ?? 'sample data';
  const what =
    entry.kind === 'group'
      ? `Every command in this group only prints ${prints} in CLI 0.1.19: nothing is sent to Vantage and nothing is created, changed or deleted.`
      : `In CLI 0.1.19 this command only prints ${prints}: nothing is sent to Vantage and nothing is created, changed or deleted.`;
  return [':::warning[Preview]', '', what, '', ':::', ''];
}

function renderEntry(entry: CliEntry, all: CliEntry[]): string[] {
  const lines: string[] = [];
  lines.push(`${headingLevel(entry)} ${code(entry.command)} {#${anchorFor(entry)}}`, '');
  if (entry.preview) lines.push(...previewAdmonition(entry));
  lines.push(escapeText(entry.summary), '');
  lines.push('```bash', synopsis(entry), '```', '');

  if (entry.kind === 'group') {
    const children = childrenOf(entry, all);
    if (children.length > 0) {
      lines.push('| Command | Description |', '| --- | --- |');
      for (const child of children) {
        const label = child.preview ? `${child.summary} (preview)` : child.summary;
        lines.push(`| [${cell(code(child.command))}](#${anchorFor(child)}) | ${cell(label)} |`);
      }
      lines.push('');
    }
  } else {
    const args = entry.arguments ?? [];
    const options = entry.options ?? [];
    if (args.length > 0) {
      lines.push('**Arguments**', '', ...argumentsTable(args), '');
    }
    if (options.length > 0) {
      lines.push('**Options**', '', ...optionsTable(options), '');
    }
    lines.push(
      `Also takes the [global options](#global-options) ${code('--json')}, ${code('--verbose')} and ${code(
        '--profile',
      )}.`,
      '',
    );
  }

  if (entry.notes && entry.notes.length > 0) {
    lines.push('**Notes**', '');
    for (const note of entry.notes) lines.push(`- ${escapeText(note)}`);
    lines.push('');
  }
  if (entry.aliases && entry.aliases.length > 0) {
    lines.push(`Shortcut: ${entry.aliases.map(code).join(', ')}.`, '');
  }
  return lines;
}

/** Renders the whole page. Pure and deterministic: same data, same bytes. */
export function renderCommandsPage(data: CliData): string {
  const {cli, commands} = data;
  const lines: string[] = [
    '---',
    'title: CLI command reference',
    'sidebar_label: Command reference',
    `description: Every command, argument and option of the ${cli.binary} CLI ${cli.version}, with defaults and the commands that are previews.`,
    'sidebar_position: 4',
    'toc_max_heading_level: 3',
    'custom_edit_url: null',
    '---',
    '',
    `This page lists every command of the ${code(cli.binary)} CLI as released in PyPI package ${code(
      cli.package,
    )} ${cli.version}: what each one does, its arguments, its options with their types and defaults, and anything that behaves differently from what its help text suggests. To install the CLI, see [installation](/cli/installation); for profiles, login and output formats, see [usage](/cli/usage).`,
    '',
    '## How to read this page {#how-to-read-this-page}',
    '',
    `- Each command has its own heading. Link to one with ${code(
      '/cli/commands#vantage-<command words joined by ->',
    )}, for example [${code('vantage cluster create')}](#vantage-cluster-create).`,
    `- In a synopsis, UPPER-CASE words are values you supply, a name in square brackets is optional, and ${code(
      '[OPTIONS]',
    )} stands for the optional options in the table below it.`,
    `- Types are those the CLI checks: ${code('TEXT')}, ${code('INTEGER')}, ${code('PATH')} (a file path), a list of allowed values, or flag (an on/off switch that takes no value).`,
    '- A command marked **Preview** exists in the command tree but only prints sample data in this release. Do not rely on its output.',
    `- Options go after the command words: ${code('vantage cluster list --json')}, not ${code(
      'vantage --json cluster list',
    )}.`,
    '',
    '## Global options {#global-options}',
    '',
    `Every runnable command accepts these options. ${code(
      cli.binary,
    )} on its own only accepts ${code('--help')}; with no arguments it prints the list of command groups.`,
    '',
    ...optionsTable(data.globalOptions),
    '',
    `A debug log is always written to ${code('~/.vantage-cli/debug.log')}, with or without ${code('--verbose')}.`,
    '',
  ];

  if (data.hiddenAliases.length > 0 || commands.some((c) => c.aliases?.length)) {
    lines.push(
      '## Shortcuts {#shortcuts}',
      '',
      'Some list commands have hidden shortcuts that do not appear in the help output. Each command section names its shortcut; two more exist without a documented group behind them:',
      '',
      '| Shortcut | What it does |',
      '| --- | --- |',
    );
    for (const alias of data.hiddenAliases) {
      lines.push(`| ${cell(code(alias.alias))} | ${cell(alias.summary)} |`);
    }
    lines.push('');
  }

  lines.push('## Top-level commands {#top-level-commands}', '', '| Command | Description |', '| --- | --- |');
  for (const entry of commands.filter((c) => commandWords(c).length === 1)) {
    const label = entry.preview ? `${entry.summary} (preview)` : entry.summary;
    lines.push(`| [${cell(code(entry.command))}](#${anchorFor(entry)}) | ${cell(label)} |`);
  }
  lines.push('');

  for (const entry of commands) {
    lines.push(...renderEntry(entry, commands));
  }

  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines.join('\n') + '\n';
}

/** Checks the data for mistakes the page would hide. Throws on the first one. */
export function validateData(data: CliData): void {
  const seen = new Set<string>();
  for (const entry of data.commands) {
    const words = commandWords(entry);
    if (!entry.command.startsWith(`${data.cli.binary} `) || words.length === 0) {
      throw new Error(`Command must start with "${data.cli.binary} ": ${entry.command}`);
    }
    const anchor = anchorFor(entry);
    if (seen.has(anchor)) throw new Error(`Duplicate command: ${entry.command}`);
    seen.add(anchor);
    if (!entry.summary) throw new Error(`Missing summary: ${entry.command}`);
    if (words.length > 1) {
      const parent = `${data.cli.binary} ${words.slice(0, -1).join(' ')}`;
      const parentEntry = data.commands.find((c) => c.command === parent);
      if (!parentEntry || parentEntry.kind !== 'group') {
        throw new Error(`Parent group missing for ${entry.command}`);
      }
    }
    const longs = new Set<string>();
    for (const option of entry.options ?? []) {
      if (!option.long.startsWith('--')) throw new Error(`Bad option ${option.long} in ${entry.command}`);
      if (longs.has(option.long)) throw new Error(`Duplicate option ${option.long} in ${entry.command}`);
      longs.add(option.long);
      if (!option.help) throw new Error(`Missing help for ${option.long} in ${entry.command}`);
    }
  }
}

export async function loadData(siteDir: string): Promise<CliData> {
  const data = readJsonFile<CliData>(path.join(siteDir, DATA_FILE), siteDir);
  validateData(data);
  return data;
}

export async function generate(siteDir: string): Promise<void> {
  const data = await loadData(siteDir);
  const target = path.join(siteDir, OUTPUT_FILE);
  await mkdir(path.dirname(target), {recursive: true});
  await writeFile(target, renderCommandsPage(data), 'utf8');
}
