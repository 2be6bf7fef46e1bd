/**
 * Agent benchmark: can a scripted coding assistant answer questions about the
 * docs cheaply, through the MCP server or through llms.txt alone?
 *
 *   npm run build && npm run bench:agents            # both halves, summary table
 *   npm run bench:agents -- --misses                 # also list the tuning half's misses
 *   npm run bench:agents -- --json                   # figures as JSON
 *   npm run bench:agents -- --set tuning             # one half only (while tuning)
 *
 * Questions (bench/agents/questions.json) carry the fact that answers them
 * (a case-insensitive regular expression) and the pages that may be cited.
 * Each has a fixed `set`: "tuning" or "held-out" (the first 67 split once, by
 * SHA-256 of the question, before any tuning; questions added later are
 * tuning only, so the held-out half never changes). Misses are only ever listed for the
 * tuning half: the held-out half is reported as figures only.
 *
 * Agents:
 * - mcp: spawns `npm run mcp` over stdio with the SDK client, calls
 *   `search_docs` with the question, then `read_page` on the first three
 *   results in the order the server gives them (anchors included);
 * - llms.txt: scores every page line of llms.txt (title and description) by
 *   the question words it shares, reads the .md twins of the best three.
 *
 * Per question: found = a page it read is one the question cites; answered =
 * the fact occurs in what it read. Context = bytes of the pages or sections
 * read (search results and llms.txt itself are counted apart).
 */
import {existsSync, readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {twinFileFor} from '../../src/mcp/server';

interface Question {
  id: string;
  set: 'tuning' | 'held-out';
  q: string;
  fact: string;
  pages: string[];
}

interface Outcome {
  found: boolean;
  answered: boolean;
  /** Bytes of the pages or sections read. */
  read: number;
  /** Bytes of the search answer (mcp) or of the index (llms.txt). */
  overhead: number;
  /** What was read, for the misses listing. */
  urls: string[];
}

const siteDir = resolve(__dirname, '../..');
const args = process.argv.slice(2);
const buildDir = resolve(args.includes('--build') ? args[args.indexOf('--build') + 1]! : join(siteDir, 'build'));
const bytes = (text: string): number => Buffer.byteLength(text, 'utf8');

/** `/platform/jobs` for any URL, path or twin path of that page. */
export function pageOf(url: string): string {
  const twin = `/${twinFileFor(url)}`;
  return twin === '/index.md' ? '/' : twin.replace(/\.md$/, '');
}

function judge(question: Question, reads: {url: string; text: string}[], overhead: number): Outcome {
  const fact = new RegExp(question.fact, 'i');
  return {
    found: reads.some((r) => question.pages.includes(pageOf(r.url))),
    answered: reads.some((r) => fact.test(r.text)),
    read: reads.reduce((sum, r) => sum + bytes(r.text), 0),
    overhead,
    urls: reads.map((r) => r.url),
  };
}

type CallResult = Awaited<ReturnType<Client['callTool']>>;
const textOf = (result: CallResult): string =>
  (result.content as {type: string; text?: string}[]).map((c) => c.text ?? '').join('');

/** The URLs a search answer offers, best first: grouped pages' sections, or a flat list. */
function rankedUrls(structured: unknown): string[] {
  const s = structured as {pages?: {sections: {url: string}[]}[]; results?: {url: string}[]};
  if (s.pages) return s.pages.flatMap((p) => p.sections.map((x) => x.url));
  return (s.results ?? []).map((r) => r.url);
}

async function mcpAgent(questions: Question[]): Promise<Outcome[]> {
  const transport = new StdioClientTransport({
    command: 'npm',
    args: ['run', '--silent', 'mcp', '--', '--build', buildDir],
    cwd: siteDir,
    stderr: 'ignore',
  });
  const client = new Client({name: 'vantage-agent-bench', version: '1.0.0'});
  await client.connect(transport);
  const outcomes: Outcome[] = [];
  try {
    for (const question of questions) {
      const search = await client.callTool({name: 'search_docs', arguments: {query: question.q}});
      const urls = rankedUrls(search.structuredContent).slice(0, 3);
      const reads: {url: string; text: string}[] = [];
      for (const url of urls) {
        const page = await client.callTool({name: 'read_page', arguments: {page: url}});
        if (!page.isError) reads.push({url, text: textOf(page)});
      }
      outcomes.push(judge(question, reads, bytes(textOf(search))));
    }
  } finally {
    await client.close();
  }
  return outcomes;
}

const stopwords = new Set(
  'a an and are as at be by can do does for from get how i if in is it its me my of on or our the to what when where which who why with you your vantage'.split(
    ' ',
  ),
);

/** Lower-case words of a text, without stop words, plural `s` dropped. */
export function words(text: string): Set<string> {
  const out = new Set<string>();
  for (const w of text.toLowerCase().match(/[a-z0-9][a-z0-9_.-]*[a-z0-9]|[a-z0-9]/g) ?? []) {
    if (!stopwords.has(w)) out.add(w.length > 3 ? w.replace(/s$/, '') : w);
  }
  return out;
}

interface IndexLine {
  url: string;
  words: Set<string>;
}

/** The page lines of llms.txt (not the per-section bundle files). */
export function indexLines(llms: string): IndexLine[] {
  const lines: IndexLine[] = [];
  for (const m of llms.matchAll(/^- \[(.+?)\]\((\S+?)\)(?::\s*(.*))?$/gm)) {
    if (!m[2]!.endsWith('.md')) continue;
    lines.push({url: m[2]!, words: words(`${m[1]} ${m[3] ?? ''}`)});
  }
  return lines;
}

function llmsAgent(questions: Question[]): Outcome[] {
  const llms = readFileSync(join(buildDir, 'llms.txt'), 'utf8');
  const lines = indexLines(llms);
  return questions.map((question) => {
    const asked = words(question.q);
    const scored = lines
      .map((line, order) => ({line, order, score: [...asked].filter((w) => line.words.has(w)).length}))
      .sort((a, b) => b.score - a.score || a.order - b.order);
    const reads = scored.slice(0, 3).map(({line}) => ({
      url: line.url,
      text: readFileSync(join(buildDir, twinFileFor(line.url)), 'utf8'),
    }));
    return judge(question, reads, bytes(llms));
  });
}

interface Figures {
  questions: number;
  found: number;
  answered: number;
  both: number;
  meanRead: number;
  meanOverhead: number;
}

function figures(outcomes: Outcome[]): Figures {
  const n = outcomes.length;
  const share = (f: (o: Outcome) => boolean) => outcomes.filter(f).length / n;
  return {
    questions: n,
    found: share((o) => o.found),
    answered: share((o) => o.answered),
    both: share((o) => o.found && o.answered),
    meanRead: outcomes.reduce((s, o) => s + o.read, 0) / n,
    meanOverhead: outcomes.reduce((s, o) => s + o.overhead, 0) / n,
  };
}

const pct = (x: number): string => `${(x * 100).toFixed(0)}%`.padStart(5);
const kb = (x: number): string => `${(x / 1024).toFixed(1)} KB`.padStart(9);

async function main(): Promise<void> {
  for (const needed of ['llms.txt', 'search-index/meta.json']) {
    if (!existsSync(join(buildDir, needed))) {
      console.error(`${join(buildDir, needed)} is missing: run \`npm run build\` first.`);
      process.exit(1);
    }
  }
  const only = args.includes('--set') ? args[args.indexOf('--set') + 1] : undefined;
  // With --set, the other half is not even run (so tuning never computes held-out outcomes).
  const questions = (JSON.parse(readFileSync(join(__dirname, 'questions.json'), 'utf8')) as Question[]).filter(
    (q) => !only || q.set === only,
  );
  const agents: Record<string, Outcome[]> = {mcp: await mcpAgent(questions), 'llms.txt': llmsAgent(questions)};

  const report: Record<string, Record<string, Figures>> = {};
  for (const [agent, outcomes] of Object.entries(agents)) {
    report[agent] = {};
    for (const set of (['tuning', 'held-out'] as const).filter((s) => !only || s === only)) {
      report[agent][set] = figures(outcomes.filter((_, i) => questions[i]!.set === set));
    }
  }
  if (args.includes('--json')) {
    console.log(JSON.stringify(report, null, 2));
  } else {
    console.log(
      'Context = bytes of pages/sections read per question (tokens ~ bytes/4); overhead = search answer (mcp) or llms.txt (read once).',
    );
    console.log('agent      set        n  found answered  both      context  overhead');
    for (const [agent, sets] of Object.entries(report)) {
      for (const [set, f] of Object.entries(sets)) {
        console.log(
          `${agent.padEnd(10)} ${set.padEnd(9)} ${String(f.questions).padStart(2)} ${pct(f.found)} ${pct(f.answered).padStart(8)} ${pct(f.both)} ${kb(f.meanRead)} ${kb(f.meanOverhead)}`,
        );
      }
    }
  }
  if (args.includes('--misses')) {
    // Only the tuning half: looking at held-out misses would turn them into tuning data.
    console.log('\nMisses on the tuning half:');
    for (const [agent, outcomes] of Object.entries(agents)) {
      outcomes.forEach((o, i) => {
        const q = questions[i]!;
        if (q.set !== 'tuning' || (o.found && o.answered)) return;
        console.log(
          `[${agent}] ${q.id} ${q.q}\n   wants ${q.pages.join(' | ')} /${q.fact}/ found=${o.found} answered=${o.answered}\n   read ${o.urls.join(' , ')}`,
        );
      });
    }
  }
}

if (process.argv[1] && resolve(process.argv[1]) === __filename) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
