import {describe, expect, it} from 'vitest';
import {boostBySummary, groupByPage, intentOf, rerank, type RankedHit} from './results';

const hit = (path: string, anchor: string, score: number): RankedHit => ({
  path,
  anchor,
  score,
  title: path,
  headings: [],
  section: 'x',
});
const commands = ['vantage license server create', 'vantage login'];

describe('intentOf', () => {
  it('tells questions from keyword queries', () => {
    expect(intentOf('How do I submit a job?').question).toBe(true);
    expect(intentOf('what port does RLM use').question).toBe(true);
    expect(intentOf('flexlm high availability').question).toBe(false);
  });

  it('sees a request for reference material: a command, an option, an endpoint or reference words', () => {
    expect(intentOf('What is the default port of vantage license server create?', commands).reference).toBe(true);
    expect(intentOf('what does --port do').reference).toBe(true);
    expect(intentOf('how do I call GET /jobbergate/job-scripts').reference).toBe(true);
    expect(intentOf('which options does the notebook command take').reference).toBe(true);
    expect(intentOf('how do I log in to vantage', commands).reference).toBe(false);
  });
});

describe('rerank', () => {
  const hits = [hit('/cli/commands', 'a', 100), hit('/platform/licenses', 'b', 40), hit('/api/reference', 'c', 30)];

  it('ranks guides above generated references for a question that does not ask for reference material', () => {
    const ranked = rerank(hits, {question: true, reference: false, problem: false});
    expect(ranked.map((h) => h.path)).toEqual(['/platform/licenses', '/cli/commands', '/api/reference']);
    expect(ranked[1]!.score).toBe(25);
  });

  it('leaves the order alone for keyword queries and for questions about commands or options', () => {
    expect(rerank(hits, {question: false, reference: false, problem: false}).map((h) => h.path)).toEqual(
      hits.map((h) => h.path),
    );
    expect(rerank(hits, {question: true, reference: true, problem: false}).map((h) => h.score)).toEqual([100, 40, 30]);
  });

  it('ranks troubleshooting pages higher when the query reports a problem', () => {
    const both = [hit('/cli/usage', 'a', 50), hit('/cli/troubleshooting', 'b', 40)];
    expect(intentOf("CLI says 'Missing organization info', what's wrong?").problem).toBe(true);
    expect(intentOf('how do I install the CLI').problem).toBe(false);
    expect(rerank(both, {question: true, reference: false, problem: true}).map((h) => h.path)).toEqual([
      '/cli/troubleshooting',
      '/cli/usage',
    ]);
    expect(rerank(both, {question: true, reference: false, problem: false}).map((h) => h.path)).toEqual([
      '/cli/usage',
      '/cli/troubleshooting',
    ]);
  });
});

describe('groupByPage', () => {
  const ranked = [
    hit('/cli/commands', 'a', 100),
    hit('/cli/commands', 'b', 90),
    hit('/cli/commands', 'c', 80),
    hit('/platform/jobs', '', 70),
    hit('/platform/jobs', 'x', 10),
    hit('/cli/usage', 'd', 60),
  ];

  it('groups by page in rank order, with at most perPage sections a page', () => {
    const groups = groupByPage(ranked, 10, 2);
    expect(groups.map((g) => [g.path, g.hits.map((h) => h.anchor)])).toEqual([
      ['/cli/commands', ['a', 'b']],
      ['/platform/jobs', ['']],
      ['/cli/usage', ['d']],
    ]);
  });

  it('so one page cannot fill every slot while others match, and stops at the limit', () => {
    const groups = groupByPage(ranked, 3, 2);
    expect(groups.flatMap((g) => g.hits).length).toBe(3);
    expect(new Set(groups.map((g) => g.path)).size).toBe(2);
  });

  it("drops a page's weak sections, below half of its best", () => {
    expect(
      groupByPage(ranked, 10, 3)
        .find((g) => g.path === '/platform/jobs')!
        .hits.map((h) => h.anchor),
    ).toEqual(['']);
  });
});

describe('boostBySummary', () => {
  it("raises hits whose page title and description share the question's words", () => {
    const summaries: Record<string, string> = {
      '/a': 'Connect an on-premises Slurm cluster',
      '/b': 'Storage for jobs and notebooks',
    };
    const boosted = boostBySummary(
      [hit('/a', '', 10), hit('/b', '', 10)],
      'connect my slurm cluster',
      (p) => summaries[p] ?? '',
    );
    expect(boosted[0]!.score).toBeGreaterThan(boosted[1]!.score);
    expect(boosted[1]!.score).toBe(10);
  });
});
