import {buildIndex, type IndexedPage, type IndexedRecord} from '../../../src/plugins/search-index/build';
import {SearchEngine} from '../../../src/search/engine';

export interface FixturePage {
  path: string;
  title: string;
  section: string;
  /** Front-matter description (the page's purpose). */
  description?: string;
  records: Array<{anchor?: string; headings?: string[]; text: string; code?: string[]}>;
}

/** A small documentation corpus covering every section. */
export const fixturePages: FixturePage[] = [
  {
    path: '/platform/clusters',
    title: 'Clusters',
    section: 'platform',
    records: [
      {
        text: 'A cluster is a group of machines that run Slurm jobs. Vantage connects clusters from public clouds and on-premises sites.',
      },
      {
        anchor: 'create-a-cluster',
        headings: ['Create a cluster'],
        text: 'Open Clusters and click Create. Choose a provider and a region.',
      },
      {
        anchor: 'delete-a-cluster',
        headings: ['Delete a cluster'],
        text: 'Deleting a cluster removes its record; running jobs stop.',
      },
    ],
  },
  {
    path: '/platform/licenses/how-to-guides/flexlm/high-availability',
    title: 'FlexLM high availability',
    section: 'platform',
    records: [
      {text: 'FlexLM supports a three-server quorum so licenses survive the loss of one license server.'},
      {
        anchor: 'license-file-list',
        headings: ['License-file list'],
        text: 'List several license files separated by colons.',
      },
    ],
  },
  {
    path: '/platform/jobs',
    title: 'Running jobs on Vantage',
    section: 'platform',
    records: [
      {text: 'Jobs are Slurm batch scripts submitted to a cluster partition.'},
      {
        anchor: 'request-licenses',
        headings: ['Request licenses in a job'],
        text: 'Add #SBATCH --licenses=ansys@flexlm:4 to the job script to book four licenses.',
        code: ['--licenses'],
      },
    ],
  },
  {
    path: '/cli/commands',
    title: 'CLI command reference',
    section: 'cli',
    records: [
      {text: 'Every command of the vantage command-line tool.'},
      {
        anchor: 'vantage-cluster-create',
        headings: ['vantage cluster', 'vantage cluster create'],
        text: 'Create a Vantage cluster record for a cloud. vantage cluster create NAME --cloud TEXT',
        code: ['vantage cluster create', '--cloud'],
      },
      {
        anchor: 'vantage-cluster-list',
        headings: ['vantage cluster', 'vantage cluster list'],
        text: 'List the clusters of your organization.',
        code: ['vantage cluster list'],
      },
    ],
  },
  {
    path: '/cli/installation',
    title: 'Install the Vantage CLI',
    section: 'cli',
    records: [{text: 'Install the CLI with pip install vantage-cli on Python 3.12 or later.'}],
  },
  {
    path: '/api/authentication',
    title: 'API authentication',
    section: 'api',
    records: [{text: 'Requests carry a bearer token obtained from the identity provider with client credentials.'}],
  },
  {
    path: '/sdk/quickstart',
    title: 'SDK quickstart',
    section: 'sdk',
    records: [{text: 'The Python SDK wraps the API: create a client, then list clusters.'}],
  },
  {
    path: '/getting-started/sign-up',
    title: 'Sign up',
    section: 'getting-started',
    records: [{text: 'Create your Vantage account with an email address and verify it.'}],
  },
  {
    path: '/platform/notebooks',
    title: 'Notebooks',
    section: 'platform',
    records: [{text: 'Jupyter notebooks run on a cluster node. <script>alert(1)</script> is shown as text.'}],
  },
];

export function fixtureRecords(corpus: readonly FixturePage[] = fixturePages): {
  pages: IndexedPage[];
  records: IndexedRecord[];
} {
  const pages: IndexedPage[] = [];
  const records: IndexedRecord[] = [];
  for (const p of corpus) {
    const page = pages.length;
    pages.push({path: p.path, title: p.title, section: p.section, description: p.description});
    for (const r of p.records) {
      records.push({
        id: records.length,
        page,
        path: p.path,
        title: p.title,
        section: p.section,
        description: p.description,
        anchor: r.anchor ?? '',
        headings: r.headings ?? [],
        text: r.text,
        code: r.code ?? [],
      });
    }
  }
  return {pages, records};
}

/** An engine over the fixture corpus (or another), reading from memory; `requests` lists every file read. */
export function fixtureEngine(options: {fail?: boolean; corpus?: readonly FixturePage[]; maxPostings?: number} = {}) {
  const {pages, records} = fixtureRecords(options.corpus);
  const built = buildIndex(pages, records, {maxPostings: options.maxPostings});
  const files = new Map<string, unknown>();
  files.set('meta.json', built.meta);
  for (const [key, shard] of built.shards) files.set(`${built.meta.id}/s/${key}.json`, shard);
  built.chunks.forEach((c, i) => files.set(`${built.meta.id}/c/${i}.json`, c));
  files.set(`${built.meta.id}/v.json`, built.vocabulary);
  const requests: string[] = [];
  const engine = new SearchEngine(async (path) => {
    requests.push(path);
    if (options.fail) throw new Error('network down');
    if (!files.has(path)) throw new Error(`missing ${path}`);
    return structuredClone(files.get(path));
  });
  return {engine, requests, built};
}
