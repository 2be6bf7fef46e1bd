/**
 * A file of retrieved passages, so a change to the composer alone is measured
 * in seconds instead of re-running retrieval for every question.
 *
 * The file is keyed by the index's id and a hash of every search source file
 * retrieval reads; any change to either starts a new cache, so stale passages
 * are never composed.
 */
import {createHash} from 'node:crypto';
import {existsSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import type {Passage} from '../../src/search/askPassages';
import {arg} from './questions';

/**
 * Files only the composer reads: changing them leaves retrieval's passages as they were. The composer's parts in
 * src/search/compose/ are not read either, since only the folder's own files are hashed.
 */
const composerOnly = new Set(['askCompose.ts', 'askLineModel.ts', 'askLineWeights.ts', 'answerFormat.ts']);

const searchDir = resolve(__dirname, '../../src/search');

/** The index id and the retrieval sources' hash: what the cached passages depend on. */
export function retrievalKey(build: string, limit: number): string {
  const meta = JSON.parse(readFileSync(join(build, 'search-index', 'meta.json'), 'utf8')) as {id: string};
  const hash = createHash('sha1');
  for (const name of readdirSync(searchDir).sort()) {
    if (!name.endsWith('.ts') || name.endsWith('.test.ts') || composerOnly.has(name)) continue;
    hash.update(name).update(readFileSync(join(searchDir, name)));
  }
  return `${meta.id}:${limit}:${hash.digest('hex').slice(0, 16)}`;
}

export class PassageCache {
  private readonly entries: Map<string, Passage[]>;
  private dirty = false;

  constructor(
    private readonly file: string,
    private readonly key: string,
  ) {
    this.entries = new Map();
    if (!existsSync(file)) return;
    const stored = JSON.parse(readFileSync(file, 'utf8')) as {key: string; passages: Record<string, Passage[]>};
    if (stored.key !== key) {
      console.log(`Passage cache ${file} is for another index or retrieval code; fetching passages again.`);
      return;
    }
    for (const [q, passages] of Object.entries(stored.passages)) this.entries.set(q, passages);
  }

  async get(question: string, fetch: () => Promise<Passage[]>): Promise<Passage[]> {
    const cached = this.entries.get(question);
    // A copy: the composer must not see one question's passages changed by another's run.
    if (cached) return structuredClone(cached);
    const passages = await fetch();
    this.entries.set(question, structuredClone(passages));
    this.dirty = true;
    return passages;
  }

  /** A question's passages: the cached ones, else fetched and kept. */
  static passages(
    cache: PassageCache | undefined,
    question: string,
    fetch: () => Promise<Passage[]>,
  ): Promise<Passage[]> {
    return cache ? cache.get(question, fetch) : fetch();
  }

  /** The cache `--passages FILE` names, keyed by this build's index and retrieval code; none without the flag. */
  static fromArgs(build: string, limit: number): PassageCache | undefined {
    const file = arg('--passages');
    return file ? new PassageCache(file, retrievalKey(build, limit)) : undefined;
  }

  save(): void {
    if (!this.dirty) return;
    writeFileSync(this.file, JSON.stringify({key: this.key, passages: Object.fromEntries(this.entries)}));
  }
}
