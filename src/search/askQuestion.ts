/**
 * What an Ask question asks for and which of its words matter: its content
 * and subject words, its kind (steps, definition, value, explanation), and
 * shares of those words found in a text.
 */
import {synonymGroups} from './synonyms';
import {processTerm, readerTalkWords, tokenize} from './text';

/** Content words of a text (normalised terms, stop words dropped). */
export function contentTerms(text: string): string[] {
  return [
    ...new Set(
      tokenize(text)
        .flatMap(processTerm)
        .filter((t) => !t.startsWith('-') || t.length > 2),
    ),
  ];
}

/** Words of a question that say little about its subject (stems, as contentTerms gives them). */
const genericTerms = new Set(
  contentTerms(
    `${readerTalkWords} ` +
      'find vantage two happen mean kind type there no not long often which where called whether ' +
      // Everyday English around a question ("it said ok but nothing shows up", "how come").
      'am was were been being did done doing went gone come came say said says saying told ask asked kept yet ' +
      'only while yes nothing anywhere somewhere everywhere nobody here lot lots bit supposed quick easy all',
  ),
);

/**
 * "What's the difference between REJECTED and ABORTED", "teams vs permission groups": the words that ask for a
 * comparison say nothing of its subject, and no section holding both things says "difference".
 */
const comparison =
  /\bdifferences? between\b|\bvs\b\.?|\bversus\b|\bcompared? (?:with|to)\b|\bwhat'?s the (?:actual |real |main )?difference\b|\bdiffer(?:s|ent)? from\b/i;

/** The stems a comparison question uses to ask for the comparison, or none. */
function comparisonTerms(question: string): Set<string> {
  return comparison.test(question)
    ? new Set(contentTerms('difference differences between vs versus compared compare differ differs different'))
    : new Set();
}

/**
 * The question without its generic words ("How many sbatch arguments can one
 * submission have?" → "How sbatch arguments can submission have?"): search
 * requires every word, and pages rarely hold the reader's filler ("many",
 * "one", "actually"). Kept whole when nothing but generic words would remain.
 */
export function withoutGenericWords(question: string): string {
  const asking = comparisonTerms(question);
  const kept = question.split(/\s+/).filter((word) => {
    const terms = tokenize(word).flatMap(processTerm);
    return terms.length === 0 || !terms.every((t) => genericTerms.has(t) || asking.has(t));
  });
  return contentTerms(kept.join(' ')).length > 0 ? kept.join(' ') : question;
}

/**
 * The question as far as the clause that asks "what is": what follows it is an
 * afterthought ("what is olicense, never heard of it"), while what comes before
 * may place the subject ("we use lm-x, what is HAL").
 */
export function focusedQuestion(asked: string): string {
  const question = withNamedStatus(withoutWebAppPlace(askingSentence(asked)));
  if (questionKind(question) !== 'what') return withoutWhyOnlyClauses(question);
  // "What does ABORTED mean, and how is it different from REJECTED?": the thing compared is part of the subject.
  if (comparison.test(question)) return question;
  const pieces = question.split(clauseBreak);
  const at = pieces.findIndex((c) => questionStart.test(plainClause(c)));
  if (at < 0) return question;
  let end = 0;
  for (const piece of pieces.slice(0, at + 1)) end = question.indexOf(piece, end) + piece.length;
  return question.slice(0, end);
}

/** Names a question spells in capitals, as statuses are ("still SUBMITTED", "sitting in CREATED"). */
export function statusNames(question: string): string[] {
  return question.match(/\b[A-Z][A-Z_]{3,}\b/g) ?? [];
}

/** "What's that?", "what does that status mean?": asking what a thing just named is. */
const pronounDefinition = /\bwhat(?:'s| is| does) (?:that|this|it)(?: (?:status|state|code|value))?(?: mean)?\s*\??$/i;

/**
 * "DSCheckLS says NOT_SYNCHRONIZED. What's that?": the one status the reader spelled is what "that" stands for, and
 * the definition is looked for by its name.
 */
function withNamedStatus(question: string): string {
  const names = [...new Set(statusNames(question))];
  return names.length === 1 && pronounDefinition.test(question)
    ? question.replace(pronounDefinition, `what does ${names[0]} mean?`)
    : question;
}

/**
 * ", not the web admin one", "(not /usr/local/bin)": what the reader rules out, up to the clause's end. Not a state
 * ("queued, not running", "(not working)"): the words after "not" describe the problem then.
 */
const ruledOut =
  /(?:,\s*|\(\s*)not (?!\w+(?:ing|ed)\b|(?:work|start|run|show|appear|get|have|be|see|find)\w*\b)[^,.;:?!()]+/gi;

/**
 * The question without what it rules out, for choosing lines: "default main port for an RLM server (the one clients
 * use, not web admin)" asks about the main port, and the web admin port's words would rank the line that gives the
 * wrong one. Search keeps them: what a reader rules out ("not /usr/local/bin") is often the default the answering
 * section names.
 */
export function withoutRuledOut(question: string): string {
  const kept = question.replace(ruledOut, (m) => (m.trimStart().startsWith('(') ? '(' : ''));
  return contentTerms(kept).length > 0 ? kept : question;
}

/**
 * The words of what the reader rules out and nowhere else in the question: "I mean the timeout, not the polling
 * interval" gives the stems of "polling interval", so a line about the interval can be told from one about the
 * timeout.
 */
function ruledOutTerms(question: string): string[] {
  const kept = new Set(contentTerms(question.replace(ruledOut, ' ')));
  const out = [...question.matchAll(ruledOut)].flatMap((m) => contentTerms(m[0]));
  return [...new Set(out)].filter((t) => !kept.has(t) && !genericTerms.has(t));
}

/** Whether a text holds at least half the words of what the question rules out: it is about that, not the subject. */
export function aboutRuledOut(question: string, text: string): boolean {
  const excluded = ruledOutTerms(question);
  const terms = new Set(contentTerms(text));
  return excluded.length > 0 && 2 * excluded.filter((t) => terms.has(t)).length >= excluded.length;
}

/** Fewest subject words the asking sentence needs to stand without the statements before it. */
const minAskingTerms = 3;

/** The sentences of a question as typed. */
function sentencesOf(asked: string): string[] {
  return asked.trim().split(/(?<=[.!?])\s+(?=[A-Za-z])/);
}

/**
 * The sentences around the one that asks, when only one asks ("I need to rotate the Azure client secret but keep the
 * old one working. Which flag do I use?"); "" otherwise.
 */
export function storyAround(asked: string): string {
  const sentences = sentencesOf(asked);
  const at = askingAt(sentences);
  return at < 0 ? '' : sentences.filter((_, i) => i !== at).join(' ');
}

/**
 * Which sentence asks, when only one does and the others tell: the last ("I submitted a job with the wrong input. How
 * do I cancel it?"), or one a told afterthought follows ("How long is the secret valid? I don't want the cluster to
 * break mid-semester."); -1 otherwise.
 */
function askingAt(sentences: readonly string[]): number {
  if (sentences.length < 2) return -1;
  const asking = sentences.flatMap((s, i) => (/\?$/.test(s) ? [i] : []));
  if (asking.length !== 1) return -1;
  // "… how exactly? host:port or port@host like flexlm": an unpunctuated tail may be the question itself, unless it
  // tells of the reader ("… be? some of our macros are chunky", "… by default? one of our codes uses reprise").
  return sentences.slice(asking[0] + 1).every((s) => /[.!]$/.test(s) || toldOfReader.test(s)) ? asking[0] : -1;
}

/** A sentence about the reader's own setting, not a question: first person, not opening as a question does. */
const toldOfReader =
  /^(?!(?:how|what|which|where|when|why|who|is|are|do|does|did|can|could|should|will|would)\b)(?=.*\b(?:i|i'm|we|we're|our|my|us|me)\b)/i;

/**
 * The sentence that asks, when the others only tell: the story's words are not the subject, and search requires
 * every word. The one server type or cloud the story names goes with it (see storyName).
 */
function askingSentence(asked: string): string {
  const sentences = sentencesOf(asked);
  const at = askingAt(sentences);
  if (at < 0) return asked;
  const asking = sentences[at];
  // "How do I rotate it without breaking provisioning?": "it" is in the story, and the sentence alone names nothing.
  // "… from being pushed to sbatch meanwhile?": so does a time the story set, and "… will lmgrd use then?" the case.
  if (/\b(?:it|its|them|they|their|meanwhile|in the meantime|in that case)\b|\bthen\s*\?$/i.test(asking)) return asked;
  // "How do I make the CLI talk to that instead of vantagecompute.ai?": "that" is the thing the story named.
  if (/\b(?:to|at|on|with|for|from|into) (?:that|this)(?= instead\b| one\b|\s*\?$)/i.test(asking)) return asked;
  if (subjectTerms(asking).length < minAskingTerms) return asked;
  const story = sentences.filter((_, i) => i !== at).join(' ');
  const named = storyName(story, asking, [serverPatterns, cloudPatterns, deploymentAppPatterns]);
  if (named) return `${asking} (${named})`;
  // "What status do those submissions end up with?": "those" are the ones the story described, unless the story's
  // one server type or cloud is what they stand for ("… an LS-DYNA server. What do those features look like?").
  if (/\b(?:those|these)\b/i.test(asking)) return asked;
  // The agent or notebook the story is about, which "those" never stands for.
  const about = storyName(story, asking, [agentPatterns, notebookPatterns]);
  return about ? `${asking} (${about})` : asking;
}

/**
 * "… in the web app": where the reader will do it. The docs' steps in the web app rarely say "web app", and
 * search requires every word, so the place would hide the very guide that answers.
 */
const webAppPlace =
  /\s*\b(?:in|on|from|through|via|using|with) (?:the |your )?(?:vantage )?(?:web ?app(?:lication)?|web (?:ui|interface|console)|ui|dashboard)\b/gi;

function withoutWebAppPlace(question: string): string {
  const rest = question.replace(webAppPlace, '');
  return contentTerms(rest).length > 0 ? rest : question;
}

/** The question's subject words: its content words without the generic ones. */
export function subjectTerms(question: string): string[] {
  const all = contentTerms(question);
  const asking = comparisonTerms(question);
  const subject = all.filter((t) => !genericTerms.has(t) && !asking.has(t));
  return subject.length > 0 ? subject : all;
}

/**
 * "Our lmutil lives under /opt/ansys_inc/shared_files/licensing/linx64": a path, URL or host name the reader spells
 * is theirs, not the docs'; its words ("ansys_inc", "linx64") are in no section that answers.
 */
const readerSpecific = /(?:https?:\/\/)?[\w.-]*(?:\/[\w.-]+){2,}\/?|\b[\w-]+(?:\.[\w-]+){2,}\b/g;

/**
 * The subject words without those only the reader's own paths and host names hold ("/opt/ansys_inc/…"), so a
 * question is not judged uncovered for them; the subject whole when nothing else would remain.
 */
export function subjectOutsideReaderValues(question: string): string[] {
  const subject = subjectTerms(question);
  const specific = question.match(readerSpecific);
  if (!specific) return subject;
  const outside = new Set(contentTerms(question.replace(readerSpecific, ' ')));
  const kept = subject.filter((t) => outside.has(t));
  return kept.length > 0 ? kept : subject;
}

/** Verbs of one kind of task: asking to create something is not answered by how to rotate, delete or see it. */
const taskFamilies = [
  'create add make get generate new register sign obtain request issue start launch',
  'delete remove revoke disconnect uninstall purge destroy drop',
  'rotate renew update change edit rename reset modify replace resize',
  'see list show view display find',
].map((words) => new Set(contentTerms(words)));

function taskFamily(verb: string): number {
  const term = contentTerms(verb)[0];
  return term ? taskFamilies.findIndex((family) => family.has(term)) : -1;
}

/** The verb of a "how do I …" question ("see" in "how do I see which bookings exist"), or "". */
export function askedVerb(question: string): string {
  return /^how (?:do|can|should) (?:i|we|you) (\w+)/i.exec(question.trim())?.[1] ?? '';
}

/**
 * Whether a heading is about another kind of task than the verb asks: "Create
 * the Slurm license" does not say how to see bookings. A heading's verbs are its
 * first word and one joined to it ("Stop and delete a server" deletes too).
 */
export function namesOtherTask(verb: string, heading: string): boolean {
  const asked = taskFamily(verb);
  const words = heading.trim().split(/\s+/);
  const verbs = [words[0] ?? '', /^(and|or|\/)$/i.test(words[1] ?? '') ? (words[2] ?? '') : ''];
  const named = verbs.map(taskFamily).filter((f) => f >= 0);
  return asked >= 0 && named.length > 0 && !named.includes(asked);
}

export type QuestionKind = 'howto' | 'what' | 'value' | 'explain';

const valueWords =
  /\b(port|ports|limit|limits|size|maximum|minimum|max|default|version|(?:latest|current|newest) release|exit code|status code|code|status|statuses|path|url|address|endpoint|name|called|command|commands|flag|option|tool|program|binary|exception|variable|snaps?|permission group|how (many|long|often|much))\b/i;

/** Words that put a condition on a question ("… that is still SUBMITTED", "… if it fails"). */
const condition = /\b(that|which|who|if|when|while|still|after|before|once|unless|already)\b/;

const questionStart =
  /^(how|what|which|where|who|why|when|can|could|does|do|is|are|should|will|would|may|define|steps to)\b/;

/** A question's clauses in plain form. */
function clausesOf(question: string): string[] {
  return plainClause(question)
    .split(clauseBreak)
    .map((c) => c.trim())
    .filter(Boolean);
}

/** Whether a plain clause asks something (not only "why"). */
function asks(clause: string): boolean {
  return questionStart.test(clause) && !whyOnly.test(clause);
}

/**
 * The clause that asks, in plain form: readers often set the scene first
 * ("we're patching slurm this weekend, how do I stop …") and type "what's"
 * or "what exactly is". Of the clauses that start like a question, the first
 * asking for a value or a definition, else for steps, else the first; when
 * none does, "why" and the scene, or the whole question.
 */
export function askedClause(question: string): string {
  const clauses = clausesOf(question);
  // "can i start a notebook with gpus? what option": the clause asking for something in particular is the question.
  const asking = clauses.filter(asks);
  const specific = (kinds: readonly QuestionKind[]) => asking.find((c) => kinds.includes(clauseKind(c)));
  if (asking.length > 0) return specific(['value', 'what']) ?? specific(['howto']) ?? asking[0];
  const scene = clauses.filter((c) => !whyOnly.test(c));
  return scene.length < clauses.length && scene.length > 0 ? `why ${scene.join(' ')}` : plainClause(question);
}

/**
 * Whether the question asks something besides the clause `askedClause` picks,
 * which one composed answer does not cover: "what is a cloud account, is it
 * one per cluster?", "how do I set up a Cudo account, what does it ask for".
 * A value answers a yes-or-no clause beside it ("is there an API call to
 * cancel a submission, what's the path").
 */
export function asksMore(question: string): boolean {
  const asked = askedClause(question);
  const others = clausesOf(question).filter((c) => c !== asked && asks(c));
  if (others.length === 0) return false;
  return !(clauseKind(asked) === 'value' && others.every((c) => yesOrNo.test(c)));
}

/** A clause asking yes or no ("is there …", "can I …"). */
const yesOrNo = /^(is|are|can|could|does|do|will|would|should|may)\b/;

/** Whether the clause that asks is a yes-or-no one ("does X actually …", "can I …"). */
export function asksYesOrNo(question: string): boolean {
  return yesOrNo.test(askedClause(question));
}

/**
 * A clause that only asks "why" ("what's going on", "what did I do wrong",
 * "how come"): the question is the scene the reader set before it, and its
 * own words ("going", "wrong") are not what the answer is about.
 */
const whyOnly =
  /^(?:what is (?:going on|happening|wrong|up|the (?:deal|problem|issue))(?: here| with (?:it|this|that|them))?|what gives|what happened|what did (?:i|we) (?:do wrong|miss)|what am i (?:doing wrong|missing)|how come|why(?: not| is that)?)$/;

/** The question without its clauses that only ask "why" (kept whole when nothing else would remain). */
function withoutWhyOnlyClauses(question: string): string {
  const pieces = question.split(clauseBreak);
  const kept = pieces.filter((c) => !whyOnly.test(plainClause(c)));
  return kept.length < pieces.length && kept.some((c) => c.trim()) ? kept.join(', ').replace(/,\s*$/, '') : question;
}

const clauseBreak =
  /[,;:?!]\s*|\.\s+|\s+-+\s+|\s+and\s+(?=(?:can|could|is|are|does|do|will|should|how|what|where|which|why) )/;

/** A question or clause in plain form: lower case, "what's" → "what is", no "exactly". */
function plainClause(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/\bwhat(?:'s|’s|s)(?=\s)/g, 'what is')
    .replace(/\bwhat(?:'re|’re)(?=\s)/g, 'what are')
    .replace(/\b(what|who|how) (?:exactly|actually|really|even) /g, '$1 ');
}

/** What the reader asks for: steps, a definition, a value, or an explanation. */
export function questionKind(question: string): QuestionKind {
  return clauseKind(askedClause(question));
}

/** The kind of one clause, in plain form. */
function clauseKind(clause: string): QuestionKind {
  // "Roughly how long …", "so what is …": a word before the question word does not change what is asked.
  const q = clause.replace(
    /^(?:roughly|approximately|about|around|so|and|ok|okay|hey)\s+(?=(?:how|what|which|where|who|why)\b)/,
    '',
  );
  // "What's blocking it?", "what is causing this": asking why something happens, not what a thing is.
  if (/^what (?:is|are) (?:causing|blocking|stopping|preventing|holding|breaking|happening|wrong)\b/.test(q))
    return 'explain';
  // "What is a booking?": an indefinite article asks what a thing is, not for one of its values.
  if (/^(what|who) (is|are) an? /.test(q)) return 'what';
  if (/^how (many|long|often|much|big|large)\b/.test(q)) return 'value';
  // "max number of sbatch arguments per submission?", "default port for rlm": a noun phrase naming a value.
  if (/^(?:the )?(?:max(?:imum)?|min(?:imum)?|default)\b/.test(q)) return 'value';
  if (/^(how (do|can|should|would|could) (i|we|you)|how to|what are the steps|steps to|where do i)\b/.test(q)) {
    return /^how (do|can) (i|we|you) (find out|know|check|see) (which|what|whether|if)\b/.test(q) ? 'value' : 'howto';
  }
  // "How can a user bump the wall time …": asked for someone else, still the steps.
  if (
    /^how (can|could|should|would|do) (?:a |an |the |my |our )?(?:users?|someone|somebody|students?|colleagues?|coworkers?|members?|team members?|admins?|administrators?|people|they)\b/.test(
      q,
    )
  )
    return 'howto';
  if (/^(which|where)\b/.test(q)) return 'value';
  // "What roles can someone have in a team": a plural noun right after "what" asks for the values it names.
  const listed = /^what ([a-z]{3,}s) (?:can|do|does|are|will|should|could|may|must|exist)\b/.exec(q)?.[1];
  if (listed && listed !== 'does' && pluralNouns(q).includes(listed)) return 'value';
  // "What does the --dev-run option do?" asks what happens, not for a value of the option.
  if (/^what (?:does|do|will|would) .+ do\b/.test(q)) return 'explain';
  if (/^(what|who)\b/.test(q) && valueWords.test(q)) return /\bmean\b/.test(q) ? 'what' : 'value';
  if (/^(what|who) (is|are)\b|^what does .* mean\b|^define\b/.test(q)) return 'what';
  if (/^(can|does|do|is|are) (i|we|you|it|the|a|an)?\b/.test(q) && valueWords.test(q)) return 'value';
  // "Can I open a ticket from the terminal" asks how; "can I delete a submission that is still running" asks about a rule.
  if (/^(can|could) (i|we|you) (?!be\b|have\b|see\b|use\b)\w+/.test(q) && !condition.test(q)) return 'howto';
  return 'explain';
}

/**
 * What "what is X (in Y)" asks to define, as typed: X, without the article and
 * without the context that places it ("booking" in "what is a booking in
 * License Manager", "HAL" in "what is HAL in LM-X"). Empty for other questions.
 */
export function definedPhrase(question: string): string {
  if (questionKind(question) !== 'what') return '';
  const q = askedClause(question).replace(/['"‘’“”`]/g, '');
  const m =
    /^what does (?:an? |the )?(.+?) (?:mean|stand for)\b/.exec(q) ??
    /^(?:what|who) (?:is|are) (?:an? |the )?(.+?)(?:\s+(?:in|on|for|within|inside|when|with|used|from|of)\b.*)?$/.exec(
      q,
    );
  if (!m) return '';
  const terms = contentTerms(m[1]).filter((t) => !genericTerms.has(t));
  return terms.length > 0 && terms.length <= 3 ? m[1].trim() : '';
}

const valueNouns = /\b(ports?|versions?|limits?|size|name|timeout|length)\b/;

/** The value a question asks for by name ("port" in "what port does RLM use"), as a content term; null when none. */
export function valueNoun(question: string): string | null {
  const noun = valueNouns.exec(askedClause(question));
  return noun ? (contentTerms(noun[1])[0] ?? null) : null;
}

/**
 * Whose value the question asks for: the words right before its value noun
 * ("python" in "what python version do I need", "cluster" in "how long can a
 * cluster name be"). A line that gives a version of something else is not the answer.
 */
export function valueOwner(question: string): string[] {
  const q = askedClause(question);
  const noun = valueNouns.exec(q);
  if (!noun) return [];
  const before = q.slice(0, noun.index).trim().split(/\s+/).reverse();
  const owner: string[] = [];
  for (const word of before.slice(0, 2)) {
    const terms = contentTerms(word).filter((t) => !genericTerms.has(t));
    if (terms.length === 0) break;
    owner.push(...terms);
  }
  return owner;
}

/**
 * The kind of value a question asks for: a number (a limit, "how many"), a
 * port (a number, or one in an address), a time (a number or a duration in
 * words: "how long", "how often"), code (a command, a variable, a URL), or no
 * telling.
 */
export type ValueShape = 'number' | 'port' | 'time' | 'code' | null;

/** What shape the value asked for has; yes/no questions ("Should I …", "Can I …") ask for none. */
export function valueShape(question: string): ValueShape {
  const q = askedClause(question);
  if (yesOrNo.test(q)) return null;
  if (/\bhow (long|often)\b|\btimeout\b/.test(q)) return 'time';
  if (/\bports?\b/.test(q)) return 'port';
  if (
    /\bhow (many|much|big|large)\b|\b(size|limit|maximum|minimum|max|largest|biggest|smallest|highest|lowest|length|version|(?:latest|current|newest) release|exit code|status code|http status|response code|return code|error code)\b/.test(
      q,
    )
  ) {
    return 'number';
  }
  if (/\b(commands?|tool|program|binary|flags?|options?|variables?|called|syntax|endpoints?|url|path|calls?)\b/.test(q))
    return 'code';
  return null;
}

/** Whether a text (citation markers removed) holds a value of that shape. */
export function hasShape(text: string, shape: ValueShape): boolean {
  const plain = text.replace(/\[\d{1,2}\]/g, '');
  // A number of its own ("255 characters", "port 5053"), not a digit inside a name ("hello-vantage-1").
  const number = /(?<![\w.=:%/-])\d/.test(plain);
  if (shape === 'number') return number;
  // A port is often only in an address ("127.0.0.1:4010", "27000@licserver").
  if (shape === 'port') return number || /[\w\]]:\d{2,5}\b|\b\d{2,5}@\w/.test(plain);
  // For a time, a duration in words counts too ("valid for one year"); "within a minute" is no count of anything.
  if (shape === 'time')
    return (
      number ||
      /\b(one|two|three|four|five|six|seven|eight|nine|ten|twelve|a|an) (year|month|week|day|hour|minute|second)s?\b/i.test(
        plain,
      )
    );
  if (shape === 'code')
    return /`|(^|\s)--?[a-z][\w-]*|\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b|\b[a-z][a-z0-9]*_[a-z0-9_]+\b|\b\w+\.\w+\.\w+|\/\w|@|\{\{|=/.test(
      plain,
    );
  return true;
}

/** The number of a step heading ("3. Edit the license file", "Step 2: Send the invitation"), or null. */
export function stepNumber(heading: string): number | null {
  const m = /^(?:step\s+)?(\d{1,2})[.:)]\s+\S/i.exec(heading.trim());
  return m ? Number(m[1]) : null;
}

/**
 * How telling each subject word is among the hits: a word most hits contain
 * ("server" in a question about a FlexLM server) weighs less than one few
 * contain ("flexlm"), so pages named after the rare word win.
 */
export function rarity(subject: readonly string[], termsOf: ReadonlyArray<ReadonlySet<string>>): Map<string, number> {
  const n = Math.max(1, termsOf.length);
  return new Map(subject.map((t) => [t, Math.log(1 + n / (1 + termsOf.filter((have) => have.has(t)).length))]));
}

export function weightedShare(
  wanted: readonly string[],
  have: ReadonlySet<string>,
  weight: ReadonlyMap<string, number>,
): number {
  const total = wanted.reduce((sum, t) => sum + (weight.get(t) ?? 1), 0);
  return total === 0 ? 0 : wanted.filter((t) => have.has(t)).reduce((sum, t) => sum + (weight.get(t) ?? 1), 0) / total;
}

/** "JOBBERGATE_AGENT_SBATCH_PATH", "get_one_ensure_slurm_id": a name spelled like code, words joined by underscores. */
const codeName = /^[a-z0-9]+(?:_[a-z0-9]+)+$/;

/**
 * The share of a subject a passage's words hold. A name spelled like code weighs more than the rest of the subject
 * together: only the sections about it say it, while a question's other words ("which file do I put it in") are
 * everywhere.
 */
export function subjectShare(question: string, subject: readonly string[], p: {title: string; text: string}): number {
  const named = subject.filter((t) => codeName.test(t));
  const weight = new Map(named.map((t) => [t, subject.length - named.length + 1]));
  return weightedShare(subject, withReaderWords(question, new Set(contentTerms(`${p.title} ${p.text}`))), weight);
}

export function share(wanted: readonly string[], have: ReadonlySet<string>): number {
  return wanted.length === 0 ? 0 : wanted.filter((t) => have.has(t)).length / wanted.length;
}

/** Plural nouns of a question ("statuses", "ports"), which ask for a list of values. */
export function pluralNouns(question: string): string[] {
  return tokenize(question).filter((w) => /^[a-z]{3,}s$/i.test(w) && !/(ss|us|is)$/i.test(w));
}

/** Names that every part of the site uses: they do not tell one provider's or product's page from another's. */
const siteWideNames = new Set(
  contentTerms(
    'Vantage Compute License Manager Slurm CLI API APIs OpenAPI SDK REST GraphQL JSON YAML HTTP HTTPS SSH Linux Python ID IDs OIDC URL HPC FAQ UI IAM',
  ),
);

/**
 * Proper names in a title or heading ("GCP cloud accounts", "Manage a cluster
 * on Cudo Compute", "FlexLM high availability"): words in capitals, in mixed
 * case ("atNorth", "FlexLM"), or capitalised after the first word. They name
 * the provider, server type or tool a page is about.
 */
export function namesIn(title: string): string[] {
  // Each part of a heading path starts afresh ("Guide › 2. Create an account": "Create" starts its part).
  const words = title.split('›').flatMap((part) =>
    part
      .trim()
      .replace(/^(?:step\s+)?\d{1,2}[.:)]\s+/i, '')
      .split(/[\s:,()]+/)
      .filter(Boolean)
      .map((w, i) => ({w, i})),
  );
  const isName = (w: string, i: number) =>
    (/^[A-Z0-9][A-Z0-9-]+$/.test(w) && /[A-Z]/.test(w)) ||
    /^[a-z]+[A-Z]/.test(w) ||
    /^[A-Z][a-z]*[A-Z]/.test(w) ||
    (i > 0 && /^[A-Z][a-z]/.test(w));
  // A name after "from", "with", "via" is the means, not the subject ("Install from PyPI", "Sign in with GitHub").
  const means = (k: number) => k > 0 && /^(from|with|via|using|through)$/i.test(words[k - 1].w);
  const names = words.filter(({w, i}, k) => isName(w, i) && !means(k)).map(({w}) => w);
  return [...new Set(names.flatMap((w) => contentTerms(w)).filter((t) => !siteWideNames.has(t)))];
}

/** A question's words with the other phrases of every synonym group it uses ("Google Cloud" brings "gcp"). */
export function termsWithSynonyms(question: string): Set<string> {
  const have = new Set(contentTerms(question));
  const out = new Set(have);
  for (const group of synonymGroups) {
    const used = group.some((phrase) => {
      const terms = contentTerms(phrase);
      return terms.length > 0 && terms.every((t) => have.has(t));
    });
    if (used) for (const phrase of group) for (const t of contentTerms(phrase)) out.add(t);
  }
  return out;
}

/** The license server types, by the names the docs give them, each with the status tool the agent runs for it. */
const serverTypes: ReadonlyArray<{names: readonly string[]; tool: string}> = [
  {names: ['FlexLM', 'FlexNet'], tool: 'lmutil'},
  {names: ['RLM', 'Reprise'], tool: 'rlmutil'},
  {names: ['LM-X'], tool: 'lmxendutil'},
  {names: ['LS-DYNA', 'LSTC'], tool: 'lstc_qrun'},
  {names: ['OLicense'], tool: 'olixtool'},
  {names: ['DSLS'], tool: 'DSLicSrv'},
];

/**
 * The name a word stands for in a question: a company's cloud ("which google api …" asks about GCP), a license
 * server's own tool ("lmutil says …" is about FlexLM). Too loose for search synonyms, they only tell Ask that a
 * page about that name is not about something else.
 */
const nameOf: ReadonlyMap<string, string[]> = new Map(
  [
    ['google', 'GCP'],
    ['microsoft', 'Azure'],
    ['amazon', 'AWS'],
    ['ec2', 'AWS'],
    ...serverTypes.map(({names, tool}) => [tool, names[0]]),
  ].map(([word, name]) => [contentTerms(word)[0], contentTerms(name)]),
);

/** Each server type's names and tool as one pattern of whole words. */
const serverPatterns = serverTypes.map(({names, tool}) => new RegExp(`\\b(?:${[...names, tool].join('|')})\\b`, 'i'));

/** The clouds a cluster can run in, each by the names the docs and readers give it, its services and its CLI. */
const cloudPatterns = [
  /\b(?:AWS|Amazon|EC2|CloudFormation)\b/i,
  /\b(?:GCP|Google Cloud|gcloud|Compute Engine)\b/i,
  // The Azure CLI's commands name no cloud ("az vm list-usage …").
  /\bAzure\b|\baz (?:vm|ad|account|provider|group|role|network|login|quota)\b/i,
  /\bCudo\b/i,
  /\batNorth\b/i,
];

/**
 * Vantage's client tools, each by the names the docs give it: a question about installing the SDK is not answered by
 * `pip install vantage-cli`, nor one about the CLI by the SDK's release.
 */
const toolPatterns = [/\bvantage-cli\b|\bcli\b/i, /\bSDK\b|\bvantage[-_]sdk(?:py)?\b/i, /\bjobbergate[-_ ]core\b/i];

/**
 * The one member of the families given (license server types, clouds, local deployment apps, agents, notebooks) a
 * story names, when its asking sentence names none of its family. "LM-X is refusing checkouts. How can I list the
 * requests the server turned down?": "the server" is that one. "… want a Jupyter notebook with 2 GPUs. … what flag do
 * I pass on the CLI to get the GPUs?" asks for the notebook command's flag.
 */
function storyName(story: string, sentence: string, families: ReadonlyArray<readonly RegExp[]>): string {
  // "--licenses=ansys.cfd_base@flexlm:1" names a Slurm license, whatever server holds it.
  const told = story.replace(/\S*[@=/]\S*/g, ' ');
  for (const family of families) {
    if (namedIn(family, sentence).size > 0) continue;
    const named = [...namedIn(family, told)];
    if (named.length === 1) return family[named[0]].exec(told)?.[0] ?? '';
  }
  return '';
}

/** The names of one family a text says, by their index in the family. */
export function namedIn(family: readonly RegExp[], text: string): Set<number> {
  return new Set(family.flatMap((pattern, i) => (pattern.test(text) ? [i] : [])));
}

/** "the way the AWS one does", "like on GCP", "unlike FlexLM": what a question measures its subject against. */
const yardstick =
  /\b(?:the (?:same )?way|just like|like|unlike|as (?:on|with|in|for))\s+(?:the |an? |on |in |with |for )?[\w-]+(?: ones?)?(?: (?:does|do|did|has|have))?\b/gi;

/**
 * Whether a line is about another license server type, cloud, client tool, deployment app, agent, permission group or
 * API endpoint than the one the question names: "the tool is lmutil" for a question about LS-DYNA, "Cudo Compute,
 * Kubernetes: 10 to 25 minutes" for one about AWS, `pip install vantage-cli` for one about the SDK. A line that also
 * names the question's own (a comparison) is not.
 */
export function namesOtherServer(question: string, line: string): boolean {
  const stated = statedNames(line);
  return (
    [serverPatterns, cloudPatterns, toolPatterns, deploymentAppPatterns, agentPatterns, permissionGroupPatterns].some(
      (family) => namesOtherIn(family, question, stated),
    ) ||
    namesOtherEndpoint(question, stated) ||
    clientForEndpoint(question, stated)
  );
}

/** "GET /lm/cluster_statuses": a method and a path, how a question names a REST call itself. */
const restCall = /\b(?:GET|POST|PUT|PATCH|DELETE) \/[\w{]/;

/**
 * Whether a line is about a client tool (the CLI, an SDK) and spells no API path, for a question about a REST call
 * that names no client tool: the SDK's `get_list(size=10)` does not say whether the endpoint pages. Only that way
 * round: the docs answer what the CLI lacks ("the CLI has no cancel command") with a REST call.
 */
function clientForEndpoint(question: string, line: string): boolean {
  const subject = subjectPart(question);
  if (!restCall.test(subject) || namedIn(toolPatterns, question).size > 0) return false;
  return namedIn(toolPatterns, line).size > 0 && apiPaths(line).length === 0;
}

/** "Address format: host:port, with a colon; not FlexLM's port@host": a name the line rules out is a contrast. */
function statedNames(line: string): string {
  return line.replace(/(?:[,;]\s*|\(\s*)not [^,.;:?!()]+/gi, ' ');
}

/**
 * "I tried the flag I use for notebooks.", "like with job scripts": what the reader already tried or compares with,
 * up to the clause's end, which names another object than the one asked about.
 */
const triedOrCompared =
  /\b(?:(?:I|we)(?:'ve| have)? (?:already |also )?(?:tried|attempted)|the \w+ (?:I|we) (?:use|used|pass) (?:for|with|on)|(?:just )?like (?:with|for|on|in|I did with|we did with))\b[^,.;:?!()]*/gi;

/**
 * The part of a question that names its subject: without the yardstick it measures against ("the way the AWS one
 * does"), what the reader tried ("I tried the flag I use for notebooks") and what it rules out (", not the web admin
 * one", "Not where the vantage CLI puts them.").
 */
function subjectPart(question: string): string {
  return question
    .replace(triedOrCompared, ' ')
    .replace(yardstick, ' ')
    .replace(ruledOut, ' ')
    .replace(/(?:^|[.?!]\s+)not\b[^.?!]*/gi, ' ');
}

/** Whether a text names one or more of a family and none of those the question is about. */
function namesOtherIn(family: readonly RegExp[], question: string, text: string): boolean {
  const named = namedIn(family, subjectPart(question));
  const asked = named.size > 0 ? named : namedIn(family, question);
  if (asked.size === 0) return false;
  const said = namedIn(family, text);
  return said.size > 0 && ![...said].some((i) => asked.has(i));
}

/** The local deployment apps, each by the names the docs give it and the tool it drives. */
const deploymentAppPatterns = [
  /\bmultipass\b/i,
  /\bcharmed[- ]hpc\b|\bslurm-lxd-localhost\b|\bjuju\b/i,
  /\bmicrok8s\b|\bslinky\b/i,
];

/** A notebook server, by the words readers use for it. */
const notebookPatterns = [/\b(?:jupyter(?:lab)? )?notebooks?\b|\bjupyterlab\b/i];

/** The agents on a cluster, each by its snap's name and the name the docs give it. */
const agentPatterns = [
  /\bjobbergate[- ]agent\b/i,
  /\blicense[- ]manager[- ]agent\b|\bLicense Manager agent\b/i,
  /\bvantage[- ]agent\b/i,
];

/** The organization's permission groups (IAM), each by its name. */
export const permissionGroupPatterns = [
  /\bFull Admin\b/i,
  /\bCluster Admin\b/i,
  /\bLicenses? Admin\b/i,
  /\bOrganization Admin\b/i,
  /\bJobs Admin\b/i,
  /\bTeam Admin\b/i,
  /\bNotebooks? Admin\b/i,
];

/** API paths a text spells ("GET /jobbergate/health", "https://apis.vantagecompute.ai/sos/graphql"), lower case. */
export function apiPaths(text: string): string[] {
  const found =
    text.match(/(?<![\w/.-])\/(?:jobbergate|lm|sos|admin|cluster\/graphql|hub\/api)(?:\/[\w{}.-]+)*/gi) ?? [];
  const host = text.match(/\bvantagecompute\.ai(\/(?:jobbergate|lm|sos|admin|cluster|hub)(?:\/[\w{}.-]+)*)/gi) ?? [];
  return [...found, ...host.map((h) => h.slice(h.indexOf('/')))].map((p) => p.toLowerCase().replace(/[/.]+$/, ''));
}

/**
 * Whether a line spells only API paths other than those the question asks about: "/cluster/graphql: clusters and
 * notebook servers" for a question about /sos/graphql. A path and the paths under it ("/jobbergate/job-scripts/{id}"
 * under "/jobbergate/job-scripts") count as one.
 */
function namesOtherEndpoint(question: string, line: string): boolean {
  const subject = apiPaths(subjectPart(question));
  const asked = subject.length > 0 ? subject : apiPaths(question);
  if (asked.length === 0) return false;
  const said = endpointPaths(line);
  return said.length > 0 && !said.some((p) => asked.some((q) => relatedPaths(p, q)));
}

/** The API paths a text spells that are endpoints: a service's root alone ("API = …/jobbergate") is a base URL. */
export function endpointPaths(text: string): string[] {
  return apiPaths(text).filter((p) => p.split('/').length > 2);
}

/** A path parameter as the docs and readers spell it: "{id}", "<id>", ":id". */
const pathParameter = /^(?:\{[^}]*\}|<[^>]*>|:\w+)$/;

/**
 * Whether one path is the other or under it, a parameter standing for any segment: ".../cancel/311" is the
 * question's ".../cancel/{id}".
 */
export function relatedPaths(a: string, b: string): boolean {
  const x = a.split('/');
  const y = b.split('/');
  return x
    .slice(0, Math.min(x.length, y.length))
    .every((segment, i) => segment === y[i] || pathParameter.test(segment) || pathParameter.test(y[i]));
}

/**
 * Whether a line spelling no API path stands in a section that spells only other paths than the question's: "200 OK:
 * A page of cluster statuses." in the section on GET /jobbergate/clusters/status, for a question about
 * /jobbergate/health.
 */
export function amidOtherEndpoints(question: string, line: string, section: string): boolean {
  return apiPaths(statedNames(line)).length === 0 && namesOtherEndpoint(question, section);
}

/**
 * Whether a line naming no license server type or cloud stands on a page or under a heading about another one than
 * the question's ("Default port: 27000" under "FlexLM at a glance", for a question about RLM). Client tools are not
 * placed so (the SDK's pages hold jobbergate-core's lines as well as its own), except against a REST call the question
 * names: "The output looks like this:" in the SDK quickstart says nothing about GET /lm/cluster_statuses.
 */
export function placedUnderOther(question: string, line: string, place: string): boolean {
  const stated = statedNames(line);
  return (
    [serverPatterns, cloudPatterns].some(
      (family) => namedIn(family, stated).size === 0 && namesOtherIn(family, question, place),
    ) ||
    (apiPaths(stated).length === 0 && clientForEndpoint(question, place))
  );
}

/**
 * The kinds of thing the CLI's command groups act on, each in the words
 * readers use for it. Words of one kind stand for each other: a question
 * about a rejected script is answered in a section on submissions. Generic
 * words ("server", "configuration") are left out: a notebook server and a
 * license server are different things.
 */
const cliObjectKinds = [
  'job script template submission',
  'notebook',
  'cluster federation network storage',
  'license booking',
  'profile credential',
  'ticket',
].map((words) => new Set(contentTerms(words)));

/**
 * A question about running the CLI: only there does the object a command acts on decide its flags. A license
 * server's "status command" or a Slurm command is another tool's.
 */
const asksForCommand =
  /\b(?:cli|command[- ]line|terminal|shell|the flags?)\b|\b(?:in|from) (?:a|my|our) script\b|(?<!\b(?:status|vendor|slurm|tool'?s?)\s+)\bcommands?\b|\bvantage\s+[a-z]/i;

/**
 * "… from the CLI in a script", "scripting cleanup of old notebooks": where the command runs (a shell script), not a
 * job script it acts on.
 */
const inAScript =
  /\b(?:in|from|inside|within) (?:a |my |our |your )?(?:shell |bash |ci )?scripts?\b|\bscript(?:ing|ed)\b/gi;

/** The kinds of CLI object a text names, by their index in cliObjectKinds. */
function objectKinds(text: string): Set<number> {
  const terms = contentTerms(text);
  return new Set(cliObjectKinds.flatMap((kind, i) => (terms.some((t) => kind.has(t)) ? [i] : [])));
}

/** The kinds of CLI object the `vantage …` commands of a text act on; empty when it runs none. */
function commandKinds(text: string): Set<number> {
  return objectKinds([...text.matchAll(/\bvantage((?:\s+[a-z][a-z-]*)+)/g)].map((m) => m[1]).join(' '));
}

/**
 * Whether a text (a section or a line) is about another kind of CLI object
 * than a question about the CLI names: "vantage job script delete 57 --yes"
 * for a question about deleting a notebook offers the wrong command's flag.
 * A text that runs no command is judged by the first of its titles (its own
 * heading, then its page title) that names an object ("Do it from the
 * terminal" on "Delete a job template").
 */
export function namesOtherObject(question: string, text: string, titles: readonly string[]): boolean {
  // "… a job template … I tried the flag I use for notebooks": the object tried is not the one asked about.
  const subject = objectKinds(subjectPart(question).replace(inAScript, ' '));
  const asked = subject.size > 0 ? subject : objectKinds(question.replace(inAScript, ' '));
  if (asked.size === 0 || !asksForCommand.test(question)) return false;
  const said = [commandKinds(text), ...titles.map(objectKinds)].find((kinds) => kinds.size > 0);
  return said !== undefined && ![...said].some((kind) => asked.has(kind));
}

/**
 * Names a passage is about (its page title, its own heading) that the
 * question does not say: a Cudo Compute page for "How do I create an API
 * key?", a GCP page for "How do I create a Vantage account?".
 */
export function foreignNames(question: string, pageTitle: string, headings: readonly string[]): string[] {
  const asked = termsWithSynonyms(question);
  for (const t of contentTerms(question)) for (const name of nameOf.get(t) ?? []) asked.add(name);
  const own = headings.length > 0 ? headings[headings.length - 1] : '';
  return [...new Set([...namesIn(pageTitle), ...namesIn(own)])].filter((t) => !asked.has(t));
}

/**
 * A text's words, plus the reader's words for what the text says in the
 * docs' terms: a title holding "sign up" holds "create account" for a
 * question asking how to create an account.
 */
export function withReaderWords(question: string, have: ReadonlySet<string>): Set<string> {
  const asked = new Set(contentTerms(question));
  const out = new Set(have);
  const holds = (phrase: string, terms: ReadonlySet<string>) => {
    const words = contentTerms(phrase);
    return words.length > 0 && words.every((t) => terms.has(t));
  };
  for (const group of synonymGroups) {
    const used = group.filter((phrase) => holds(phrase, asked));
    if (used.length === 0 || !group.some((phrase) => holds(phrase, have))) continue;
    for (const phrase of used) for (const t of contentTerms(phrase)) out.add(t);
  }
  return out;
}
