/**
 * Ask: answers a question from the documentation.
 *
 * The default engine is local and offline: it retrieves the best passages
 * from the search index and composes the answer from their own sentences,
 * steps, table rows and code, each cited with a numbered link to the heading
 * it came from (see composeAnswer). When no passage holds the question's
 * subject, it says so instead of answering.
 * Optional engines (by build-time configuration): any OpenAI-compatible
 * chat-completions endpoint (streamed, see ./openai.ts), given the same
 * passages as context; or DocSearch's own Ask AI (Algolia).
 */
import type {AskMessage} from './storage';
import type {QueryOptions, SearchHit} from './engine';
import {
  contentTerms,
  definedPhrase,
  focusedQuestion,
  questionKind,
  storyAround,
  subjectShare,
  subjectTerms,
  withoutGenericWords,
} from './askQuestion';
import {isListingPage, maxComposerPassages, toPassages, type Passage} from './askPassages';
import {synonymGroups} from './synonyms';
import {planQuery} from './query';
import {askLimits, type AskRequestBody} from '../ask-proxy/limits';

export {
  composeAnswer,
  hedgeText,
  minConfidence,
  notCoveredText,
  type AnswerMode,
  type ComposedAnswer,
} from './askCompose';
export {covers, maxComposerPassages, minCoverage, toPassages, type Passage} from './askPassages';
export {
  contentTerms,
  hasShape,
  pluralNouns,
  questionKind,
  stepNumber,
  subjectTerms,
  type QuestionKind,
} from './askQuestion';

/**
 * Hits to retrieve for a question. Records are sections, and the steps or the
 * table row that answer a question often rank below a page's introduction:
 * 60 hits hold them far more often than 15 (see `npm run bench:ask`).
 */
export const askSearchLimit = 60;

/**
 * The retrieval query for a question: a short follow-up ("and how do I
 * delete it?") carries the words of the conversation's previous questions.
 */
export function retrievalQuery(asked: string, history: readonly AskMessage[]): string {
  const question = focusedQuestion(asked);
  const own = contentTerms(question);
  const previous = history.filter((m) => m.role === 'user').map((m) => m.text);
  const last = previous[previous.length - 1];
  const query = own.length >= 3 || !last ? question : `${question} ${last}`;
  return withDocsTerms(query, withoutGenericWords(query));
}

/** Words a retrieval query needs before search may let a page lack two of them. */
const twoMissingFrom = 7;

/** Words a retrieval query needs before search may, as a last resort, let a page lack half of them. */
const halfMissingFrom = 8;

/** Most words left out one at a time when the whole question finds no section holding its subject. */
const maxRetries = 4;

/** Fewer sections than this holding every word are few enough that sections lacking one are read too. */
const fewHits = 10;

/** Share of the question's subject words the best passage holds (0..1). */
function subjectHeld(question: string, passages: readonly Passage[]): number {
  const subject = subjectTerms(question);
  return Math.max(0, ...passages.slice(0, 5).map((p) => subjectShare(question, subject, p)));
}

/**
 * The passages for a question: what search finds (`searchPassages`), then,
 * given a way to read a page's records (`pageOf`), the rest of the lead page.
 */
export async function retrievePassages(
  asked: string,
  history: readonly AskMessage[],
  search: (query: string, options: QueryOptions) => Promise<readonly SearchHit[]>,
  pageOf?: (hit: Pick<SearchHit, 'id'>) => Promise<readonly SearchHit[]>,
): Promise<Passage[]> {
  const passages = await searchPassages(asked, history, search);
  const question = focusedQuestion(asked);
  // A definition is in the section that names the thing; the rest of its page is about other things.
  return pageOf && questionKind(question) !== 'what' ? withLeadPage(question, passages, pageOf) : passages;
}

/** Sections of the lead page Ask reads besides those search found. */
const maxLeadSections = 8;

/**
 * The passages with the other sections of the first one's page right after
 * it, when that page matched as a whole (its top, not one of its sections,
 * came first): a guide's steps rarely repeat the words of its title ("Sign
 * up" holds "Create your login"), and a troubleshooting page's answer rarely
 * repeats the reader's complaint.
 */
async function withLeadPage(
  question: string,
  passages: Passage[],
  pageOf: (hit: Pick<SearchHit, 'id'>) => Promise<readonly SearchHit[]>,
): Promise<Passage[]> {
  const lead = passages[0];
  if (!lead || lead.url.includes('#') || isListingPage(lead)) return passages;
  // The page's sections add to what search found; when they cannot be read, what was found still answers.
  const page = (await pageOf({id: lead.order}).catch(() => [])).filter((h) => h.url !== lead.url);
  const have = new Set(passages.map((p) => p.url));
  const unread = toPassages(question, page.filter((h) => !have.has(h.url)).slice(0, maxLeadSections)).sort(
    (a, b) => a.order - b.order,
  );
  // The sections search found keep their rank; room is made by leaving out the last passages of other pages.
  const all = [lead, ...unread, ...passages.slice(1)];
  const left = new Set<Passage>();
  for (let i = all.length - 1; i >= 0 && all.length - left.size > maxComposerPassages; i--) {
    if (all[i].path !== lead.path) left.add(all[i]);
  }
  return all
    .filter((p) => !left.has(p))
    .slice(0, maxComposerPassages)
    .map((p, i) => ({...p, n: i + 1}));
}

/**
 * The passages for a question. Search requires every word, so one word the
 * docs never use ("pick", "biggest") hides the sections that hold all the
 * others: when no passage holds the whole subject, search is asked for pages
 * lacking one word (two, in a long question), then for the query without each
 * of its words in turn (rarest-looking first: the longest), and the passages
 * that hold most of the subject win.
 */
async function searchPassages(
  asked: string,
  history: readonly AskMessage[],
  search: (query: string, options: QueryOptions) => Promise<readonly SearchHit[]>,
): Promise<Passage[]> {
  const query = retrievalQuery(asked, history);
  const question = focusedQuestion(asked);
  const find = (q: string, slack = 0) => search(q, {limit: askSearchLimit, slack, fill: 0, commonWordsAnywhere: true});
  // "What is a booking in License Manager": the section defining "booking" may not say "License Manager".
  const defined = definedPhrase(question);
  const definitions = defined && contentTerms(defined).length < contentTerms(query).length ? await find(defined) : [];
  const ranked = (hits: readonly SearchHit[]) => toPassages(question, [...hits, ...definitions]);
  const strict = await find(query);
  let best = ranked(strict);
  let held = subjectHeld(question, best);
  if (held >= 1) {
    if (strict.length >= fewHits) return best;
    // A handful of sections holding every word often hold them by chance ("company", "point" scattered over the
    // SDK overview): sections lacking one word join them, and the ranking decides.
    const found = new Set(strict.map((h) => h.url));
    const loose = (await find(query, 1)).filter((h) => !found.has(h.url));
    return ranked([...strict, ...loose]);
  }
  // Pages lacking one of the words, then (in a long question) two, ranked together: a reader's own
  // wording ("tack onto", "pick up") is often more than one word the docs never use.
  for (const slack of [1, 2]) {
    if (slack === 2 && contentTerms(query).length < twoMissingFrom) break;
    const loose = ranked(await find(query, slack));
    const looseHeld = subjectHeld(question, loose);
    if (looseHeld >= held) [best, held] = [loose, looseHeld];
    if (held >= 1) return best;
  }
  const words = query.split(/\s+/).filter((w) => contentTerms(w).length > 0);
  if (words.length < 3) return best;
  const tries = [...new Set(words)].sort((a, b) => b.length - a.length).slice(0, maxRetries);
  for (const word of tries) {
    const shorter = words.filter((w) => w !== word).join(' ');
    const passages = ranked(await find(shorter));
    const h = subjectHeld(question, passages);
    if (h > held) [best, held] = [passages, h];
  }
  // "From a Python workflow manager I want to list my job submissions without writing my own login and token refresh
  // code": a long question in the reader's own words may share only half its words with the section that answers.
  // As a last resort, pages lacking up to half of them, ranked on the words they hold.
  const terms = contentTerms(query).length;
  if (held < 1 && terms >= halfMissingFrom) {
    const passages = ranked(await find(query, Math.floor(terms / 2)));
    const h = subjectHeld(question, passages);
    if (h > held) [best, held] = [passages, h];
  }
  // "I need to rotate the Azure client secret … Which flag do I use?": the asking sentence's own words ("flag") pull in
  // pages about flags, while the story names the subject. Searched on its own, the story may find the section.
  const story = history.length === 0 ? storyAround(asked) : '';
  if (held < 1 && story) {
    const passages = await searchPassages(story, history, search);
    const h = subjectHeld(question, passages);
    if (h > held) best = passages;
  }
  return best;
}

/**
 * A reader's words for what the docs call by another name ("create an
 * account" for "sign up"): the docs' own term, from the site's one synonym
 * list, is added to `kept` (the query as it will be searched) for each phrase
 * the reader's query says.
 */
export function withDocsTerms(query: string, kept = query): string {
  const have = new Set(contentTerms(kept));
  // The planner matches phrases as runs of words ("pick up settings" does not say "set up"), in the question as
  // asked: "set up" is a phrase even though "set" alone is too generic to search for.
  const groups = new Set(planQuery(query, false).units.flatMap((u) => (u.group === undefined ? [] : [u.group])));
  const added = [...groups]
    .map((g) => synonymGroups[g][0])
    .filter((docsTerm) => !contentTerms(docsTerm).every((t) => have.has(t)));
  return added.length > 0 ? `${kept} ${added.join(' ')}` : kept;
}

/** Splits answer text into plain runs and citation markers `[n]` (for rendering links as React elements). */
export function splitCitations(text: string): Array<{text: string} | {n: number}> {
  const out: Array<{text: string} | {n: number}> = [];
  let last = 0;
  for (const m of text.matchAll(/\[(\d{1,2})\]/g)) {
    const i = m.index ?? 0;
    if (i > last) out.push({text: text.slice(last, i)});
    out.push({n: Number(m[1])});
    last = i + m[0].length;
  }
  if (last < text.length) out.push({text: text.slice(last)});
  return out;
}

/**
 * What the Ask proxy is sent: the question, the recent turns and the best
 * passages, trimmed to what it accepts. The instruction to the model is the
 * proxy's own (src/ask-proxy/prompt.ts).
 */
export function askRequestBody(
  question: string,
  history: readonly AskMessage[],
  passages: readonly Passage[],
): AskRequestBody {
  return {
    question,
    history: history.slice(-askLimits.history).map((m) => ({role: m.role, content: m.text})),
    passages: passages.slice(0, askLimits.passages).map((p) => ({
      n: p.n,
      title: p.title,
      url: p.url,
      text: p.text.slice(0, askLimits.passageText),
    })),
  };
}
