/**
 * The Ask benchmark's question files and their tuning / held-out split, the
 * build they are asked against, and how an answer is graded: shared by the
 * benchmark (run.ts) and the line model fit (fitLines.ts), which may read
 * tuning questions only.
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {hedgeText, retrievePassages, type ComposedAnswer} from '../../src/search/ask';
import type {Passage} from '../../src/search/askPassages';
import {engineFor, searchHits} from '../../src/search/node';

export interface Question {
  q: string;
  kind: string;
  /** Regex (case-insensitive) a correct answer must match. */
  fact: string;
  /** Pages (paths without anchor) a correct answer should cite; any one is enough. */
  pages: string[];
  /** Regex of a fact that would be wrong for this question (another server's port, ...). */
  wrong?: string;
  set: 'tuning' | 'heldout';
  /** Which question file it came from. */
  file?: string;
}

/**
 * unseen.json (written in session 7 from the pages alone, without reading the
 * composer or the other sets) is held out whole; reader.json (written the same
 * way, in readers' everyday words, to be tuned on) is tuning whole; later.json
 * (written the same way in session 8, after the last Ask change) is held out whole.
 * Session 9 added reader2.json (tuning whole) and final.json (held out whole),
 * written the same way by two writers who did not see each other's questions.
 * Session 14 added reader3.json (tuning whole), written the same way without
 * reading any other set; its first run, before any change tuned on it, is in RESULTS.md.
 * Later in session 14, reader4.json (tuning whole from then on), written the same way
 * after that session's changes, without reading the composer: it was run on the
 * session's first and last code to see whether the changes carried over.
 * Session 15 added reader5.json (tuning whole), written the same way without reading
 * any other set or the composer; its first run, before any change, is in RESULTS.md.
 * reader6.json (held out whole) was written in the same session by another writer; it was
 * first run after the session's last change, on the session's first and last code.
 * Session 16 added reader7.json (held out whole), written the same way by a writer who read
 * only the pages, and run on the session's first and last code after its last Ask change.
 * Session 17 added reader8.json (held out whole), written the same way at the start of the
 * session, and first run after its last Ask change, on the session's first and last code.
 * Session 18 added reader9.json (held out whole), written the same way at the start of the
 * session, and run on its first code before any change. Session 19 added reader10.json (held out
 * whole), written the same way; a fact listing several strings needs all of them. reader11.json
 * (held out whole) was written the same way near the session's end and run on its first and last code.
 * Session 20 added reader12.json (tuning whole), written the same way; its first run, before any
 * change tuned on it, is in RESULTS.md. reader13.json (held out whole) was written the same way at the
 * same time by another writer, and first run after the session's last Ask change, on its first and last code.
 * reader14.json (held out whole) came from a third writer, asked to read about 40 pages, after the last change;
 * it was run the same way.
 * Session 21 added reader15.json (tuning whole) and reader16.json (held out whole), by two writers at the
 * start of the session; both were first run on the session's start code, before any change, and reader16
 * again on its last code; only reader15's misses were read (RESULTS.md).
 * Session 22 added reader17.json (tuning whole) and reader18.json (held out whole) the same way, both first
 * run on the session's start code before any change; only reader17's misses were read. reader19.json
 * (tuning whole) was written the same way during the session and first run on that session's code then;
 * reader20.json (held out whole), by another writer at the same time, was first run late in the session.
 * Session 23 added reader21.json (tuning whole) and reader22.json (held out whole), by two writers at the session's
 * start; reader22 was first run on its start code, reader21 on the same code, and only reader21's misses were read;
 * reader23.json (tuning whole), by a third writer asked to write as an HPC engineer, first run on the same code.
 * Session 24 added reader24.json (tuning whole), by a writer asked to write as a graduate student new to the
 * platform, first run on the session's start code before any change, and reader25.json (held out whole), by a
 * writer asked to write as a DevOps engineer scripting the platform, written during the session and run on its
 * start code and its last code.
 * Session 25 added reader26.json (tuning whole), by a writer asked to write as a Slurm administrator moving a lab
 * onto the platform, and reader27.json (held out whole), by a writer asked to write as a simulation engineer running
 * commercial CAE codes; both were written at the session's start and first run on its start code.
 * Session 26 added reader28.json (tuning whole), by a writer asked to write as a research-computing facilitator
 * answering users' help-desk tickets; it was first run on the session's start code and on its code at the time.
 * reader29.json (held out whole), by a writer asked to write as the IT manager administering an organization, was
 * written at the same time and first run on the session's start code and on its code at the time.
 * Session 27 added reader30.json (tuning whole), by a writer asked to write as a bioinformatician moving genomics
 * pipelines onto the platform, first run on the session's start code plus one search synonym group, and
 * reader31.json (held out whole), by a writer asked to write as a procurement and security reviewer
 * evaluating the platform, written at the session's start and first run on its start code. reader32.json (tuning
 * whole), by a writer asked to write as a machine-learning engineer training on GPUs, was written during the session
 * and first run on its code at the time. reader33.json (held out whole), by a writer asked to write as a teaching
 * assistant setting up a course, was written late in the session and first run on its last code.
 * Session 28 added reader34.json (tuning whole), by a writer asked to write as a university's head of research
 * computing running the organization, and reader37.json (held out whole), by a writer asked to write as an operations
 * manager at an engineering consultancy; both were written at the session's start, and reader37 was first run on the
 * session's code after its first two changes (a "how often" rule and "how can a user" as steps). reader36.json
 * (tuning whole), by a writer asked to write as a site reliability engineer for the cluster-side agents, and
 * reader35.json (held out whole), by a writer asked to write as a computational chemistry PhD student new to the
 * cloud, were written at the same time; reader35 was first run on the session's code after its first three changes
 * (the third: a line about another cloud is not offered for a question naming one). reader39.json (held out whole),
 * by a writer asked to write as a customer success engineer answering tickets, was written during the session and
 * first run on its code after the status-row change. reader38.json (tuning whole), by a writer asked to write as a
 * CAE department's license administrator, and reader40.json (tuning whole), by a writer asked to write as a cloud
 * cost analyst, were written at the same time.
 * Session 29 added reader43.json (tuning whole), by a writer asked to write as a university IT administrator running
 * engineering licenses, and reader44.json (held out whole), by a writer asked to write as a security and compliance
 * reviewer; both were written at the session's start and first run on its start code. reader41.json (tuning
 * whole), by a writer asked to write as a computational chemistry postdoc moving from an on-premises cluster, and
 * reader42.json (held out whole), by a writer asked to write as a DevOps engineer automating through the API, SDK
 * and CLI, were written at the same time; reader42 was first run on the session's start code. reader45.json
 * (tuning whole), by a writer asked to write as a cloud platform engineer running clusters on Azure and GCP, and
 * reader46.json (held out whole), by a writer asked to write as a first-year graduate student new to HPC, were
 * written during the session; reader46 was first run on its code after the named-status change and the agent-log
 * section.
 * Session 30 added reader47.json (tuning whole), by a writer asked to write as a research-computing support engineer
 * who needs exact ports, limits, defaults and statuses, and reader48.json (held out whole), by a writer asked to
 * write as a site reliability engineer writing runbooks; both were asked for a wrong-fact pattern on about a third
 * of their questions. reader49.json (tuning whole), by a writer asked to write as a computational chemist moving
 * from on-premises Slurm and FlexLM, and reader50.json (held out whole), by a writer asked to write as an IT manager
 * evaluating the platform for licensed solvers, were written at the same time. All four were written at the
 * session's start and first run on its start code.
 * Session 31 added reader51.json (tuning whole), by a writer asked to write as a graduate student who mixes up
 * neighbouring things (one server type for another, a template for a submission), and reader52.json (held out
 * whole), by a writer asked to write as a security-minded platform administrator; both were asked for a wrong-fact
 * pattern on about 25 questions, written at the session's start and first run on its start code. reader53.json
 * (tuning whole), by a writer asked to write as a Python developer building a portal on the API and SDKs, and
 * reader54.json (held out whole), by a writer asked to write as a lab manager administering a research group, were
 * written during the session and first run on its code after the docs for the head node's port and GPU requests.
 * Session 32 added reader55.json (tuning whole), by a writer asked to write as an automotive supplier's engineer moving
 * licensed CFD and FEA work onto GCP and AWS clusters, and reader56.json (held out whole), by a writer asked to write
 * as a university help-desk technician relaying users' questions from every part of the docs; both were written at
 * the session's start. reader56 was first run on the session's start code, reader55 on its code after the first
 * composer change (a line given once).
 * Session 33 added reader57.json (tuning whole), by a writer asked to write as a bioinformatics pipeline engineer at a
 * genomics core facility scripting the CLI, and reader58.json (held out whole), by a writer asked to write as a national
 * lab's systems administrator evaluating a private installation; both were written at the session's start and first
 * run on its start code.
 * Session 34 added reader59.json (tuning whole), by a writer asked to write as a chemistry postdoc running GROMACS and
 * ORCA jobs on a team's clusters, and reader60.json (held out whole), by a writer asked to write as a FinOps analyst
 * tracing compute, storage and license spend; both were written at the session's start and first run on its start code.
 * Later in session 34, reader61.json (tuning whole) and reader62.json (held out whole), by two writers asked for facts
 * with a confusable sibling elsewhere in the docs (another server's port, another cloud's command, another command's
 * flag), each question with the sibling as its wrong-fact pattern; Ask only, first run on the code of their time.
 * Session 35 added reader63.json (tuning whole), written the same way by a writer asked to write as a platform
 * administrator migrating a department, with families other than license-server ports (CLI flags, API endpoints,
 * SDK against CLI, clouds, statuses, limits, roles, agents); first run on the session's code after its first two changes.
 * reader64.json (held out whole), by a writer asked to write the same way as a research software engineer scripting
 * the CLI, SDK and API across several clouds, written at the same time; first run on the session's start code.
 * Session 36 added reader65.json (tuning whole), written the same way by a writer asked to write as an HPC operations
 * engineer at an engineering consultancy mixing up settings between tools, and reader66.json (held out whole), by a
 * writer asked to write as a university research-computing facilitator onboarding faculty groups; both written
 * during the session and first run on its code after its composer changes.
 * Session 37 added reader68.json (held out whole), written the same way by a writer asked to write as an
 * engineering-simulation team lead running licensed solvers and automating with the CLI and SDK; written at the
 * session's start and first run on its code after its first composer change (what the reader tried).
 * Session 39 added reader69.json (tuning whole), written the same way by a writer asked to write as a pharmaceutical
 * company's cloud HPC platform engineer, and reader70.json (held out whole), by a writer asked to write as an academic
 * HPC centre's user-support lead; both written at the session's start and first run on its start code.
 * Session 41 added reader71.json (tuning whole), written the same way by a writer asked to write as a CFD consultant
 * at a small engineering firm running licensed solvers and scripting the CLI and SDK, and reader72.json (held out
 * whole), by a writer asked to write as a national-lab partner's systems administrator moving a Slurm cluster and its
 * license servers; both written at the session's start and first run on its start code.
 * Session 42 added reader73.json (tuning whole), written the same way by a writer asked to write as a university
 * bioinformatics core-facility manager running GPU pipelines and notebooks, and reader74.json (held out whole), by a
 * writer asked to write as a start-up's DevOps engineer wiring the API, SDK and CLI into CI; both written at the
 * session's start and first run on its start code.
 * Session 43 added reader75.json (tuning whole), written the same way by a writer asked to write as a first-year PhD
 * student in computational chemistry new to HPC and Slurm, running batch jobs, arrays, notebooks and templates; written
 * at the session's start and first run on its start code.
 */
export const questionFiles = [
  'questions',
  'fresh',
  'reader',
  'reader2',
  'reader3',
  'reader4',
  'reader5',
  'unseen',
  'later',
  'final',
  'reader6',
  'reader7',
  'reader8',
  'reader9',
  'reader10',
  'reader11',
  'reader12',
  'reader13',
  'reader14',
  'reader15',
  'reader16',
  'reader17',
  'reader18',
  'reader19',
  'reader20',
  'reader21',
  'reader22',
  'reader23',
  'reader24',
  'reader25',
  'reader26',
  'reader27',
  'reader28',
  'reader29',
  'reader30',
  'reader31',
  'reader32',
  'reader33',
  'reader34',
  'reader35',
  'reader36',
  'reader37',
  'reader38',
  'reader39',
  'reader40',
  'reader41',
  'reader42',
  'reader43',
  'reader44',
  'reader45',
  'reader46',
  'reader47',
  'reader48',
  'reader49',
  'reader50',
  'reader51',
  'reader52',
  'reader53',
  'reader54',
  'reader55',
  'reader56',
  'reader57',
  'reader58',
  'reader59',
  'reader60',
  'reader61',
  'reader62',
  'reader63',
  'reader64',
  'reader65',
  'reader66',
  'reader68',
  'reader69',
  'reader70',
  'reader71',
  'reader72',
  'reader73',
  'reader74',
  'reader75',
] as const;
const wholeFiles: ReadonlyMap<string, 'tuning' | 'heldout'> = new Map([
  ['unseen', 'heldout'],
  ['reader', 'tuning'],
  ['later', 'heldout'],
  ['reader2', 'tuning'],
  ['final', 'heldout'],
  ['reader3', 'tuning'],
  ['reader4', 'tuning'],
  ['reader5', 'tuning'],
  ['reader6', 'heldout'],
  ['reader7', 'heldout'],
  ['reader8', 'heldout'],
  ['reader9', 'heldout'],
  ['reader10', 'heldout'],
  ['reader11', 'heldout'],
  ['reader12', 'tuning'],
  ['reader13', 'heldout'],
  ['reader14', 'heldout'],
  ['reader15', 'tuning'],
  ['reader16', 'heldout'],
  ['reader17', 'tuning'],
  ['reader18', 'heldout'],
  ['reader19', 'tuning'],
  ['reader20', 'heldout'],
  ['reader21', 'tuning'],
  ['reader22', 'heldout'],
  ['reader23', 'tuning'],
  ['reader24', 'tuning'],
  ['reader25', 'heldout'],
  ['reader26', 'tuning'],
  ['reader27', 'heldout'],
  ['reader28', 'tuning'],
  ['reader29', 'heldout'],
  ['reader30', 'tuning'],
  ['reader31', 'heldout'],
  ['reader32', 'tuning'],
  ['reader33', 'heldout'],
  ['reader34', 'tuning'],
  ['reader35', 'heldout'],
  ['reader36', 'tuning'],
  ['reader37', 'heldout'],
  ['reader38', 'tuning'],
  ['reader39', 'heldout'],
  ['reader40', 'tuning'],
  ['reader41', 'tuning'],
  ['reader42', 'heldout'],
  ['reader43', 'tuning'],
  ['reader44', 'heldout'],
  ['reader45', 'tuning'],
  ['reader46', 'heldout'],
  ['reader47', 'tuning'],
  ['reader48', 'heldout'],
  ['reader49', 'tuning'],
  ['reader50', 'heldout'],
  ['reader51', 'tuning'],
  ['reader52', 'heldout'],
  ['reader53', 'tuning'],
  ['reader54', 'heldout'],
  ['reader55', 'tuning'],
  ['reader56', 'heldout'],
  ['reader57', 'tuning'],
  ['reader58', 'heldout'],
  ['reader59', 'tuning'],
  ['reader60', 'heldout'],
  ['reader61', 'tuning'],
  ['reader62', 'heldout'],
  ['reader63', 'tuning'],
  ['reader64', 'heldout'],
  ['reader65', 'tuning'],
  ['reader66', 'heldout'],
  ['reader68', 'heldout'],
  ['reader69', 'tuning'],
  ['reader70', 'heldout'],
  ['reader71', 'tuning'],
  ['reader72', 'heldout'],
  ['reader73', 'tuning'],
  ['reader74', 'heldout'],
  ['reader75', 'tuning'],
]);

/** fresh.json's split rule, checked at load so a hand-edited `set` cannot move a question between halves. */
function freshSet(q: string): 'tuning' | 'heldout' {
  return createHash('sha1').update(q).digest()[0] % 2 === 0 ? 'tuning' : 'heldout';
}

export function loadQuestions(file: string): Question[] {
  const questions = JSON.parse(readFileSync(resolve(__dirname, `${file}.json`), 'utf8')) as Question[];
  for (const question of questions) {
    const whole = wholeFiles.get(file);
    if (whole && question.set !== whole) {
      throw new Error(`${file}.json is ${whole} whole, but "${question.q}" is marked ${question.set}`);
    }
    if (file === 'fresh' && question.set !== freshSet(question.q)) {
      throw new Error(
        `fresh.json: "${question.q}" is marked ${question.set}, but the hash split puts it in ${freshSet(question.q)}`,
      );
    }
    question.file = file;
  }
  return questions;
}

export function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/** The build named by `--build` (default `build/`); exits with a message when it has no search index. */
export function buildDir(): string {
  const build = resolve(arg('--build') ?? 'build');
  if (!existsSync(resolve(build, 'search-index', 'meta.json'))) {
    console.error(`No search index in ${build}. Run \`npx docusaurus build\` first, or pass --build DIR.`);
    process.exit(1);
  }
  return build;
}

/** The passages Ask retrieves for a question from a build's index, `limit` hits per search. */
export function passagesFor(build: string, question: string, limit: number): Promise<Passage[]> {
  return retrievePassages(
    question,
    [],
    (query, options) => searchHits(build, query, {...options, limit}),
    (hit) => engineFor(build).pageHits(hit),
  );
}

/** Whether the reader is shown the text as the answer: neither under the hedge nor the not-covered text. */
export function isConfident(composed: ComposedAnswer): boolean {
  return !composed.notCovered && !composed.text.startsWith(hedgeText);
}

/**
 * correct: the answer text (citation markers left out) matches the fact; wrong: it matches the
 * wrong-fact pattern, or it is a confident answer without the fact.
 */
export function grade(question: Question, composed: ComposedAnswer): {correct: boolean; wrong: boolean} {
  const body = composed.text.replace(/\[\d+\]/g, '');
  const correct = new RegExp(question.fact, 'i').test(body);
  const wrongFact = question.wrong ? new RegExp(question.wrong, 'i').test(body) : false;
  return {correct, wrong: wrongFact || (isConfident(composed) && !correct)};
}
