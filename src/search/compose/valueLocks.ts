/**
 * Locks on the values an answer offers. A question asking one port, version,
 * field length or period is offered lines stating that value only: a second
 * line with a neighbouring value (another server's port, another field's
 * limit) is one a reader skimming the offer can take for the answer.
 */
import {
  apiPaths,
  askedClause,
  contentTerms,
  endpointPaths,
  namedIn,
  permissionGroupPatterns,
  pluralNouns,
  questionKind,
  relatedPaths,
  valueShape,
} from '../askQuestion';
import type {Draft} from './draft';
import {addressesIn, environmentVariables, filePaths, samePlace} from './locations';

/**
 * Whether the question asks which port or which version ("default port for an LM-X server?" too, worded without
 * a question word), not how to set one, how quickly something happens (one channel's reply time, not the others'
 * in the same table), or how many seconds it takes (one setting's timeout, not another's interval). Only those: for
 * other numbers (limits, sizes, counts) the first number offered was often not the one asked for, and keeping one
 * cost tuning answers.
 */
export function asksForOneNumber(question: string): boolean {
  const kind = questionKind(question);
  if (kind !== 'value' && kind !== 'explain') return false;
  // "Which ports … for the main server and the web admin?" asks for more than one.
  const shape = valueShape(question);
  return (
    (shape === 'port' && !/\bports\b/i.test(question)) ||
    (shape === 'number' &&
      /\b(?:version|(?:latest|current|newest) release)\b/i.test(question) &&
      !/\b(?:versions|releases)\b/i.test(question)) ||
    /\bhow (?:quickly|soon)\b/i.test(question) ||
    /\bhow many (?:seconds|minutes|hours|days)\b/i.test(question)
  );
}

/**
 * "How long can a cluster name be?", "character limit on a cloud account name": one field's length. The form that
 * gives it lists its neighbours' limits too ("Cluster Name (up to 27 characters), … Description (up to 255
 * characters)"), each another answer.
 */
export function asksNameLength(question: string): boolean {
  return (
    /\b(?:names?|descriptions?|ids?)\b/i.test(question) &&
    /\b(?:length|how long can|character limit|how many characters|max(?:imum)? characters)\b/i.test(question) &&
    !/\b(?:names|descriptions|ids)\b/i.test(question)
  );
}

/**
 * A field's label and the length it allows: "Cluster Name (up to 27 characters", "Account Name of up to 45
 * characters", "Cluster Name: A name unique in your organization, at most 27 characters", and in prose, "The
 * cluster name is rejected: Names must be unique … and at most 27 characters long".
 */
const fieldLimit = /\b([A-Za-z]+) (names?|descriptions?|ids?)\b[^.;]{0,80}?\b\d+ characters\b/gi;

/**
 * Whether a line may join an answer to a question asking one field's length: a line giving only other fields'
 * lengths ("Cluster Name (up to 27 characters)" for a cloud account's name) is left out.
 */
export function ownField(draft: Draft, said: string): boolean {
  const field = draft.field;
  if (!field) return true;
  // "a name of up to 45 characters" names no field: only a label word ("cluster", "account") tells whose it is, and
  // the field's own word which of its fields ("Cluster Description … 255 characters" is not the cluster's name).
  // An API reference row gives the limit in a sentence of its own ("[].cluster_client_id, string, yes: OIDC client id
  // of the cluster that uses it. Limits: at most 255 characters").
  const spelled = said.replace(/\. Limits:/g, ', limits:');
  const labels = [...spelled.matchAll(fieldLimit)].map((m) => [
    ...contentTerms(m[1]).slice(0, 1),
    ...contentTerms(m[2]),
  ]);
  return labels.length === 0 || labels.some((words) => words.every((w) => field.has(w)));
}

/**
 * The numbers standing on their own in a text ("5053", "3.12"), not digits inside a name or after "=", except a
 * version pinned with "==" (`pip install "vantage-cli==0.1.19"`), which states that version.
 */
export function numbersIn(text: string): string[] {
  return text.replace(/\[\d{1,2}\]/g, '').match(/(?:(?<![\w.=:%/-])|(?<===))\d+(?:\.\d+)*(?![\w.-]*\w)/g) ?? [];
}

/**
 * Whether a line may join an answer to a question asking which port or version: the first line with numbers sets
 * them; a later one that states any other number ("Web admin, default 5054" after "rlm main port, default 5053";
 * "the command-line default port 27000 is a common slip" after LM-X's 6200; "Jobbergate core needs Python 3.10"
 * after the CLI's 3.12) offers a second answer to the same question, which a reader skimming the offer can take for
 * the answer.
 */
export function oneValue(draft: Draft, said: string): boolean {
  if (draft.values === undefined) return true;
  const numbers = numbersIn(said);
  if (numbers.length === 0) return true;
  if (draft.values === null) {
    draft.values = new Set(numbers);
    return true;
  }
  // A later line may repeat the answer but not set it beside another ("Use the web port (5054) for browsers;
  // exclude 5053 …"): a reader skimming the offer cannot tell which of the two it gives.
  const lead = draft.values;
  return numbers.every((n) => lead.has(n));
}

/** "How often does the agent reconcile?", "how frequently …": a question asking for a period. */
export function asksHowOften(question: string): boolean {
  return /\bhow (?:often|frequently)\b/i.test(question);
}

const timeLimit =
  /\b(?:time-?outs?|within|slower than|gives? up|still (?:waiting|running)|time limit)\b[^.;]*\b\d+\s*(?:s|sec|secs|seconds?|minutes?|hours?)\b/i;

/**
 * Whether a line may join an answer to a question asking how often: a line that states how long something may take
 * ("must print usage within the agent's tool-timeout of 6 seconds") gives a duration that is not a period, and a
 * reader asking how often takes it for the answer.
 */
export function notALimit(draft: Draft, said: string): boolean {
  return !draft.period || !timeLimit.test(said);
}

/**
 * A family of names a question may ask one of: the organization's permission groups, the API's paths, a file's
 * place, a URL or an environment variable.
 */
export type NameFamily = 'group' | 'path' | 'file' | 'url' | 'variable';

/**
 * "Which built-in permission group lets a person cancel other users' jobs?", "Endpoint path for the support tickets
 * GraphQL API?", "Where exactly does DSLicSrv.txt have to sit?", "which URL do I POST the client_id to?", "which
 * environment variable points an LM-X solver at the server?": a question asking which one of a family. One naming a
 * group or an API path itself is not locked (namesOtherServer already holds it to that one), nor one spelling a URL; a
 * file or variable it names ("where does DSLicSrv.txt sit") is what it asks about, so it is locked.
 */
export function asksForOneName(question: string): NameFamily | undefined {
  if (/\bpermission groups?\b|\bwhich (?:built-in )?group\b/i.test(question) && !/\bgroups\b/i.test(question))
    return namedIn(permissionGroupPatterns, question).size === 0 ? 'group' : undefined;
  if (/\b(?:endpoint|path|url|route)\b/i.test(question) && /\b(?:api|graphql|rest)\b/i.test(question))
    return apiPaths(question).length === 0 ? 'path' : undefined;
  return asksForOnePlace(askedClause(question));
}

/** The clause asking which file, URL or variable, in the singular ("which env vars" asks for several). */
function asksForOnePlace(clause: string): NameFamily | undefined {
  if (/\b(?:which|what)\b(?:\s+[\w-]+){0,3}?\s+(?:env(?:ironment)? )?variable\b/.test(clause)) return 'variable';
  if (/\b(?:which|what)\b(?:\s+[\w-]+){0,3}?\s+(?:url|address)\b/.test(clause) && addressesIn(clause).length === 0)
    return 'url';
  // "Where am I supposed to report that?": an address to write to.
  if (/^where\b/.test(clause) && /\b(?:report|send|write to|e-?mail|contact)\b/.test(clause)) return 'url';
  // "the biggest file I can upload" asks a size, "which shared file systems" a kind of storage.
  if (/\b(?:files|paths|directories|folders|biggest|largest|size|how big)\b|\bfile ?systems?\b/.test(clause))
    return undefined;
  const which = /\b(?:which|what)\b(?:\s+[\w-]+){0,3}?\s+(?:file|path|directory|folder)\b/.test(clause);
  const where =
    /^where\b/.test(clause) &&
    /\b(?:file|path|directory|folder|logs?|cache[sd]?|stored?|saved?|kept|keeps?|writes?|sit|live)\b/.test(clause);
  return which || where ? 'file' : undefined;
}

/** The names of a family a text spells. */
export function namesOf(family: NameFamily, text: string): string[] {
  if (family === 'group') return [...namedIn(permissionGroupPatterns, text)].map(String);
  if (family === 'file') return filePaths(text);
  if (family === 'url') return [...addressesIn(text), ...filePaths(text).filter((p) => p.startsWith('/'))];
  if (family === 'variable') return environmentVariables(text);
  return endpointPaths(text);
}

function sameName(family: NameFamily): (a: string, b: string) => boolean {
  if (family === 'path') return relatedPaths;
  if (family === 'file') return samePlace;
  // A path alone ("client_id=default to /realms/vantage/device") is the URL it ends.
  if (family === 'url') return (a, b) => a === b || (a.startsWith('/') ? b.endsWith(a) : a.endsWith(b));
  return (a, b) => a === b;
}

/**
 * Whether a line may join an answer to a question asking which one of a family: the first line naming any sets them,
 * and a later one naming only others ("A user with Cluster Admin can create clusters" after the Jobs Admin line;
 * "/cluster/graphql" after "/sos/graphql"; the admin tool's /usr/DassaultSystemes path after the /var one the
 * question asks) offers a second answer, as oneValue keeps out a second port.
 */
export function oneName(draft: Draft, said: string): boolean {
  const names = draft.names;
  if (!names) return true;
  const found = namesOf(names.family, said);
  if (found.length === 0) return true;
  if (names.given === null) {
    names.given = found;
    return true;
  }
  const given = names.given;
  const same = sameName(names.family);
  return found.some((n) => given.some((g) => same(n, g)));
}

/**
 * "Which atNorth site code is the Stockholm one?", "Which of the agents runs sbatch?", "Where on the detail page …
 * cost?": a question asking which one entry, as a table lists them (one row per site, agent or tab).
 */
export function asksWhichOne(question: string): boolean {
  const clause = askedClause(question);
  const m = /^(which|where)\b/.exec(clause);
  if (!m || /\b(?:all|both|each|every|list)\b/.test(clause)) return false;
  // A submission status answer often needs two rows ("wait with status CREATED" after "marked REJECTED");
  // rowOfOtherStatus already keeps out the rows of statuses a question does not spell. An HTTP status is one code.
  if (/(?<!\bhttp )\b(?:status(?:es)?|states?)\b/i.test(clause)) return false;
  // "Which Slurm states …", "which license servers": a plural in the noun after "which" asks for several ("which of
  // the agents" names none there).
  const noun = clause.split(/\s+/).slice(1, 3).join(' ');
  return m[1] === 'where' || pluralNouns(noun).length === 0;
}

/**
 * Whether a row may join an answer to a question asking which one: the first row given from a page's tables is the
 * one that answers, and a later row of that page ("ICE01, Keflavik …" after "SWE01, Kista, Stockholm …"; another
 * endpoint's "403 Forbidden" after "401 Unauthorized") is another entry, which a reader skimming the offer can take
 * for the answer.
 */
export function oneRow(draft: Draft, c: {row?: boolean; passage: {path: string}}): boolean {
  const pages = draft.rowsFrom;
  if (!pages || !c.row) return true;
  if (pages.has(c.passage.path)) return false;
  pages.add(c.passage.path);
  return true;
}
