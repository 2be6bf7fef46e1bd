import {describe, expect, it} from 'vitest';
import {allowedEdits, corrections, editDistance, planQuery} from '../../../src/search/query';
import {processTerm, snippet, segmentsToText, terms} from '../../../src/search/text';
import {fixtureEngine, type FixturePage} from './fixture';
import type {QueryOptions} from '../../../src/search/engine';

/** A corpus where the page about a topic competes with pages that mention it more often. */
const corpus: FixturePage[] = [
  {
    path: '/cli/installation',
    title: 'Install the Vantage CLI',
    section: 'cli',
    description: 'Install the command-line tool from PyPI and check that it works.',
    records: [
      {text: 'Use pip or uv.'},
      {anchor: 'verify', headings: ['Verify'], text: 'Run vantage --version.'},
      {anchor: 'uninstall', headings: ['Uninstall'], text: 'Remove the Vantage CLI: pip uninstall vantage-cli.'},
    ],
  },
  {
    path: '/cli/contributing',
    title: 'Contributing to the CLI',
    section: 'cli',
    description: 'Work on the source of the command-line tool.',
    records: [
      {text: 'Patches are welcome.'},
      {
        anchor: 'set-up',
        headings: ['Set up'],
        text: 'Install the CLI from source to install the CLI in development mode: install the CLI dependencies, install the CLI hooks.',
      },
      {anchor: 'releases', headings: ['Releases'], text: 'A tag starts the release workflow.'},
      {anchor: 'hooks', headings: ['Uninstall the hooks'], text: 'Run pre-commit uninstall.'},
    ],
  },
  {
    path: '/platform/clusters/slurm',
    title: 'Slurm clusters',
    section: 'platform',
    records: [
      {text: 'Every cluster runs the Slurm workload manager.'},
      {
        anchor: 'sbatch',
        headings: ['Submit with sbatch'],
        text: 'Jobs are sent to Slurm with sbatch and an entrypoint script.',
      },
    ],
  },
  {
    path: '/platform/partners/atnorth',
    title: 'Clusters on atNorth',
    section: 'platform',
    records: [{text: 'atNorth runs data centers in the Nordics.'}],
  },
  {
    path: '/platform/on-premises',
    title: 'Connect an on-premises cluster',
    section: 'platform',
    records: [{text: 'Run the agents on your own head node.'}],
  },
  {
    path: '/platform/teams',
    title: 'Teams',
    section: 'platform',
    records: [{text: 'Teams share clusters. A team has members and an owner.'}],
  },
  {
    path: '/platform/storage',
    title: 'Storage',
    section: 'platform',
    records: [{text: 'Data lives on the shared file system of the cluster; slum is not a word the docs use for it.'}],
  },
];

async function search(query: string, slack = 0, fill?: number, rankModel?: boolean) {
  const {engine, requests} = fixtureEngine({corpus});
  const page = await engine.search(query, {limit: 50, slack, fill, rankModel});
  return {...page, urls: page.hits.map((h) => h.url), paths: page.hits.map((h) => h.path), requests};
}

describe('ranking: every word required, with a labelled fallback', () => {
  it('returns only records of pages holding every word', async () => {
    const {paths, partial} = await search('slurm sbatch');
    expect(partial).toBe(false);
    expect(new Set(paths)).toEqual(new Set(['/platform/clusters/slurm']));
  });

  it('falls back to some of the words and says so when no page holds them all', async () => {
    const {paths, partial} = await search('sbatch owner');
    expect(partial).toBe(true);
    expect(paths).toContain('/platform/clusters/slurm');
    expect(paths).toContain('/platform/teams');
  });

  it('with slack, matches pages lacking that many words as a full match, not as the fallback', async () => {
    const strict = await search('sbatch owner');
    expect(strict.partial).toBe(true);
    const loose = await search('sbatch owner', 1);
    expect(loose.partial).toBe(false);
    expect(loose.paths).toContain('/platform/clusters/slurm');
    expect(loose.paths).toContain('/platform/teams');
    // Of two words, a page then needs either one.
    expect(new Set((await search('slurm sbatch', 1)).paths)).toEqual(
      new Set([
        ...(await search('slurm sbatch')).paths,
        ...(await search('slurm')).paths,
        ...(await search('sbatch')).paths,
      ]),
    );
    // Slack never drops the last word: a one-word query still needs it.
    expect((await search('sbatch', 1)).paths).toEqual((await search('sbatch')).paths);
  });

  it('in the fallback, shows the pages holding the most words', async () => {
    const {paths, partial} = await search('slurm sbatch owner');
    expect(partial).toBe(true);
    expect(new Set(paths)).toEqual(new Set(['/platform/clusters/slurm']));
  });

  it('does not require filler words, but keeps content words required', async () => {
    expect(
      planQuery('keep slurm costs down')
        .units.filter((u) => !u.optional)
        .map((u) => u.raw.join(' ')),
    ).toEqual(['slurm', 'costs']);
    const {paths, partial} = await search('make a slurm cluster');
    expect(partial).toBe(false);
    expect(paths[0]).toBe('/platform/clusters/slurm');
  });

  it('does not require how readers talk: contractions without apostrophes, "already", "easiest", "our"', async () => {
    expect(
      planQuery("whats the easiest way to connect our slurm cluster we already have, it doesn't show")
        .units.filter((u) => !u.optional)
        .map((u) => u.raw.join(' ')),
    ).toEqual(['connect', 'slurm', 'cluster']);
    // Manner and time are how, not what: "fully", "next week".
    expect(
      planQuery('how do i fully uninstall the cli during our run next week')
        .units.filter((u) => !u.optional)
        .map((u) => u.raw.join(' ')),
    ).toEqual(['uninstall', 'cli', 'run']);
    // "while", "said", "wrong": how a reader tells what happened, not what it is about. "for ages" is kept: it is the
    // synonym list's way of saying "stuck", which a troubleshooting row does say.
    expect(
      planQuery('my submission said CREATED for ages while we waited, what is wrong')
        .units.filter((u) => !u.optional)
        .map((u) => u.raw.join(' ')),
    ).toEqual(['submission', 'CREATED', 'for ages', 'waited']);
    // "FlexLM section": a reader naming the part of the site they want, which pages rarely say of themselves.
    expect(
      planQuery('FlexLM section')
        .units.filter((u) => !u.optional)
        .map((u) => u.raw.join(' ')),
    ).toEqual(['FlexLM']);
    const {paths, partial} = await search('our slurm cluster doesnt already');
    expect(partial).toBe(false);
    expect(paths[0]).toBe('/platform/clusters/slurm');
  });
});

describe('ranking: when few pages hold every word, the pages lacking one follow them, marked', () => {
  it('lists pages lacking one word after those holding them all, each hit marked partial', async () => {
    const {hits, partial} = await search('cluster owner');
    expect(partial).toBe(false);
    const firstFill = hits.findIndex((h) => h.partial);
    expect(firstFill).toBeGreaterThan(0);
    expect(new Set(hits.slice(0, firstFill).map((h) => h.path))).toEqual(new Set(['/platform/teams']));
    expect(hits.slice(0, firstFill).every((h) => h.partial === undefined)).toBe(true);
    expect(hits.slice(firstFill).every((h) => h.partial === true)).toBe(true);
    expect(hits.slice(firstFill).map((h) => h.path)).toContain('/platform/clusters/slurm');
  });

  it('from three words on, ranks a strong page lacking one word above a weak page holding them all', async () => {
    const {engine} = fixtureEngine({
      corpus: [
        {
          path: '/slurm',
          title: 'Slurm partitions',
          section: 'platform',
          records: [{text: 'Partitions of a Slurm cluster group nodes; each partition has a node limit.'}],
        },
        {
          path: '/notes',
          title: 'Release notes',
          section: 'platform',
          records: [
            {
              text: 'Fixed: a Slurm partition could pass its limit after an upgrade, with many other small and unrelated fixes.',
            },
          ],
        },
        {
          path: '/limits',
          title: 'Partition limits',
          section: 'platform',
          records: [{text: 'Each partition has a limit on how many nodes it starts.'}],
        },
      ],
    });
    const ranked = await engine.search('slurm partition limit', {limit: 10});
    expect(ranked.hits.map((h) => [h.path, h.partial === true])).toEqual([
      ['/slurm', false],
      ['/limits', true],
      ['/notes', false],
    ]);
    // Ask and the MCP server turn it off: every word, as before.
    const strict = await engine.search('slurm partition limit', {limit: 10, fill: 0});
    expect(strict.hits.map((h) => h.path)).toEqual(['/slurm', '/notes']);
  });

  it('when no page holds every word of a long query, follows the pages holding the most with those lacking one more', async () => {
    const {engine} = fixtureEngine({
      corpus: [
        {
          path: '/heartbeat',
          title: 'Agent heartbeat',
          section: 'platform',
          records: [{text: 'The agent sends a heartbeat; after a missed heartbeat it will retry.'}],
        },
        {
          path: '/journal',
          title: 'Agent journal',
          section: 'platform',
          records: [{text: 'The agent writes a journal.'}],
        },
        {path: '/other', title: 'Release notes', section: 'platform', records: [{text: 'Nothing about it.'}]},
      ],
    });
    const page = await engine.search('agent heartbeat journal retry', {limit: 10});
    expect(page.partial).toBe(true);
    expect(page.hits.map((h) => [h.path, h.partial === true])).toEqual([
      ['/heartbeat', false],
      ['/journal', true],
    ]);
    // Two words are not long: the fallback alone, as before.
    expect((await engine.search('heartbeat journal', {limit: 10})).hits.some((h) => h.partial)).toBe(false);
  });

  it('adds none when enough pages hold every word, when turned off, or for a one-word query', async () => {
    expect((await search('cluster owner', 0, 1)).hits.some((h) => h.partial)).toBe(false);
    expect(new Set((await search('cluster owner', 0, 0)).paths)).toEqual(new Set(['/platform/teams']));
    expect((await search('cluster')).hits.some((h) => h.partial)).toBe(false);
    // The fallback for no page holding every word stays as it was: one flag for the whole answer.
    expect((await search('sbatch owner')).hits.some((h) => h.partial)).toBe(false);
  });
});

describe('ranking: a page about the query outranks pages that mention it', () => {
  // These check the hand rules' tiers, the rank model's input (rankModel: false where a two-page corpus would
  // give the model a page size and depth it never meets).
  it('counts a synonym of the reader\'s words in a title ("command line tool" for "CLI")', async () => {
    const pages: FixturePage[] = [
      {
        path: '/cli/installation',
        title: 'Install the Vantage CLI',
        section: 'cli',
        records: [{text: 'Use pip or uv.'}],
      },
      {
        path: '/cli/plugins',
        title: 'Command line tool plugins',
        section: 'cli',
        description: 'Install plugins for the command line tool.',
        records: [
          {text: 'Install a plugin, then install its data. The command line tool loads each plugin you install.'},
        ],
      },
    ];
    const {hits} = await fixtureEngine({corpus: pages}).engine.search('install the command line tool', {
      limit: 5,
      rankModel: false,
    });
    expect(hits[0].path).toBe('/cli/installation');
  });

  it('puts the page whose title holds every word first', async () => {
    const {paths} = await search('install cli');
    expect(paths[0]).toBe('/cli/installation');
    // The section that repeats the words is still found, below.
    expect(paths).toContain('/cli/contributing');
  });

  it('counts the page title and purpose for its sections', async () => {
    // "cli" is only in the page title; "release" only in the section.
    expect((await search('cli release')).urls[0]).toBe('/cli/contributing#releases');
    // "pypi" is only in the description (purpose).
    expect((await search('pypi')).paths[0]).toBe('/cli/installation');
  });

  it('counts the page title for a section that also says the words in its text', async () => {
    // "CLI" is in the uninstall section's text and its page's title; the hooks section only has the title.
    expect((await search('uninstall cli', 0, undefined, false)).urls.slice(0, 2)).toEqual([
      '/cli/installation#uninstall',
      '/cli/contributing#hooks',
    ]);
  });
});

describe('ranking: typos in short words', () => {
  it('counts a transposition as one edit and allows one edit from four letters, two from eight', () => {
    expect(editDistance('slrum', 'slurm', 2)).toBe(1);
    expect(editDistance('sbtach', 'sbatch', 2)).toBe(1);
    expect(editDistance('atnorht', 'atnorth', 2)).toBe(1);
    expect(allowedEdits('rlm')).toBe(1);
    expect(allowedEdits('r2d')).toBe(0);
    expect(allowedEdits('vm')).toBe(0);
    expect(allowedEdits('slrum')).toBe(1);
    expect(allowedEdits('availabilty')).toBe(2);
    expect(allowedEdits('--slrum')).toBe(0);
  });

  it('prefers the most common correction and never returns more than asked', () => {
    expect(corrections('slrum', ['slurm', 'slum', 'serum', 'sbatch'], 1)).toEqual(['slurm']);
    expect(corrections('slrum', ['slurm', 'slum', 'serum'], 2)).toHaveLength(2);
    expect(corrections('zzzzz', ['slurm'])).toEqual([]);
  });

  it('corrects a three-letter word only by swapping two neighbouring letters', () => {
    expect(corrections('jbo', ['jab', 'job', 'jobs'])).toEqual(['job']);
    expect(corrections('kye', ['key', 'kyc'])).toEqual(['key']);
    expect(corrections('rml', ['xml', 'rlm'])).toEqual(['rlm']);
    // One substitution is not enough evidence in so short a word.
    expect(corrections('jib', ['job', 'jab'])).toEqual([]);
  });

  it.each([
    ['ppi', '/cli/installation'],
    ['slrum', '/platform/clusters/slurm'],
    ['sbtach', '/platform/clusters/slurm'],
    ['atnorht', '/platform/partners/atnorth'],
    ['taems', '/platform/teams'],
  ])('finds %s', async (query, page) => {
    expect((await search(query)).paths[0]).toBe(page);
  });

  it('fetches the vocabulary only for words the index does not know', async () => {
    const known = await search('slurm');
    expect(known.requests.some((r) => r.endsWith('/v.json'))).toBe(false);
    const typo = await search('slrum');
    expect(typo.requests.some((r) => r.endsWith('/v.json'))).toBe(true);
  });

  it('does not flood: a corrected word finds only pages holding a correction', async () => {
    const {paths} = await search('slrum ');
    for (const p of paths) expect(['/platform/clusters/slurm', '/platform/storage']).toContain(p);
  });
});

describe('ranking: synonyms', () => {
  it('plans the group of a phrase as lower-weighted alternatives, not required words', () => {
    const [unit] = planQuery('on-prem').units;
    const synonyms = unit.alternatives.filter((a) => a.kind === 'synonym');
    expect(synonyms.map((a) => a.terms.flat().join(' '))).toContain('premis');
    expect(Math.max(...synonyms.map((a) => a.weight))).toBeLessThan(unit.alternatives[0].weight);
  });

  it('reads overlapping phrases of one group as one unit ("own server" and "server room")', () => {
    const units = planQuery('hook up the cluster in our own server room').units.filter((u) => !u.optional);
    expect(units.map((u) => u.raw.join(' '))).toEqual(['hook up', 'cluster', 'own server room']);
    expect(units[0].alternatives.map((a) => a.terms.flat().join(' '))).toContain('connect');
    expect(units[2].alternatives.map((a) => a.terms.flat().join(' '))).toContain('premis');
  });

  it('meets a noun the stemmer keeps apart from its verb ("reconcile" for "reconciliation")', () => {
    const [unit] = planQuery('reconcile').units;
    expect(unit.alternatives.map((a) => a.terms.flat().join(' '))).toContain(processTerm('reconciliation')[0]);
  });

  it('meets Slurm\'s word "walltime" with the docs\' "time limit"', () => {
    const [unit] = planQuery('walltime').units;
    expect(unit.alternatives.map((a) => a.terms.flat().join(' '))).toContain(
      `${processTerm('time')[0]} ${processTerm('limit')[0]}`,
    );
  });

  it('meets "email" with "e-mail", which the docs also write', () => {
    const [unit] = planQuery('email').units;
    expect(unit.alternatives.map((a) => a.terms.flat().join(' '))).toContain(terms('e-mail').join(' '));
  });

  it('keeps License Manager, the product, apart from a license server', () => {
    const licenseServer = `${processTerm('license')[0]} ${processTerm('server')[0]}`;
    const alternatives = (query: string) =>
      planQuery(query).units.flatMap((u) => u.alternatives.map((a) => a.terms.flat().join(' ')));
    expect(alternatives('license manager bookings')).not.toContain(licenseServer);
    expect(alternatives('licence server')).toContain(licenseServer);
  });

  it('finds a page by a synonym of its words', async () => {
    const {paths, partial} = await search('on-prem cluster');
    expect(partial).toBe(false);
    expect(paths[0]).toBe('/platform/on-premises');
  });

  it("ranks the reader's own word above its synonym", async () => {
    // 'command line' is a synonym of 'cli': the page saying "CLI" in its title comes first.
    const {paths} = await search('command line');
    expect(paths).toContain('/cli/installation');
    const own = await search('cli');
    expect(own.paths.slice(0, 2).sort()).toEqual(['/cli/contributing', '/cli/installation']);
  });
});

describe('snippets come from prose', () => {
  const text =
    'Create the cluster first.\nvantage cluster create demo --cloud aws\nThe cluster is ready when its status is Ready.';
  const code: Array<[number, number]> = [[26, 65]];

  it('leaves code out when the words are in the prose', () => {
    const out = segmentsToText(snippet(text, ['cluster'], [], 180, code));
    expect(out).not.toContain('vantage cluster create');
    expect(out).toContain('status is Ready');
  });

  it('shows code when only the code matches', () => {
    const out = segmentsToText(snippet(text, ['--cloud'], [], 180, code));
    expect(out).toContain('--cloud aws');
  });
});

describe('ranking: the title tier', () => {
  const titles: FixturePage[] = [
    {
      path: '/jobs/tutorials/submissions',
      title: 'Job tutorials: job submission tutorials',
      section: 'platform',
      records: [{text: 'Job tutorials for every job: these job tutorials cover submissions.'}],
    },
    {path: '/jobs/tutorials', title: 'Job tutorials', section: 'platform', records: [{text: 'Lessons for jobs.'}]},
    {
      path: '/licenses/user-managed',
      title: 'User-managed license server',
      section: 'platform',
      records: [{text: 'A group of steps.'}],
    },
    {
      path: '/iam',
      title: 'Identity and access',
      section: 'platform',
      records: [
        {text: 'Who can sign in.'},
        {anchor: 'user-groups', headings: ['User groups'], text: 'Each one grants permissions.'},
      ],
    },
  ];
  const run = async (query: string) =>
    (await fixtureEngine({corpus: titles}).engine.search(query, {limit: 20})).hits.map((h) => h.path);

  it('puts the title that says little besides the query first', async () => {
    expect((await run('job tutorials'))[0]).toBe('/jobs/tutorials');
  });

  it('needs every word of a phrase unit in the title, not one of them', async () => {
    // "user group" is one unit (a synonym phrase): "User-managed" in a title does not make that page about it.
    expect((await run('user groups'))[0]).toBe('/iam');
  });
});

describe('ranking: pages listing every command or endpoint', () => {
  const listingCorpus: FixturePage[] = [
    {
      path: '/cli/commands',
      title: 'CLI command reference',
      section: 'cli',
      records: [
        {text: 'Every command of the vantage command-line tool.'},
        {
          anchor: 'vantage-job-submission-delete',
          headings: ['vantage job submission', 'vantage job submission delete'],
          text: 'Delete a job submission; a running job on the cluster is not stopped by this.',
          code: ['vantage job submission delete'],
        },
      ],
    },
    {
      path: '/platform/jobs/how-to-guides/submissions',
      title: 'Manage job submissions',
      section: 'platform',
      records: [
        {text: 'Watch, cancel and clean up the submissions of your jobs.'},
        {
          anchor: 'cancel',
          headings: ['Cancel a running job'],
          text: 'A job stopped on the cluster with scancel ends, and Vantage records that it was cancelled.',
        },
      ],
    },
  ];
  const pagesFor = async (query: string) => {
    const {engine} = fixtureEngine({corpus: listingCorpus});
    const page = await engine.search(query, {limit: 20});
    return [...new Set(page.hits.map((h) => h.path))];
  };

  it('marks the listing pages in the index (src/search/listings.ts)', () => {
    const {built} = fixtureEngine({corpus: listingCorpus});
    expect(built.meta.listingPages).toEqual([0]);
  });

  it('puts the best other page first when the listing only shares the common words', async () => {
    expect(await pagesFor('job stopped cluster')).toEqual([
      '/platform/jobs/how-to-guides/submissions',
      '/cli/commands',
    ]);
  });

  it('keeps it first when the query names an entry or asks for a command', async () => {
    expect((await pagesFor('vantage job submission delete'))[0]).toBe('/cli/commands');
    expect((await pagesFor('job stopped cluster command'))[0]).toBe('/cli/commands');
  });
});

describe('ranking: a word in so many records that the index keeps only some of them', () => {
  const common: FixturePage[] = [
    ...['a', 'b', 'c', 'd', 'e'].map((n) => ({
      path: `/platform/${n}`,
      title: `Page ${n}`,
      section: 'platform',
      records: [{text: `The cluster ${n} is ready.`}],
    })),
    {
      path: '/cli/usage',
      title: 'Using the command line',
      section: 'cli',
      records: [
        {
          text: 'A long record that names the cluster once among many other words: a command is not found when you are signed out of the service.',
        },
      ],
    },
    {
      path: '/platform/rlm',
      title: 'RLM troubleshooting',
      section: 'platform',
      records: [{text: 'The feature is not found.'}],
    },
  ];
  const paths = async (options: QueryOptions) => {
    const {engine, built} = fixtureEngine({corpus: common, maxPostings: 2});
    const page = await engine.search('cluster not found', {limit: 20, fill: 0, ...options});
    return {paths: page.hits.map((h) => h.path), built};
  };

  it('still knows which pages lack it: the shard lists every page holding it', async () => {
    const {paths: found, built} = await paths({});
    // Two records kept of six: /cli/usage (long, where the word weighs least) is not among them.
    const shard = [...built.shards.values()].find((s) => s.t.some(([term]) => term === 'cluster'))!;
    expect(shard.g?.map(([term]) => term)).toContain('cluster');
    expect(found).toContain('/cli/usage');
    expect(found).not.toContain('/platform/rlm');
  });

  it('counts it on every page when asked to (Ask)', async () => {
    const {paths: found} = await paths({commonWordsAnywhere: true});
    expect(found).toContain('/platform/rlm');
  });
});
