/**
 * The rank model: reorders the engine's first results by how likely each
 * record's page is the one the reader wants. The engine's hand rules (every
 * word required, tiers for the title and headings, the listing rule) put a
 * page that merely mentions the query above the page about it for queries in
 * readers' own words; the model weighs what those rules see (where the words
 * matched, the page's size and title, the first order) with weights fit by
 * `npm run fit:search-rank` on the tuning queries only, checked there by
 * leaving each query file out in turn.
 */
import {fields, type IndexMeta} from './format';
import {kindOfLetter, type PageKind} from './pageKinds';
import {unitCovered, type Unit} from './query';
import {linearScore} from './linearModel';
import {rankWeights} from './rankWeights';

/** How many of the first results the model reorders; the rest keep their order after them. */
export const modelDepth = 30;

/** A ranked record as the model needs it (the engine's result). */
export interface RankedRecord {
  id: number;
  score: number;
  match: Record<string, string[]>;
  /** Section position. */
  s: number;
  /** Page position. */
  g: number;
}

/** What the model knows of one record among the first results. */
export interface RankFacts {
  /** Its index in the engine's order. */
  position: number;
  /** Its page's index among the pages of the engine's order. */
  pagePosition: number;
  /** Its score over the first result's. */
  relativeScore: number;
  /** Share of the required words its page title holds. */
  titleShare: number;
  /** …its page's front-matter description. */
  purposeShare: number;
  /** …its headings. */
  headingShare: number;
  /** …its code. */
  codeShare: number;
  /** …its text. */
  textShare: number;
  /** …the record itself, in any field but those inherited from its page. */
  ownShare: number;
  /** Share of the query's optional words (how readers talk around it) the record holds. */
  optionalShare: number;
  /** Share of the required words the record holds only as a synonym or a spelling correction. */
  indirectShare: number;
  /** Share of its headings' words that are the query's. */
  headingFocus: number;
  /** Share of its page title's words that are the query's. */
  titleFocus: number;
  titleWords: number;
  textWords: number;
  /** Its page's kind and path depth (pageKinds.ts). */
  kind: PageKind;
  depth: number;
  /** The first of its page's records in the engine's order (the one that places the page). */
  firstOfPage: boolean;
  /** The record is its page's top (the page matched as a whole). */
  pageTop: boolean;
  /** Records of its page among the first results. */
  pageRecords: number;
  /** Records of its page in the whole index. */
  pageSize: number;
  /** The best score of its page's records over the first result's. */
  pageBest: number;
  /** It lacks one of the query's words. */
  partial: boolean;
  /** Its page lists every command or endpoint. */
  listing: boolean;
  /** The query names the record's section ("cli", "api", "python sdk"). */
  sectionNamed: boolean;
  /** The query names another section. */
  otherSectionNamed: boolean;
  /** Number of required words. */
  units: number;
  /** The query reads as a question or a sentence (five words or more, or a question word first). */
  question: boolean;
  /** The query asks how or where to do something. */
  asksHow: boolean;
  /** The query asks what something is. */
  asksWhat: boolean;
}

/** How a query names each section (section ids of src/sections.ts). */
const sectionNames: Record<string, RegExp> = {
  cli: /\bcli\b|command[- ]line|\bterminal\b|\bvantage\s+[a-z]/i,
  sdk: /\bsdk\b|\bpython\b|\bpip\b|\bpypi\b/i,
  api: /\bapi\b|\bendpoints?\b|\brest\b|\bgraphql\b|\b(get|post|put|patch|delete)\s+\//i,
};

const questionStart = /^\s*(how|what|why|where|when|which|who|can|could|do|does|is|are|should|will|my|i)\b/i;

/** The facts of the first `modelDepth` results, in the engine's order. */
export function rankFacts(
  query: string,
  units: readonly Unit[],
  results: readonly RankedRecord[],
  lengths: Readonly<Record<string, number[]>>,
  meta: IndexMeta,
  partial: ReadonlySet<number>,
): RankFacts[] {
  const first = results.slice(0, modelDepth);
  const top = Math.max(first[0]?.score ?? 0, 1e-9);
  const pageOrder = [...new Set(first.map((r) => r.g))];
  const listings = new Set(meta.listingPages ?? []);
  const named = Object.entries(sectionNames)
    .filter(([, re]) => re.test(query))
    .map(([id]) => id);
  const required = units.filter((u) => !u.optional);
  const optional = units.filter((u) => u.optional);
  const shareOf = (of: readonly Unit[], r: RankedRecord, within: (f: string[]) => boolean) =>
    of.length === 0 ? 0 : of.filter((u) => unitCovered(u, r.match, within)).length / of.length;
  const share = (r: RankedRecord, within: (f: string[]) => boolean) => shareOf(required, r, within);
  const readerWordsOnly = (u: Unit): Unit => ({...u, alternatives: u.alternatives.filter((a) => a.kind === 'own')});
  const headingsField = fields.indexOf('headings');
  const titleField = fields.indexOf('title');
  const textField = fields.indexOf('text');
  const words = query.trim().split(/\s+/).filter(Boolean).length;
  return first.map((r, position) => {
    const ofPage = first.filter((o) => o.g === r.g);
    const titleWords = lengths[r.id]?.[titleField] ?? 0;
    const inTitle = Object.values(r.match).filter((f) => f.includes('title')).length;
    const headingWords = lengths[r.id]?.[headingsField] ?? 0;
    const inHeadings = Object.values(r.match).filter((f) => f.includes('headings')).length;
    const anywhere = (f: string[]) => f.length > 0;
    const section = meta.sections[r.s] ?? '';
    return {
      position,
      pagePosition: pageOrder.indexOf(r.g),
      relativeScore: r.score / top,
      titleShare: share(r, (f) => f.includes('title')),
      purposeShare: share(r, (f) => f.includes('purpose')),
      headingShare: share(r, (f) => f.includes('headings')),
      codeShare: share(r, (f) => f.includes('code')),
      textShare: share(r, (f) => f.includes('text')),
      ownShare: share(r, (f) => f.some((name) => name !== 'page')),
      optionalShare: shareOf(optional, r, anywhere),
      indirectShare:
        required.length === 0
          ? 0
          : required.filter(
              (u) => unitCovered(u, r.match, anywhere) && !unitCovered(readerWordsOnly(u), r.match, anywhere),
            ).length / required.length,
      headingFocus: headingWords > 0 ? Math.min(1, inHeadings / headingWords) : 0,
      titleFocus: titleWords > 0 ? Math.min(1, inTitle / titleWords) : 0,
      titleWords,
      textWords: lengths[r.id]?.[textField] ?? 0,
      kind: kindOfLetter(meta.pageKinds?.[r.g]),
      depth: Number(meta.pageDepths?.[r.g] ?? 0),
      firstOfPage: first.findIndex((o) => o.g === r.g) === position,
      pageTop: meta.pageStarts[r.g] === r.id,
      pageRecords: ofPage.length,
      pageSize: (meta.pageStarts[r.g + 1] ?? meta.documentCount) - meta.pageStarts[r.g],
      pageBest: Math.max(...ofPage.map((o) => o.score)) / top,
      partial: partial.has(r.id),
      listing: listings.has(r.g),
      sectionNamed: named.includes(section),
      otherSectionNamed: named.length > 0 && !named.includes(section),
      units: required.length,
      question: words >= 5 || questionStart.test(query),
      asksHow: /^\s*(how|where)\b/i.test(query),
      asksWhat: /^\s*what\b/i.test(query),
    };
  });
}

const flag = (b: boolean) => (b ? 1 : 0);

/** Each feature's name and value, in the order of the weights; the fit script writes the names beside the weights. */
const features: ReadonlyArray<readonly [string, (f: RankFacts) => number]> = [
  ['bias', () => 1],
  ['position', (f) => 1 / (1 + f.position)],
  ['pagePosition', (f) => 1 / (1 + f.pagePosition)],
  ['relativeScore', (f) => f.relativeScore],
  ['pageBest', (f) => f.pageBest],
  ['titleShare', (f) => f.titleShare],
  ['titleAll', (f) => flag(f.titleShare === 1)],
  ['purposeShare', (f) => f.purposeShare],
  ['headingShare', (f) => f.headingShare],
  ['codeShare', (f) => f.codeShare],
  ['textShare', (f) => f.textShare],
  ['ownShare', (f) => f.ownShare],
  ['titleFocus', (f) => f.titleFocus],
  ['headingFocus', (f) => f.headingFocus],
  ['optionalShare', (f) => f.optionalShare],
  ['indirectShare', (f) => f.indirectShare],
  ['logTitleWords', (f) => Math.log1p(f.titleWords)],
  ['logTextWords', (f) => Math.log1p(f.textWords)],
  ['pageTop', (f) => flag(f.pageTop)],
  ['logPageRecords', (f) => Math.log1p(f.pageRecords)],
  ['logPageSize', (f) => Math.log1p(f.pageSize)],
  ['partial', (f) => flag(f.partial)],
  ['listing', (f) => flag(f.listing)],
  ['sectionNamed', (f) => flag(f.sectionNamed)],
  ['otherSectionNamed', (f) => flag(f.otherSectionNamed)],
  ['questionTitleShare', (f) => flag(f.question) * f.titleShare],
  ['questionOwnShare', (f) => flag(f.question) * f.ownShare],
  ['questionPageSize', (f) => flag(f.question) * Math.log1p(f.pageSize)],
  ['questionPosition', (f) => flag(f.question) / (1 + f.position)],
  ['fewUnitsTitleFocus', (f) => flag(f.units <= 2) * f.titleFocus],
  ['depth', (f) => f.depth],
  ['tutorial', (f) => flag(f.kind === 'tutorial')],
  ['howto', (f) => flag(f.kind === 'howto')],
  ['reference', (f) => flag(f.kind === 'reference')],
  ['start', (f) => flag(f.kind === 'start')],
  ['howGuide', (f) => flag(f.asksHow && (f.kind === 'howto' || f.kind === 'tutorial'))],
  ['whatShallow', (f) => flag(f.asksWhat && f.depth <= 2)],
  ['firstOfPage', (f) => flag(f.firstOfPage)],
];

export const rankFeatureNames: readonly string[] = features.map(([name]) => name);

export function rankFeatures(f: RankFacts): number[] {
  return features.map(([, value]) => value(f));
}

/** The model's score for a record: higher is likelier its page is the one wanted (comparable within one query). */
export function rankScore(f: RankFacts): number {
  return linearScore(rankFeatures(f), rankWeights);
}

/**
 * The first `modelDepth` results in the model's order (ties keep the engine's),
 * then the rest as they were. Records `last` picks (pages lacking one word,
 * listed after those holding every word) stay after the others: the model
 * reorders within the fallback's label, never across it.
 */
export function byModel<T>(results: readonly T[], facts: readonly RankFacts[], last?: (r: T) => boolean): T[] {
  if (rankWeights.weights.length !== rankFeatureNames.length) return [...results];
  const scored = facts.map((f, i) => ({i, s: rankScore(f), after: last?.(results[i]) ? 1 : 0}));
  scored.sort((a, b) => a.after - b.after || b.s - a.s || a.i - b.i);
  return [...scored.map(({i}) => results[i]), ...results.slice(facts.length)];
}
