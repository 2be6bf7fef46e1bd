import {describe, expect, it} from 'vitest';
import {
  composeAnswer,
  contentTerms,
  covers,
  notCoveredText,
  retrievalQuery,
  retrievePassages,
  splitCitations,
  subjectTerms,
  toPassages,
} from '../../../src/search/ask';
import {fixtureEngine} from './fixture';
import {storyAround} from '../../../src/search/askQuestion';
import type {SearchHit} from '../../../src/search/engine';

/** A CLI section as the engine returns it: one heading, anchored by its id. */
function sectionHit(id: number, path: string, title: string, heading: string, text: string, score: number): SearchHit {
  return {
    id,
    url: `${path}#s${id}`,
    path,
    anchor: `s${id}`,
    title,
    headings: [heading],
    section: 'cli',
    text,
    codeSpans: [],
    score,
    terms: [],
    prefixes: [],
  };
}

/**
 * A search over a few sections that behaves like the engine's AND rule: a section is found when it lacks at most
 * `slack` of the query's words. `seen` records each call's query and slack.
 */
function slackSearch(hits: readonly SearchHit[], seen: Array<{query: string; slack: number}>) {
  return async (query: string, options: {slack?: number}) => {
    const slack = options.slack ?? 0;
    seen.push({query, slack});
    const words = contentTerms(query);
    return hits.filter((h) => words.filter((w) => !contentTerms(h.text).includes(w)).length <= slack);
  };
}

async function answer(question: string) {
  const {engine} = fixtureEngine();
  const page = await engine.search(question, {limit: 15});
  const passages = toPassages(question, page.hits);
  return {passages, composed: composeAnswer(question, passages)};
}

describe('offline answer composer', () => {
  it('answers from retrieved passages with citations that point at them', async () => {
    const {passages, composed} = await answer('How do I request licenses in a job script?');
    expect(composed.notCovered).toBe(false);
    expect(composed.citations.length).toBeGreaterThan(0);
    const retrieved = new Map(passages.map((p) => [p.n, p.url]));
    for (const c of composed.citations) expect(retrieved.get(c.n)).toBe(c.url);
    // Every [n] in the text is one of the citations.
    const cited = splitCitations(composed.text).flatMap((p) => ('n' in p ? [p.n] : []));
    expect(cited.length).toBeGreaterThan(0);
    for (const n of cited) expect(composed.citations.some((c) => c.n === n)).toBe(true);
    expect(composed.text).toContain('--licenses');
    expect(composed.citations.map((c) => c.url)).toContain('/platform/jobs#request-licenses');
  });

  it('says the docs do not cover a question below the relevance threshold', async () => {
    const {passages, composed} = await answer('What is the price of a GPU quantum kubernetes mainframe?');
    expect(covers(passages)).toBe(false);
    expect(composed.notCovered).toBe(true);
    expect(composed.text).toBe(notCoveredText);
    expect(composed.citations).toEqual([]);
  });

  it('carries the previous question into a short follow-up', () => {
    const history = [
      {role: 'user' as const, text: 'How do I create a cluster?'},
      {role: 'assistant' as const, text: 'Open Clusters. [1]'},
    ];
    expect(retrievalQuery('and delete it?', history)).toMatch(/^and delete it\? How do I create a cluster\?/);
    expect(retrievalQuery('How do I install the CLI with pip?', history)).toBe('How do I install the CLI with pip?');
  });

  it("leaves the reader's generic words out of the retrieval query, since search requires every word", () => {
    expect(retrievalQuery('How many sbatch arguments can one submission have?', [])).toMatch(
      /^How sbatch arguments can submission\b/,
    );
    expect(retrievalQuery('How many sbatch arguments can one submission have?', [])).not.toMatch(/\b(many|one|have)\b/);
    // Nothing but generic words: the question is searched as asked.
    expect(retrievalQuery('How many?', [])).toBe('How many?');
  });

  it('searches for the asking sentence alone when the sentences before it only tell a story', () => {
    const story =
      'One step of our pipeline uses a commercial tool. How does my job script ask Slurm for a license seat?';
    expect(retrievalQuery(story, [])).not.toMatch(/pipeline|commercial/);
    expect(retrievalQuery(story, [])).toMatch(/license seat/);
    // Typed without capitals, the same.
    expect(retrievalQuery(story.toLowerCase(), [])).not.toMatch(/pipeline|commercial/);
    // Too few words of its own ("cancel it"): the story says what "it" is.
    expect(retrievalQuery('I submitted a job with the wrong input. How do I cancel it?', [])).toMatch(
      /submitted a job/,
    );
    // A sentence that says "it" names nothing without the story, however many words it has.
    expect(
      retrievalQuery(
        'The client secret behind our Azure cloud account expires soon. How do I rotate it without breaking provisioning?',
        [],
      ),
    ).toMatch(/Azure/);
    // "Meanwhile" is the time the story set.
    expect(
      retrievalQuery(
        'We have a Slurm maintenance window on the cluster. How do I stop Vantage submissions from being pushed to sbatch meanwhile?',
        [],
      ),
    ).toMatch(/maintenance/);
    // A closing "then" is the case the story set: without it, "which port range" is any port range.
    expect(
      retrievalQuery("Our license file's SERVER line has no port. Which port range will lmgrd use then?", []),
    ).toMatch(/SERVER line/);
    expect(
      retrievalQuery("Our license file's SERVER line has no port. Which port range will lmgrd use?", []),
    ).not.toMatch(/SERVER line/);
    // Two questions: both are asked.
    expect(retrievalQuery('Is there a queue? How do I see which jobs wait in it?', [])).toMatch(/queue/);
    // The server type the story names is the server the sentence means; the story's other words stay out.
    const named = retrievalQuery(
      'LM-X is refusing checkouts for some users. How can I list the requests the server turned down?',
      [],
    );
    expect(named).toMatch(/LM-X/);
    expect(named).not.toMatch(/checkouts/);
    // So is the notebook a story wants: the flag asked for is the notebook command's.
    const notebook = retrievalQuery(
      'Our team wants a Jupyter notebook with 2 GPUs on the gpu partition. What flag do I pass on the CLI to actually get the GPUs?',
      [],
    );
    expect(notebook).toMatch(/notebook/i);
    expect(notebook).not.toMatch(/team/);
    // "Those" submissions are the story's, not the agent's: the story stays.
    expect(
      retrievalQuery(
        'slurmctld was down for an upgrade when jobbergate-agent tried to hand it a job. What status do those submissions end up with?',
        [],
      ),
    ).toMatch(/slurmctld was down/);
    // Not when the sentence names its own, nor from a Slurm license name that only contains one.
    expect(
      retrievalQuery('Two tools use RLM instead of FlexLM. What port does the rlm server listen on by default?', []),
    ).not.toMatch(/FlexLM/);
    expect(
      retrievalQuery(
        'When I put --licenses=ansys.cfd_base@flexlm:1 in my script, sbatch refuses it. What does the admin have to run so Slurm knows about that license?',
        [],
      ),
    ).not.toMatch(/\(flexlm\)/i);
    // A told afterthought is story too: the semester has nothing to do with how long a secret lasts.
    const afterthought =
      "How long is the Azure client secret valid by default? I don't want our cluster to break mid-semester.";
    expect(retrievalQuery(afterthought, [])).not.toMatch(/semester|break/);
    expect(storyAround(afterthought)).toMatch(/semester/);
    // An unpunctuated tail may be the question itself ("host:port or port@host"), so it stays.
    expect(
      retrievalQuery('olixtool wants the server address how exactly? host:port or port@host like flexlm', []),
    ).toMatch(/port@host/);
    // Unless it tells of the reader's own setting, in the first person.
    const told =
      'how big can one uploaded job script file be? some of our STAR-CCM+ macros + .sim support files are chunky';
    expect(retrievalQuery(told, [])).not.toMatch(/macros|chunky/);
    expect(storyAround(told)).toMatch(/chunky/);
  });

  it('retries without a word the docs never use, when the whole question finds no section holding its subject', async () => {
    const {engine} = fixtureEngine();
    const queries: string[] = [];
    const search = async (query: string) => {
      queries.push(query);
      return (await engine.search(query, {limit: 15})).hits;
    };
    // "wibbly" is on no page, so every word together finds nothing that holds the question's subject.
    const question = 'Where do Jupyter notebooks run wibbly?';
    const passages = await retrievePassages(question, [], search);
    expect(queries.length).toBeGreaterThan(1);
    expect(queries.slice(1).some((q) => !q.includes('wibbly'))).toBe(true);
    expect(passages.map((p) => p.path)).toContain('/platform/notebooks');
    // A question the docs hold whole is searched whole: no word is left out.
    queries.length = 0;
    await retrievePassages('Where do Jupyter notebooks run?', [], search);
    expect(new Set(queries).size).toBe(1);
  });

  it('searches the story alone when the asking sentence adds only words that pull in other pages', async () => {
    const flags = sectionHit(1, '/cli/usage', 'CLI usage', 'Options', 'Every command takes the --profile flag.', 10);
    const renew = sectionHit(
      2,
      '/platform/compute-providers/public-clouds/azure',
      'Azure',
      'Renew the client secret',
      'To rotate the Azure client secret and keep the old one working, run az ad sp credential reset --append.',
      30,
    );
    const calls: Array<{query: string; slack: number}> = [];
    // Every word must be in a section: "flag" is only on the CLI page, "rotate" only on Azure's.
    const question = 'I need to rotate the Azure client secret and keep the old one working. Which flag do I use?';
    const passages = await retrievePassages(question, [], slackSearch([flags, renew], calls));
    expect(passages[0].path).toBe('/platform/compute-providers/public-clouds/azure');
    expect(calls.some((c) => !/flag/i.test(c.query))).toBe(true);
  });

  it('lets a name spelled like code outweigh the everyday words around it', async () => {
    const upload = sectionHit(1, '/platform/storage', 'Storage', 'Upload', 'Put the file in your home directory.', 30);
    const agent = sectionHit(
      2,
      '/platform/compute-providers/on-premises/setup',
      'On-premises setup',
      'Troubleshooting',
      'The agent log says sbatch was not found when Slurm lives in /opt/slurm/bin: set JOBBERGATE_AGENT_SBATCH_PATH in /var/snap/jobbergate-agent/common/.env.',
      10,
    );
    const question =
      'Slurm lives in /opt/slurm/bin and the agent log says sbatch not found. Which file do I put JOBBERGATE_AGENT_SBATCH_PATH in?';
    const passages = await retrievePassages(question, [], slackSearch([upload, agent], []));
    expect(passages[0]?.path).toBe('/platform/compute-providers/on-premises/setup');
    // Offered, not "not covered": the section holds the one word that says what the question is about.
    expect(composeAnswer(question, passages).notCovered).toBe(false);
  });

  it("lets a long question in the reader's own words find a section holding only half of them, as a last resort", async () => {
    const overview = sectionHit(1, '/sdk', 'SDK', 'Overview', 'The SDK wraps the API for Python programs.', 10);
    const core = sectionHit(
      2,
      '/sdk/quickstart',
      'SDK quickstart',
      'Jobbergate core',
      'jobbergate-core lists job submissions from Python and refreshes the login token for you.',
      30,
    );
    const calls: Array<{query: string; slack: number}> = [];
    const search = slackSearch([overview, core], calls);
    const slacks = () => calls.map((c) => c.slack);
    const question =
      'From a Python workflow manager I want to list my job submissions without writing my own login and token refresh code. What should I use?';
    const passages = await retrievePassages(question, [], search);
    expect(passages[0]?.path).toBe('/sdk/quickstart');
    expect(Math.max(...slacks())).toBeGreaterThan(2);
    // A short question never gets that far: two missing words at most.
    calls.length = 0;
    await retrievePassages('How do I list my submissions in Python?', [], search);
    expect(Math.max(...slacks())).toBeLessThanOrEqual(1);
  });

  describe('when only a handful of sections hold every word', () => {
    const section = (id: number, path: string, heading: string, text: string, score: number) =>
      sectionHit(id, path, heading, heading, text, score);
    // Every word, by chance: the SDK overview mentions a company, a point and an installation in passing.
    const chance = (id: number) =>
      section(id, '/sdk', 'The SDK in brief', 'A point about the company behind the CLI, and its installation.', 10);
    const profile = section(
      100,
      '/cli/private-vantage-installation',
      'Point the CLI at a private installation',
      'Point the CLI at another installation with a profile: vantage profile create private --vantage-url https://app.example.com',
      40,
    );
    const question = 'How do I point the CLI at our company installation?';
    const searchWith = (strict: SearchHit[], slacks: number[]) => async (_query: string, options: {slack?: number}) => {
      slacks.push(options.slack ?? 0);
      return options.slack ? [...strict, profile] : strict;
    };

    it('reads the sections lacking one word too, and ranks them with the others', async () => {
      const slacks: number[] = [];
      const passages = await retrievePassages(question, [], searchWith([chance(1), chance(2)], slacks));
      expect(slacks).toEqual([0, 1]);
      expect(passages[0].path).toBe('/cli/private-vantage-installation');
      expect(passages.map((p) => p.path)).toContain('/sdk');
    });

    it('searches once when many sections hold every word', async () => {
      const slacks: number[] = [];
      const many = Array.from({length: 12}, (_, i) => chance(i + 1));
      const passages = await retrievePassages(question, [], searchWith(many, slacks));
      expect(slacks).toEqual([0]);
      expect(passages.map((p) => p.path)).not.toContain('/cli/private-vantage-installation');
    });
  });

  it('offers the pages lacking one word when every stricter search finds no section holding the subject', async () => {
    const {engine} = fixtureEngine();
    const calls: Array<{query: string; slack: number}> = [];
    // Strict searches find nothing, as when the question holds two words the docs never use.
    const search = async (query: string, options: {slack?: number; limit?: number}) => {
      calls.push({query, slack: options.slack ?? 0});
      return options.slack ? (await engine.search(query, options)).hits : [];
    };
    const passages = await retrievePassages('Where do Jupyter notebooks run?', [], search);
    expect(calls[0].slack).toBe(0);
    expect(calls.some((c) => c.slack === 1)).toBe(true);
    expect(passages.map((p) => p.path)).toContain('/platform/notebooks');
  });

  it('lets a page lack two words only in a long question', async () => {
    const {engine} = fixtureEngine();
    const slacks = async (question: string) => {
      const used: number[] = [];
      const passages = await retrievePassages(question, [], async (query, options) => {
        used.push(options.slack ?? 0);
        return (options.slack ?? 0) >= 2 ? (await engine.search(query, options)).hits : [];
      });
      return {used, paths: passages.map((p) => p.path)};
    };
    const long = await slacks('Where do Jupyter notebooks run on the cluster partitions of my research team at work?');
    expect(long.used.slice(0, 3)).toEqual([0, 1, 2]);
    expect(long.paths).toContain('/platform/notebooks');
    expect((await slacks('Where do Jupyter notebooks run?')).used).not.toContain(2);
  });

  it('puts a section about the asked task before one that only names the thing (another task in its heading)', () => {
    const section = (id: number, heading: string, text: string, score: number) =>
      sectionHit(id, '/cli/notebooks', 'Notebooks from the CLI', heading, text, score);
    const hits = [
      section(1, 'Start a notebook server', 'A notebook server runs until you delete it.', 100),
      section(2, 'Find your servers', 'The list shows each notebook server until you delete it.', 90),
      section(3, 'Stop and delete a server', 'Run vantage notebook delete to remove a notebook server.', 40),
    ];
    const order = (q: string) => toPassages(q, hits).map((p) => p.headings[0]);
    expect(order('How do I delete a notebook server?')[0]).toBe('Stop and delete a server');
    // Only a "how do I" question names a task: otherwise search's order stands.
    expect(order('What is a notebook server?')[0]).toBe('Start a notebook server');
  });

  describe("the lead page's other sections", () => {
    const guide = fixtureEngine({
      corpus: [
        {
          path: '/getting-started/sign-up',
          title: 'Sign up for Vantage',
          section: 'getting-started',
          records: [
            {text: 'Signing up gets you a Vantage login and an organization. It takes five minutes.'},
            {
              anchor: 'step-1-create-your-login',
              headings: ['Step 1: Create your login'],
              text: 'Open the web app and choose Continue with GitHub.',
            },
            {
              anchor: 'step-2-create-your-organization',
              headings: ['Step 2: Create your organization'],
              text: 'Enter the organization name and click Create Organization.',
            },
          ],
        },
        {
          path: '/platform/iam',
          title: 'Identity and access',
          section: 'platform',
          records: [{text: 'Each login belongs to one organization, whose administrators invite people.'}],
        },
      ],
    }).engine;
    const search = async (query: string, options: {slack?: number}) =>
      (await guide.search(query, {...options, limit: 15})).hits;

    it('reads the steps of a guide whose title matched, though they never say the words asked', async () => {
      const question = 'How do I sign up?';
      const found = await retrievePassages(question, [], search);
      expect(found.map((p) => p.url)).not.toContain('/getting-started/sign-up#step-1-create-your-login');
      const read = await retrievePassages(question, [], search, (hit) => guide.pageHits(hit));
      expect(read.slice(0, 3).map((p) => p.url)).toEqual([
        '/getting-started/sign-up',
        '/getting-started/sign-up#step-1-create-your-login',
        '/getting-started/sign-up#step-2-create-your-organization',
      ]);
      expect(read.map((p) => p.n)).toEqual(read.map((_, i) => i + 1));
      const composed = composeAnswer(question, read);
      expect(composed.text).toContain('Continue with GitHub');
      expect(composed.text).toContain('Create Organization');
    });

    it('makes room for the page by leaving out passages of other pages, not the sections search found', async () => {
      const hitOf = (id: number, path: string, anchor: string, text: string, score: number): SearchHit => ({
        id,
        url: anchor ? `${path}#${anchor}` : path,
        path,
        anchor,
        title: path === '/guide' ? 'Sign up guide' : `Sign up elsewhere ${id}`,
        headings: anchor ? [anchor] : [],
        section: 'platform',
        text,
        codeSpans: [],
        score,
        terms: [],
        prefixes: [],
      });
      const others = Array.from({length: 18}, (_, k) =>
        hitOf(100 + k, `/other-${k}`, '', 'You can sign up for this other thing.', 50 - k),
      );
      // Search found the guide's top and, last of all, its third step.
      const found = [
        hitOf(1, '/guide', '', 'Sign up in three steps.', 100),
        ...others,
        hitOf(4, '/guide', 'step-3', 'Sign up: finish.', 1),
      ];
      const page = [1, 2, 3, 4, 5].map((id) =>
        hitOf(id, '/guide', id === 1 ? '' : `step-${id - 1}`, `Step ${id - 1} of signing up.`, 0),
      );
      const read = await retrievePassages(
        'How do I sign up?',
        [],
        async () => found,
        async () => page,
      );
      expect(read).toHaveLength(20);
      const urls = read.map((p) => p.url);
      for (const step of ['step-1', 'step-2', 'step-3', 'step-4']) expect(urls).toContain(`/guide#${step}`);
      expect(urls.slice(0, 4)).toEqual(['/guide', '/guide#step-1', '/guide#step-2', '/guide#step-4']);
    });

    it('answers from what search found when the page cannot be read', async () => {
      const question = 'How do I sign up?';
      const read = await retrievePassages(question, [], search, () => Promise.reject(new Error('chunk failed')));
      expect(read).toEqual(await retrievePassages(question, [], search));
    });

    it('does not for a definition, nor when a section of the page came first', async () => {
      const pageOf = (hit: {id: number}) => guide.pageHits(hit);
      const what = await retrievePassages('What is sign up?', [], search, pageOf);
      expect(what.map((p) => p.url)).not.toContain('/getting-started/sign-up#step-1-create-your-login');
      const question = 'How do I create my organization?';
      const section = await retrievePassages(question, [], search, pageOf);
      expect(section[0].url).toBe('/getting-started/sign-up#step-2-create-your-organization');
      expect(section).toEqual(await retrievePassages(question, [], search));
    });
  });

  it('does not take how quick or how many things the reader mentions for the subject', () => {
    expect(subjectTerms('quick way to switch the CLI between two installations')).toEqual(
      subjectTerms('switch the CLI between installations'),
    );
  });

  it('does not take whose it is, or what is left of a contraction, for the subject', () => {
    expect(subjectTerms("we're upgrading slurm on our cluster; we've said we'll stop it for us")).toEqual(
      subjectTerms('upgrading slurm on cluster; said stop it'),
    );
  });

  it('keeps the story when the asking sentence points back at what it named', () => {
    const asked =
      'Our institute runs its own Vantage at app.hpc.example.org. How do I make the CLI talk to that instead of vantagecompute.ai?';
    expect(retrievalQuery(asked, [])).toMatch(/\binstitute\b.*\bprivate installation\b/);
    // "that" as a conjunction points at nothing: the story stays out.
    expect(retrievalQuery('We use FlexLM today. How do I check that the vendor daemon port is fixed?', [])).not.toMatch(
      /\btoday\b/,
    );
  });

  it('takes the words that ask for a comparison for no part of its subject, and a difference that is the subject for one', () => {
    expect(subjectTerms("what's the difference between REJECTED and ABORTED for a submission?")).toEqual(
      subjectTerms('REJECTED and ABORTED for a submission'),
    );
    expect(subjectTerms('teams vs permission groups')).toEqual(subjectTerms('teams permission groups'));
    expect(retrievalQuery('Full Admin versus Organization Admin', [])).not.toMatch(/versus/);
    expect(subjectTerms('flexlm clock difference too large error')).toContain(contentTerms('difference')[0]);
  });

  it("adds the docs' own term for a reader's phrase only when its words come in a run", () => {
    expect(retrievalQuery('How do I set up the CLI?', [])).toMatch(/\binstall\b/);
    // "pick up settings" holds "set" and "up", but not "set up".
    expect(retrievalQuery('does the python sdk pick up settings from environment variables', [])).not.toMatch(
      /\binstall\b/,
    );
  });

  it('splits citation markers from text', () => {
    expect(splitCitations('A [1] b [12].')).toEqual([{text: 'A '}, {n: 1}, {text: ' b '}, {n: 12}, {text: '.'}]);
  });
});
