/**
 * Candidate lines of a passage (a sentence, a table row, or a lead-in with its
 * code or list), scored against the question's words, and how a chosen line
 * brings the sentence that completes it. Shared by every composer and by the
 * line model's features.
 */
import {
  askedClause,
  contentTerms,
  foreignNames,
  hasShape,
  amidOtherEndpoints,
  namesOtherServer,
  placedUnderOther,
  share,
  statusNames,
  subjectTerms,
  type QuestionKind,
  type ValueShape,
} from '../askQuestion';
import {isListingPage, ownHeading, passageLines, type Passage} from '../askPassages';
import {
  codeAfter,
  proseSentences,
  rowName,
  rowRuns,
  sentenceKey,
  splitSentences,
  type RecordLine,
} from '../recordLines';

/** A scored candidate line of a passage: a sentence, a table row, or a lead-in with its code or list. */
export interface Candidate {
  passage: Passage;
  text: string;
  code: string[];
  /** A table or definition row, given whole. */
  row?: boolean;
  /** The list a lead-in introduces ("Vantage describes the hosted offering as:" and its items). */
  list?: string[];
  /** The sentence before, when this one opens on a pronoun for it ("It never stops or undoes a job."). */
  before?: string;
  score: number;
  /** Position in the page (record order, then line), for reading order. */
  at: number;
}

/** What a candidate says: its sentence or row, the code it introduces and its list. */
export function candidateText(c: Candidate): string {
  return [...(c.before ? [c.before] : []), c.text, ...c.code, ...(c.list ?? [])].join(' ');
}

/** Sentences that send the reader elsewhere ("If you already run …, skip to …", "… explains each status") rather than answer. */
export const pointsElsewhere =
  /^(if you|see|for (more|details|a first)|read|go to|skip|next|then go)\b|\b(skip to|go to|continue with|explains?|is covered in|are covered in|described in)\b/i;

/** Sentences about the page itself ("In this tutorial you …", "This guide connects …", "Replace these with your own values"). */
export const aboutThePage =
  /^(in this (tutorial|guide|page|lesson|section)|(this|these) (tutorial|guide|page|lesson|section|pages|tutorials|guides)s?\b|here you\b|replace these\b|by the end\b|at the end\b)/i;

/** A sentence that opens on a pronoun for the sentence before it. */
const refersBack = /^(?:it|its|they|their|this|these)\b/i;

/**
 * A lead-in that tells the reader to do something to what the sentence before names ("Point it at lstc_qrun:",
 * "Install it and point the agent at it:"), not a condition ("If it is the same user:").
 */
const leadInPronoun = /^(?!(?:if|when|once|after|before|unless|while|because|as|so|then)\b)[a-z]+ (?:it|them)\b/i;

/** An HTTP operation: its method and path. */
const endpoint = /^(?:GET|POST|PUT|PATCH|DELETE) \/\S+$/;

const valueSignal = /\d|`|--?[a-z]|[A-Z]{3,}|@|\/|_/;

/** Weight of a row's name (its cells before the description) being the question's own words. */
const rowNameWeight = 0.8;

/** The cells of a dense row before its description. */
export function rowHead(row: string): string {
  const colon = row.indexOf(': ');
  return colon > 0 ? row.slice(0, colon) : row;
}

/**
 * A row named in code ("slurm_job_ids", "JobSubmissionRejectedError") as the words a reader spells it in ("slurm job
 * ids", "rejected"): a name held as one term would share no word with the question.
 */
export function codeAsWords(text: string): string {
  return text.replace(/_/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2');
}

/** What a question's word counts for in the list a lead-in introduces, against the lead-in's own words. */
const listWeight = 0.5;

/** Most items of a list given with its lead-in. */
const maxListItems = 6;

/** The label a page's admonition box carries in the index ("warning"), on a line of its own. */
const admonitionLabel = /^(?:note|tip|info|warning|danger|caution|important)$/i;

/**
 * The items of the list a lead-in introduces: the short lines after it, up to code, the next lead-in or
 * (unless `rows`: a list of "term: what it means" items) a row.
 */
export function listAfter(lines: readonly RecordLine[], index: number, rows = false): string[] {
  const out: string[] = [];
  for (let i = index + 1; i < lines.length && out.length < maxListItems; i++) {
    const line = lines[i];
    if (line.kind === 'code' || (line.kind === 'row' && !rows) || line.text.length > 240) break;
    // An admonition's label ("warning") starts a box of its own: the list, if any, has ended.
    if (admonitionLabel.test(line.text)) break;
    // Items that continue the lead-in's sentence ("as:", "a dedicated server;") end where a sentence starts again.
    if (out.length > 0 && /^[a-z]/.test(out[0]) && /^[A-Z]/.test(line.text)) break;
    out.push(line.text);
    if (line.leadIn) break;
  }
  return lines[index + 1]?.kind === 'code' ? [] : out;
}

/** Whether code answers a question for that shape of value: any code for a command, an address for a port. */
export function codeHasShape(code: readonly string[], shape: ValueShape): boolean {
  return code.length > 0 && (shape === 'code' || (shape === 'port' && hasShape(code.join('\n'), 'port')));
}

/** Candidate sentences and rows of a passage, scored against the question's words. */
export function candidates(
  passage: Passage,
  wanted: ReadonlySet<string>,
  subject: ReadonlySet<string>,
  kind: QuestionKind,
  plurals: readonly string[] = [],
  shape: ValueShape = null,
  owner: readonly string[] = [],
  keepUnrelated = false,
  statuses: readonly string[] = [],
): Candidate[] {
  const lines = passageLines(passage);
  const out: Candidate[] = [];
  // A section whose own heading names the subject ("Exit codes", "Ports") holds the answer more often than one that mentions it.
  const named = ownHeadingMatch(passage, [...subject]);
  if (kind === 'value') out.push(...columnCandidates(passage, lines, plurals));
  const opening = leadingCode(lines);
  if (opening.length > 0 && passage.headings.length > 0) {
    // Code right under a heading: the heading is its lead-in.
    const heading = passage.headings[passage.headings.length - 1];
    const overlap = contentTerms(heading).filter((t) => wanted.has(t)).length;
    if (overlap > 0)
      out.push({
        passage,
        text: `${heading}:`,
        code: opening,
        score: overlap + 0.6 * named + 0.5,
        at: passage.order * 1000 - 1,
      });
  }
  lines.forEach((line, i) => {
    const at = passage.order * 1000 + i;
    // A row is read whole: its cells mean nothing apart.
    // An endpoint ("PUT /jobbergate/job-submissions/cancel/{id}") is a label, not a sentence, but it is the value asked for.
    const row = line.kind === 'row' || (line.kind === 'fragment' && shape === 'code' && endpoint.test(line.text));
    const pieces = line.kind === 'prose' ? splitSentences(line.text) : row ? [line.text] : [];
    for (const [k, piece] of pieces.entries()) {
      const isLast = k === pieces.length - 1;
      // A lead-in is worth what its list says: "… the hosted offering as:" holds "a dedicated license server".
      const list = isLast && line.leadIn ? listAfter(lines, i) : [];
      // "It never stops or undoes a job.", "Point it at lstc_qrun:": the sentence before says what "it" is, so the two
      // are read together.
      const pointsBack = refersBack.test(piece) || (isLast && line.leadIn && leadInPronoun.test(piece));
      const before = k > 0 && pointsBack ? pieces[k - 1] : undefined;
      const terms = contentTerms(before ? `${before} ${piece}` : piece);
      const listed = new Set(contentTerms(list.join(' ')).filter((t) => wanted.has(t) && !terms.includes(t)));
      const overlap =
        terms.filter((t) => wanted.has(t)).length +
        terms.filter((t) => subject.has(t)).length * 0.5 +
        listed.size * listWeight;
      // A reference entry's summary ("Stop and delete a notebook server.") comes with its usage line right after it.
      const synopsis = isLast && i === 0 && isListingPage(passage);
      const code = isLast && line.leadIn ? codeAfter(lines, i) : synopsis ? codeAfter(lines, i, 1) : [];
      // A sentence about the page itself answers nothing.
      if ((aboutThePage.test(piece) || (before && aboutThePage.test(before))) && code.length === 0) continue;
      // In a how-to section already chosen for the question, a lead-in with code counts even without shared words.
      if (overlap === 0 && kind !== 'what' && !(kind === 'howto' && code.length > 0) && !keepUnrelated) continue;
      let score =
        overlap / Math.sqrt(terms.length + 1) +
        0.6 * named -
        (isListingPage(passage) ? 0.5 : 0) -
        (pointsElsewhere.test(piece) ? 0.5 : 0);
      if (kind === 'value' && (valueSignal.test(piece) || code.length > 0)) score += 0.6;
      // A question that asks for a number or a command is answered by a line that holds one.
      if (shape) score += hasShape(piece, shape) || codeHasShape(code, shape) ? 0.6 : -0.6;
      // "What python version …": the line must be about python's version, not the CLI's.
      if (owner.length > 0) score += owner.some((t) => terms.includes(t)) ? 0.4 : -0.4;
      if (code.length > 0) score += kind === 'howto' ? 0.8 : 0.3;
      // A row the question names ("Sbatch arguments per submission: 50" for "How many sbatch arguments …") is its answer.
      if (row) score += rowNameWeight * share(contentTerms(codeAsWords(rowHead(piece))), wanted);
      // A row named by a status the question spells ("CREATED for more than a few minutes") is about that status.
      if (row && statuses.some((name) => new RegExp(`\\b${name}\\b`).test(rowHead(piece)))) score += rowNameWeight;
      out.push({passage, text: piece, code, row, list: code.length === 0 ? list : [], before, score, at: at + k / 10});
    }
  });
  return out;
}

/**
 * "What statuses can a submission have?": the names of the rows of a section
 * whose own heading names that noun ("Statuses"), listed.
 */
function columnCandidates(passage: Passage, lines: readonly RecordLine[], plurals: readonly string[]): Candidate[] {
  const out: Candidate[] = [];
  const heading = passage.headings[passage.headings.length - 1];
  if (!heading) return out;
  const named = new Set(contentTerms(heading));
  const noun = plurals.find((w) => named.has(contentTerms(w)[0]));
  if (!noun) return out;
  for (const run of rowRuns(lines)) {
    if (run.length < 2) continue;
    const values = run.map((i) => rowName(lines[i].text)).slice(0, 10);
    const name = noun[0].toUpperCase() + noun.slice(1);
    out.push({
      passage,
      text: `${name}: ${values.join(', ')}.`,
      code: [],
      row: true,
      score: 2.5,
      at: passage.order * 1000 + run[0],
    });
  }
  return out;
}

/** Whether a line says enough to be given: a few words ("Port: 27000" alone names nothing) or code. */
export function givable(c: Candidate): boolean {
  return c.text.length >= 12 || c.code.length > 0;
}

/** The best few candidates, in reading order within their page. */
export function best(cands: Candidate[], max: number, seen: ReadonlySet<string>): Candidate[] {
  const unique: Candidate[] = [];
  const keys = new Set(seen);
  for (const c of [...cands].sort((a, b) => b.score - a.score)) {
    const key = sentenceKey(c.text);
    if (keys.has(key) || !givable(c)) continue;
    keys.add(key);
    unique.push(c);
    if (unique.length >= max) break;
  }
  return unique.sort((a, b) => a.at - b.at);
}

/**
 * The chosen sentences, each followed by the next sentence of its section when
 * that one carries a value (a variable, a command, a number) and the chosen
 * one does not: "Applications find the server through an environment
 * variable." needs "… LM_LICENSE_FILE …" after it. In an explanation
 * (`explain`), every chosen sentence is followed by its next, whatever it holds. Given the
 * subject of a "why" question (`why`), a sentence restating it is preceded by its reason (`reasonBefore`).
 */
export function withFollowUp(
  chosen: readonly Candidate[],
  explain = false,
  why: readonly string[] | null = null,
): Candidate[] {
  const out: Candidate[] = [];
  for (const c of chosen) {
    const reason = why ? reasonBefore(c, why, chosen) : null;
    if (reason && !out.some((x) => x.text === reason.text)) out.push(reason);
    out.push(c);
    const pieces = proseSentences(passageLines(c.passage));
    const at = pieces.findIndex((p) => p.text === c.text);
    // A sentence of a paragraph that introduces code is given with the rest of that paragraph and its code.
    const rest = at >= 0 ? leadInRest(pieces, at) : [];
    if (rest.length > 0) {
      rest.forEach((r, k) => {
        if (!chosen.some((x) => x.text === r.text))
          out.push({...c, text: r.text, code: r.code, at: c.at + 0.01 * (k + 1)});
      });
      continue;
    }
    const next = at >= 0 ? pieces[at + 1] : undefined;
    // An explanation goes on: "… means the program loader is missing." is followed by which loader.
    const goesOn = explain && next !== undefined && !c.row;
    if (!goesOn && (valueSignal.test(c.text) || c.code.length > 0)) continue;
    if (
      next &&
      (goesOn || valueSignal.test(next.text) || next.code.length > 0) &&
      !chosen.some((x) => x.text === next.text)
    ) {
      out.push({...c, text: next.text, code: next.code, at: c.at + 0.05});
    }
  }
  return out;
}

/** Share of the asked clause's subject (and at least two of its words) a sentence must say to restate it. */
const restatesShare = 0.4;

/**
 * In a "why" answer, a sentence that restates what was asked ("Names with dots … are not matched", "Delete
 * notebooks you are not using") comes with the sentence before it in its paragraph, which says why.
 */
function reasonBefore(c: Candidate, subject: readonly string[], chosen: readonly Candidate[]): Candidate | null {
  const said = new Set(contentTerms(c.text));
  if (c.row || subject.filter((t) => said.has(t)).length < 2 || share(subject, said) < restatesShare) return null;
  for (const line of passageLines(c.passage)) {
    if (line.kind !== 'prose') continue;
    const sentences = splitSentences(line.text);
    const at = sentences.indexOf(c.text);
    if (at < 0) continue;
    const before = sentences[at - 1];
    return before && !chosen.some((x) => x.text === before) ? {...c, text: before, code: [], at: c.at - 0.01} : null;
  }
  return null;
}

/** The question's subject when it asks why, for `reasonBefore`; null otherwise. */
export function whySubject(question: string): string[] | null {
  const clause = askedClause(question);
  // The clause that asks, not the scene before it: "my notebook has been starting for ages, why does it take so long".
  return /^why\b/.test(clause) ? subjectTerms(clause) : null;
}

/**
 * The sentences after `at` up to the code they introduce, when that code
 * follows one of the next two sentences: "Applications find the server
 * through a variable. Either the generic one or … :" then the code.
 */
function leadInRest(
  pieces: ReadonlyArray<{text: string; code: string[]}>,
  at: number,
): Array<{text: string; code: string[]}> {
  if (pieces[at].code.length > 0) return [];
  for (let k = at + 1; k <= at + 2 && k < pieces.length; k++) {
    if (pieces[k].code.length > 0) return pieces.slice(at + 1, k + 1);
  }
  return [];
}

/** Whether a passage is about a provider, server type or tool the question does not name. */
export function isForeign(question: string, p: Passage): boolean {
  return foreignNames(question, p.pageTitle, p.headings).length > 0 || installsOtherWay(question, p.text);
}

/**
 * Whether a text installs or configures the agents as snaps by hand ("sudo snap install vantage-agent --classic",
 * "sudo snap set \"$agent\" base-api-url=…") for a question about the agent charms, which Juju installs and configures
 * itself: the on-premises guide's steps are another way, and its snap settings are not the charms' options.
 */
export function installsOtherWay(question: string, text: string): boolean {
  return (
    /\b(?:charm(?:s|ed)?|juju)\b/i.test(question) && /\bsnap (?:install|set) (?:"\$agent"|[\w-]+-agent\b)/.test(text)
  );
}

/**
 * Whether a line is about another license server type, cloud or client tool than the question's: by its own words
 * ("the tool is lmutil" for LS-DYNA), or, naming no server or cloud, by its page and heading ("Default port: 27000"
 * under "FlexLM at a glance" for RLM), or, naming no API path, by the paths its section spells.
 */
export function aboutOther(question: string, c: Candidate): boolean {
  const said = candidateText(c);
  return (
    rowOfOtherStatus(question, c) ||
    rowOfOtherNumbered(question, c) ||
    namesOtherServer(question, said) ||
    installsOtherWay(question, said) ||
    placedUnderOther(question, said, `${c.passage.pageTitle} ${ownHeading(c.passage)}`) ||
    amidOtherEndpoints(question, said, c.passage.text)
  );
}

/**
 * Whether a row is another status's in a table where the status the question spells has a row of its own:
 * "SPECIAL_EXIT, ABORTED: …" beside "OUT_OF_MEMORY, SUBMITTED: …" for a question about OUT_OF_MEMORY.
 */
function rowOfOtherStatus(question: string, c: Candidate): boolean {
  const asked = statusNames(question);
  if (!c.row || asked.length === 0) return false;
  const first = rowHead(c.text).split(', ')[0];
  if (statusNames(first)[0] !== first) return false;
  const namesAsked = (row: string) => statusNames(rowHead(row)).some((name) => asked.includes(name));
  return !namesAsked(c.text) && passageLines(c.passage).some((line) => line.kind === 'row' && namesAsked(line.text));
}

const ordinals: Readonly<Record<string, number>> = {first: 1, second: 2, third: 3, fourth: 4, fifth: 5};

/** The numbered things a text names: "HAL server 3", "the third server", as noun and number. */
function numberedThings(text: string): string[] {
  const named = [...text.toLowerCase().matchAll(/\b([a-z]+) (\d{1,2})\b/g)].map((m) => `${m[1]} ${m[2]}`);
  const counted = [...text.toLowerCase().matchAll(/\b(first|second|third|fourth|fifth) ([a-z]+)\b/g)].map(
    (m) => `${m[2]} ${ordinals[m[1]]}`,
  );
  return [...named, ...counted];
}

/**
 * Whether a row is another numbered one's in a table where the one the question names has a row of its own: "HAL
 * server 2, Stands by: …" beside "HAL server 3, Refuses every request: …" for a question about the third server.
 */
function rowOfOtherNumbered(question: string, c: Candidate): boolean {
  const asked = numberedThings(question);
  if (!c.row || asked.length === 0) return false;
  const nouns = new Set(asked.map((a) => a.split(' ')[0]));
  const heads = (row: string) => numberedThings(rowHead(row)).filter((t) => nouns.has(t.split(' ')[0]));
  const namesAsked = (row: string) => heads(row).some((t) => asked.includes(t));
  return (
    heads(c.text).length > 0 &&
    !namesAsked(c.text) &&
    passageLines(c.passage).some((line) => line.kind === 'row' && namesAsked(line.text))
  );
}

/**
 * Whether a line, read with its page title and own heading, names only another server type, cloud or client tool than
 * the question's: its place can name the question's own ("Address format: host:port; not FlexLM's port@host" under
 * "OLicense at a glance"), or another one (the SDK's access.token under "SDK configuration", for the CLI's).
 */
export function namesOtherWhereItStands(question: string, c: Candidate): boolean {
  return namesOtherServer(question, `${candidateText(c)} ${c.passage.pageTitle} ${ownHeading(c.passage)}`);
}

/** How much less a section about something the question does not name weighs, when choosing what answers. */
export const foreignPenalty = 1.5;

/** Code at the very start of a section (shown under its heading, with no lead-in sentence). */
export function leadingCode(lines: readonly RecordLine[], max = 8): string[] {
  const out: string[] = [];
  for (const line of lines) {
    if (line.kind !== 'code' || out.length >= max) break;
    out.push(line.text);
  }
  return out;
}

/** Share of the subject words in a passage's own heading (the page title, for a page top). */
export function ownHeadingMatch(p: Passage, subject: readonly string[]): number {
  const own = p.headings.length > 0 ? p.headings[p.headings.length - 1] : p.pageTitle;
  return share(subject, new Set(contentTerms(own)));
}

/** The words of a section: its page title, headings and text. */
export function sectionTerms(p: Passage): Set<string> {
  return new Set(contentTerms([p.pageTitle, ...p.headings, p.text].join(' ')));
}

/** Share of the subject words in a section (its page title, headings and text). */
export function sectionShare(subject: readonly string[], p: Passage): number {
  return share(subject, sectionTerms(p));
}
