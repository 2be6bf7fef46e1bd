/**
 * Shape of src/data/cli-commands.json: the command tree of the `vantage` CLI
 * that /cli/commands is generated from.
 */

/** Value types as the CLI's help prints them; FLAG is a boolean switch. */
export type ValueType = 'TEXT' | 'INTEGER' | 'FLOAT' | 'PATH' | 'FLAG' | 'CHOICE';

export interface CliArgument {
  /** Upper-case placeholder, as shown in usage lines (e.g. CLUSTER_NAME). */
  name: string;
  type: ValueType;
  required: boolean;
  help: string;
}

export interface CliOption {
  /** Long form, e.g. `--cloud`. */
  long: string;
  /** Negative form of an on/off pair, e.g. `--sort-descending`. */
  secondary?: string;
  /** Short form, e.g. `-c`. */
  short?: string;
  type: ValueType;
  required: boolean;
  default?: string | number | boolean;
  /** Values the CLI validates the option against. */
  choices?: string[];
  /** The option may be given more than once. */
  repeatable?: boolean;
  help: string;
}

export interface CliEntry {
  /** Full command line, starting with the binary name: `vantage job submission create`. */
  command: string;
  /** A group only holds subcommands; a command runs. */
  kind: 'group' | 'command';
  /** One-line purpose. */
  summary: string;
  /** True when the command (or every command of the group) only prints sample data. */
  preview?: boolean;
  /** What a preview prints instead of sample data (the federation stubs print a message). */
  prints?: string;
  arguments?: CliArgument[];
  options?: CliOption[];
  /** Hidden shortcuts that run the same command. */
  aliases?: string[];
  /** Behavior worth knowing before running the command. */
  notes?: string[];
}

export interface HiddenAlias {
  alias: string;
  summary: string;
  preview?: boolean;
}

export interface CliData {
  cli: {binary: string; package: string; version: string};
  /** Options injected into every runnable command. */
  globalOptions: CliOption[];
  /** Hidden top-level shortcuts that do not map to a documented command. */
  hiddenAliases: HiddenAlias[];
  commands: CliEntry[];
}
