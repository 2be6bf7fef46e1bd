/**
 * Splits each bench/search query file into a tuning half and a held-out half,
 * deterministically. In queries.json the original 67 queries and the examples
 * quoted in issue 15 are tuning queries; the rest go to held-out in order of a
 * hash of their text until held-out is half of the file. queries-fresh.json
 * (written later, from the pages alone, before its queries were run against the
 * engine) has no pinned queries and is split by the same rule. Ranking work may
 * look at tuning misses only; held-out figures are what the benchmark reports
 * as the result.
 *
 *   npx tsx bench/search/split.ts   (rewrites the `set` field of every query)
 */
import {createHash} from 'node:crypto';
import {readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';

export interface BenchQuery {
  q: string;
  kind: string;
  expect: string[];
  set: 'tune' | 'held-out';
  /** True for queries that were tuned on before the split existed, or are quoted in the issue. */
  pinned?: boolean;
}

/**
 * The query files: the original set and the fresh set, each split on its
 * own; then two written in session 7 from the pages alone, by writers who
 * read neither the engine nor the other sets, in readers' everyday words:
 * queries-reader.json, tuning whole, and queries-unseen.json, held out whole
 * (its misses are never printed); and queries-later.json, written the same
 * way in session 8 after the last ranking change, held out whole. Session 9
 * added queries-reader2.json (tuning whole) and queries-final.json (held out
 * whole), by two writers who did not see each other's queries. Session 14
 * added queries-reader3.json (tuning whole), written without reading any other set.
 * Session 15 added queries-reader5.json (tuning whole), written the same way; its
 * first run, before any change tuned on it, is in RESULTS.md; and queries-reader6.json
 * (held out whole), by another writer, in the same session: never run until the last
 * change, then run on the session's first and last code. Session 16 added
 * queries-reader7.json (held out whole), written the same way by a writer who read only
 * the pages; run on the session's first and last code after the last ranking change.
 * Session 17 added queries-reader8.json (held out whole), written the same way at the start of
 * the session; no ranking change was made in it. Session 18 added queries-reader9.json (held out
 * whole), written the same way at the start of the session and run on its first code before any change.
 * Session 19 added queries-reader10.json (held out whole), written and first run the same way, and
 * queries-reader11.json (held out whole), written near the session's end; no ranking change was made in it.
 * Session 20 added queries-reader12.json (tuning whole), written the same way; its first run is in RESULTS.md;
 * and queries-reader13.json (held out whole), by another writer at the same time, first run after the
 * session's last ranking change, on its first and last code; queries-reader14.json (held out whole), by a
 * third writer who read about 40 pages, run the same way.
 * Session 21 added queries-reader15.json (tuning whole; first run in RESULTS.md) and queries-reader16.json
 * (held out whole), by two writers at the start of the session; both were first run on the session's start code.
 * Session 22 added queries-reader17.json (tuning whole) and queries-reader18.json (held out whole) the same way,
 * and queries-reader19.json (tuning whole) and queries-reader20.json (held out whole), written during the session.
 * Session 23 added queries-reader21.json (tuning whole) and queries-reader22.json (held out whole), by two writers
 * at the session's start, both first run on its start code, and queries-reader23.json (tuning whole) by a third.
 * Session 24 added queries-reader24.json (tuning whole), first run on the session's start code, and
 * queries-reader25.json (held out whole), by another writer during the session; no ranking change was made in it.
 * Session 25 added queries-reader26.json (tuning whole) and queries-reader27.json (held out whole), by two writers
 * at the session's start, both first run on its start code.
 * Session 26 added queries-reader28.json (tuning whole) and queries-reader29.json (held out whole), by two writers at
 * the session's start.
 * Session 27 added queries-reader30.json (tuning whole) and queries-reader31.json (held out whole), by two writers at the
 * session's start; reader31 was first run on its start code. queries-reader32.json (tuning whole) was written during
 * the session. queries-reader33.json (held out whole) was written late in the session and first run on its last code.
 * Session 28 added queries-reader34.json (tuning whole) and queries-reader37.json (held out whole), by two writers at
 * the session's start; reader37 was first run before any ranking change of the session. queries-reader35.json (held
 * out whole) and queries-reader36.json (tuning whole) were written at the same time. queries-reader39.json (held out
 * whole), queries-reader38.json and queries-reader40.json (tuning whole) were written during the session.
 * Session 29 added queries-reader43.json (tuning whole) and queries-reader44.json (held out whole), by two writers at
 * the session's start; reader44 was first run on its start code. queries-reader41.json (tuning whole) and
 * queries-reader42.json (held out whole) were written at the same time; reader42 was first run on its start code.
 * queries-reader45.json (tuning whole) and queries-reader46.json (held out whole) were written during the session.
 * Session 30 added queries-reader47.json and queries-reader49.json (tuning whole) and queries-reader48.json and
 * queries-reader50.json (held out whole), by four writers at the session's start; all were first run on its start
 * code. Session 31 added queries-reader51.json (tuning whole) and queries-reader52.json (held out whole), by two
 * writers at the session's start; both were first run on its start code. queries-reader53.json (tuning whole) and
 * queries-reader54.json (held out whole) were written during the session and first run on its code then.
 * Session 32 added queries-reader55.json (tuning whole) and queries-reader56.json (held out whole), by two writers at
 * the session's start; both were first run on a ranking unchanged from its start code.
 * Session 33 added queries-reader57.json (tuning whole) and queries-reader58.json (held out whole), by two writers at
 * the session's start; both were first run on its start code.
 * Session 34 added queries-reader59.json (tuning whole) and queries-reader60.json (held out whole) the same way.
 */
export const queryFiles: ReadonlyArray<{name: string; file: string; whole?: 'tune' | 'held-out'}> = [
  {name: 'original', file: join(__dirname, 'queries.json')},
  {name: 'fresh', file: join(__dirname, 'queries-fresh.json')},
  {name: 'reader', file: join(__dirname, 'queries-reader.json'), whole: 'tune'},
  {name: 'unseen', file: join(__dirname, 'queries-unseen.json'), whole: 'held-out'},
  {name: 'later', file: join(__dirname, 'queries-later.json'), whole: 'held-out'},
  {name: 'reader2', file: join(__dirname, 'queries-reader2.json'), whole: 'tune'},
  {name: 'final', file: join(__dirname, 'queries-final.json'), whole: 'held-out'},
  {name: 'reader3', file: join(__dirname, 'queries-reader3.json'), whole: 'tune'},
  {name: 'reader5', file: join(__dirname, 'queries-reader5.json'), whole: 'tune'},
  {name: 'reader6', file: join(__dirname, 'queries-reader6.json'), whole: 'held-out'},
  {name: 'reader7', file: join(__dirname, 'queries-reader7.json'), whole: 'held-out'},
  {name: 'reader8', file: join(__dirname, 'queries-reader8.json'), whole: 'held-out'},
  {name: 'reader9', file: join(__dirname, 'queries-reader9.json'), whole: 'held-out'},
  {name: 'reader10', file: join(__dirname, 'queries-reader10.json'), whole: 'held-out'},
  {name: 'reader11', file: join(__dirname, 'queries-reader11.json'), whole: 'held-out'},
  {name: 'reader12', file: join(__dirname, 'queries-reader12.json'), whole: 'tune'},
  {name: 'reader13', file: join(__dirname, 'queries-reader13.json'), whole: 'held-out'},
  {name: 'reader14', file: join(__dirname, 'queries-reader14.json'), whole: 'held-out'},
  {name: 'reader15', file: join(__dirname, 'queries-reader15.json'), whole: 'tune'},
  {name: 'reader16', file: join(__dirname, 'queries-reader16.json'), whole: 'held-out'},
  {name: 'reader17', file: join(__dirname, 'queries-reader17.json'), whole: 'tune'},
  {name: 'reader18', file: join(__dirname, 'queries-reader18.json'), whole: 'held-out'},
  {name: 'reader19', file: join(__dirname, 'queries-reader19.json'), whole: 'tune'},
  {name: 'reader20', file: join(__dirname, 'queries-reader20.json'), whole: 'held-out'},
  {name: 'reader21', file: join(__dirname, 'queries-reader21.json'), whole: 'tune'},
  {name: 'reader22', file: join(__dirname, 'queries-reader22.json'), whole: 'held-out'},
  {name: 'reader23', file: join(__dirname, 'queries-reader23.json'), whole: 'tune'},
  {name: 'reader24', file: join(__dirname, 'queries-reader24.json'), whole: 'tune'},
  {name: 'reader25', file: join(__dirname, 'queries-reader25.json'), whole: 'held-out'},
  {name: 'reader26', file: join(__dirname, 'queries-reader26.json'), whole: 'tune'},
  {name: 'reader27', file: join(__dirname, 'queries-reader27.json'), whole: 'held-out'},
  {name: 'reader28', file: join(__dirname, 'queries-reader28.json'), whole: 'tune'},
  {name: 'reader29', file: join(__dirname, 'queries-reader29.json'), whole: 'held-out'},
  {name: 'reader30', file: join(__dirname, 'queries-reader30.json'), whole: 'tune'},
  {name: 'reader31', file: join(__dirname, 'queries-reader31.json'), whole: 'held-out'},
  {name: 'reader32', file: join(__dirname, 'queries-reader32.json'), whole: 'tune'},
  {name: 'reader33', file: join(__dirname, 'queries-reader33.json'), whole: 'held-out'},
  {name: 'reader34', file: join(__dirname, 'queries-reader34.json'), whole: 'tune'},
  {name: 'reader35', file: join(__dirname, 'queries-reader35.json'), whole: 'held-out'},
  {name: 'reader36', file: join(__dirname, 'queries-reader36.json'), whole: 'tune'},
  {name: 'reader37', file: join(__dirname, 'queries-reader37.json'), whole: 'held-out'},
  {name: 'reader38', file: join(__dirname, 'queries-reader38.json'), whole: 'tune'},
  {name: 'reader39', file: join(__dirname, 'queries-reader39.json'), whole: 'held-out'},
  {name: 'reader40', file: join(__dirname, 'queries-reader40.json'), whole: 'tune'},
  {name: 'reader41', file: join(__dirname, 'queries-reader41.json'), whole: 'tune'},
  {name: 'reader42', file: join(__dirname, 'queries-reader42.json'), whole: 'held-out'},
  {name: 'reader43', file: join(__dirname, 'queries-reader43.json'), whole: 'tune'},
  {name: 'reader44', file: join(__dirname, 'queries-reader44.json'), whole: 'held-out'},
  {name: 'reader45', file: join(__dirname, 'queries-reader45.json'), whole: 'tune'},
  {name: 'reader46', file: join(__dirname, 'queries-reader46.json'), whole: 'held-out'},
  {name: 'reader47', file: join(__dirname, 'queries-reader47.json'), whole: 'tune'},
  {name: 'reader48', file: join(__dirname, 'queries-reader48.json'), whole: 'held-out'},
  {name: 'reader49', file: join(__dirname, 'queries-reader49.json'), whole: 'tune'},
  {name: 'reader50', file: join(__dirname, 'queries-reader50.json'), whole: 'held-out'},
  {name: 'reader51', file: join(__dirname, 'queries-reader51.json'), whole: 'tune'},
  {name: 'reader52', file: join(__dirname, 'queries-reader52.json'), whole: 'held-out'},
  {name: 'reader53', file: join(__dirname, 'queries-reader53.json'), whole: 'tune'},
  {name: 'reader54', file: join(__dirname, 'queries-reader54.json'), whole: 'held-out'},
  {name: 'reader55', file: join(__dirname, 'queries-reader55.json'), whole: 'tune'},
  {name: 'reader56', file: join(__dirname, 'queries-reader56.json'), whole: 'held-out'},
  {name: 'reader57', file: join(__dirname, 'queries-reader57.json'), whole: 'tune'},
  {name: 'reader58', file: join(__dirname, 'queries-reader58.json'), whole: 'held-out'},
  {name: 'reader59', file: join(__dirname, 'queries-reader59.json'), whole: 'tune'},
  {name: 'reader60', file: join(__dirname, 'queries-reader60.json'), whole: 'held-out'},
];

export function readQueries(file: string): BenchQuery[] {
  return JSON.parse(readFileSync(file, 'utf8')) as BenchQuery[];
}

/** The split rule, exported so the benchmark can check a file follows it. */
export function split(queries: Array<Omit<BenchQuery, 'set'> & {set?: string}>): BenchQuery[] {
  const hash = (q: string) => createHash('sha256').update(q).digest('hex');
  const heldOutSize = Math.floor(queries.length / 2);
  const free = queries.filter((x) => !x.pinned).sort((a, b) => hash(a.q).localeCompare(hash(b.q)));
  const heldOut = new Set(free.slice(0, heldOutSize).map((x) => x.q));
  return queries.map((x) => ({...x, set: heldOut.has(x.q) ? 'held-out' : 'tune'}));
}

if (require.main === module) {
  for (const {name, file, whole} of queryFiles) {
    const out = whole ? readQueries(file).map((x) => ({...x, set: whole})) : split(readQueries(file));
    writeFileSync(file, `[\n${out.map((x) => `  ${JSON.stringify(x)}`).join(',\n')}\n]\n`);
    const held = out.filter((x) => x.set === 'held-out').length;
    console.log(`${name}: ${out.length} queries, ${out.length - held} tuning, ${held} held-out`);
  }
}
