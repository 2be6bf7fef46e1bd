/**
 * A scaled copy of the site in a temporary directory: each section folder is
 * written out multiplied (multiply.ts); everything else at the repository's
 * top level (src, static, node_modules, sidebars.ts, ...) is a symlink, and
 * the configuration is the repository's own, re-exported. Nothing is written
 * inside the repository.
 */
import {mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync, mkdirSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join, relative, sep} from 'node:path';
import {sections} from '../../src/sections';
import {multiplySection, type SourceFile} from './multiply';

export interface ScaledSite {
  dir: string;
  /** Markdown pages written, over every section. */
  pages: number;
  remove(): void;
}

/** Top-level entries the scaled site neither links nor copies. */
const skipped = new Set(['.git', '.docusaurus', 'build', 'build-ask-test', 'test-results', 'docusaurus.config.ts']);

export async function createScaledSite(repoDir: string, factor: number): Promise<ScaledSite> {
  const dir = mkdtempSync(join(tmpdir(), `vantage-scale-${factor}x-`));
  const remove = () => rmSync(dir, {recursive: true, force: true});
  try {
    const folders = new Set(sections.map((s) => s.folder));
    for (const entry of readdirSync(repoDir)) {
      if (!skipped.has(entry) && !folders.has(entry)) symlinkSync(join(repoDir, entry), join(dir, entry));
    }
    writeFileSync(
      join(dir, 'docusaurus.config.ts'),
      `// The repository's own configuration; section folders resolve against this directory.\nexport {default} from ${JSON.stringify(join(repoDir, 'docusaurus.config'))};\n`,
    );
    let pages = 0;
    for (const folder of folders) {
      const files = await multiplySection(readTree(join(repoDir, folder)), factor);
      for (const file of files) {
        const target = join(dir, folder, ...file.path.split('/'));
        mkdirSync(dirname(target), {recursive: true});
        writeFileSync(target, file.content);
        if (/\.mdx?$/.test(file.path)) pages++;
      }
    }
    return {dir, pages, remove};
  } catch (error) {
    remove();
    throw error;
  }
}

function readTree(root: string): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, {withFileTypes: true})) {
      const full = join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) {
        const path = relative(root, full).split(sep).join('/');
        files.push({path, content: /\.(mdx?|json)$/.test(path) ? readFileSync(full, 'utf8') : readFileSync(full)});
      }
    }
  };
  walk(root);
  return files.sort((a, b) => a.path.localeCompare(b.path));
}
