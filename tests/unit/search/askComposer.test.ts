import {describe, expect, it} from 'vitest';
import {
  composeAnswer,
  hasShape,
  hedgeText,
  minConfidence,
  notCoveredText,
  questionKind,
  splitCitations,
  toPassages,
} from '../../../src/search/ask';
import {parseAnswer} from '../../../src/search/answerFormat';
import {lineChoices} from '../../../src/search/compose/modelLines';
import {codeAsWords, installsOtherWay} from '../../../src/search/compose/candidates';
import {placeNamed} from '../../../src/search/compose/offer';
import type {Draft} from '../../../src/search/compose/draft';
import {lineScore} from '../../../src/search/askLineModel';
import {asksForOneName, asksForOneNumber, asksWhichOne, ownField} from '../../../src/search/compose/valueLocks';
import {
  amidOtherEndpoints,
  askedClause,
  asksMore,
  contentTerms,
  definedPhrase,
  focusedQuestion,
  foreignNames,
  namesOtherObject,
  namesOtherServer,
  namesOtherTask,
  placedUnderOther,
  valueShape,
  withoutRuledOut,
} from '../../../src/search/askQuestion';
import type {ComposedAnswer} from '../../../src/search/askCompose';
import type {SearchHit} from '../../../src/search/engine';
import type {Passage} from '../../../src/search/askPassages';
import addCoworkerPassages from './fixtures/add-coworker-passages.json';

let nextId = 0;

/** Record text as the index stores it, from text whose code blocks are fenced with ``` lines: the text without fences, and the blocks' [start, end) offsets. */
function withCodeSpans(fenced: string): {text: string; codeSpans: Array<[number, number]>} {
  const lines: string[] = [];
  const codeSpans: Array<[number, number]> = [];
  let start = -1;
  let offset = 0;
  for (const line of fenced.split('\n')) {
    if (line === '```') {
      if (start < 0) start = offset;
      else {
        codeSpans.push([start, offset - 1]);
        start = -1;
      }
      continue;
    }
    lines.push(line);
    offset += line.length + 1;
  }
  return {text: lines.join('\n'), codeSpans};
}

/** A search hit as the engine returns it (records of one page get increasing ids, in page order). */
function hit(path: string, title: string, headings: string[], fenced: string, score = 10): SearchHit {
  const {text, codeSpans} = withCodeSpans(fenced);
  const anchor = headings.length ? headings[headings.length - 1].toLowerCase().replace(/[^a-z0-9]+/g, '-') : '';
  return {
    id: nextId++,
    url: anchor ? `${path}#${anchor}` : path,
    path,
    anchor,
    title,
    headings,
    section: 'platform',
    text,
    codeSpans,
    score,
    terms: [],
    prefixes: [],
  };
}

/** The composer's verdict: sure of the lines it leads with. Offline, even those are offered under the hedge. */
function sure(composed: ComposedAnswer): boolean {
  return (
    composed.mode === 'passages' && composed.text.startsWith(hedgeText) && (composed.confidence ?? 0) >= minConfidence
  );
}

/** Offered as the closest passages, the rules not sure of any lines. */
function unsure(composed: ComposedAnswer): boolean {
  return composed.mode === 'passages' && !((composed.confidence ?? 0) >= minConfidence);
}

/** What follows the hedge's opening line. */
function led(composed: ComposedAnswer): string {
  return composed.text.startsWith(`${hedgeText}\n`) ? composed.text.slice(hedgeText.length + 1) : composed.text;
}

function answer(question: string, hits: SearchHit[]) {
  return composeAnswer(question, toPassages(question, hits));
}

/** The section that defines a booking, as License Manager's overview page has it. */
function bookingsSection(score: number): SearchHit {
  return hit(
    '/platform/licenses',
    'Licenses',
    ['Bookings'],
    "A booking is License Manager's promise of licenses to one job until the application checks them out. Each booking records the job, the feature and the quantity.",
    score,
  );
}

/** Two lines about grace time, the first only mentioning it, and a section about bookings. */
function graceTime(): SearchHit[] {
  return [
    hit(
      '/platform/licenses',
      'Licenses',
      ['Grace time'],
      'The API stores grace time on each configuration. Grace time is how long a booking is kept while the application checks its licenses out.',
      20,
    ),
    hit('/platform/licenses', 'Licenses', ['Bookings'], 'A booking is a promise of licenses to one job.', 15),
  ];
}

/** One section of numbered steps for rotating an API key. */
function rotateKey(): SearchHit[] {
  return [
    hit(
      '/platform/keys',
      'Keys',
      ['Rotate the API key'],
      '1. Create a new API key in the console.\n2. Put the new API key into the account.\n3. Delete the old API key.',
      20,
    ),
  ];
}

/** The composer's rules alone, without the line model's agreement: for tests of which lines the rules choose. */
function byRules(question: string, hits: SearchHit[]) {
  return composeAnswer(question, toPassages(question, hits), {modelCheck: false});
}

/** Citation numbers in the order they first appear in the text. */
function markers(text: string): number[] {
  return splitCitations(text).flatMap((p) => ('n' in p ? [p.n] : []));
}

const rlmPage = '/platform/licenses/how-to-guides/rlm';
const rlmHits = () => [
  hit(
    rlmPage,
    'RLM license servers',
    [],
    'RLM is the Reprise License Manager, used by many publishers for floating licenses.',
    30,
  ),
  hit(
    rlmPage,
    'RLM license servers',
    ['Ports'],
    [
      'rlm main port, default 5053: Port field of the HOST line',
      'Web admin, default 5054: rlm -ws <port>',
      'ISV server, default Random at each start: port= on the ISV line',
      'Clients need the main port and the ISV port.',
    ].join('\n'),
    12,
  ),
  hit(
    '/platform/licenses/how-to-guides/lmx',
    'LM-X license servers',
    ['Ports'],
    'The LM-X server listens on TCP port 6200 by default.',
    8,
  ),
];

/** An invitation tutorial whose steps are its sections; the second holds the list of actions. */
function inviteGuide(): SearchHit[] {
  const page = '/getting-started/invite-intro';
  const title = 'Invite users to your organization';
  return [
    hit(
      page,
      title,
      [],
      'Vantage organizations grow by invitation: an administrator sends an invitation to a colleague, and the colleague joins by following the link in the e-mail.',
      21,
    ),
    hit(
      page,
      title,
      ['Step 1: Decide which permission groups to give'],
      'A permission group is a named set of rights.',
      20,
    ),
    hit(
      page,
      title,
      ['Step 2: Send the invitation'],
      'In the left sidebar, open Settings.\nSelect the Users tab.\nClick New Invite. The Invite User dialog opens.\nIn Email, type the address of your colleague.\nClick Send invite request. Vantage e-mails the invitation to join your organization.',
      19,
    ),
    hit(
      page,
      title,
      ['Step 3: Your colleague accepts'],
      'Your colleague opens the e-mail and follows the join link.',
      18,
    ),
  ];
}

describe('question kinds', () => {
  it('tells steps, definitions, values and explanations apart', () => {
    expect(questionKind('How do I connect a FlexLM license server?')).toBe('howto');
    expect(questionKind('What is a license booking?')).toBe('what');
    expect(questionKind('What does Lost quorum mean?')).toBe('what');
    expect(questionKind('What port does an RLM server use?')).toBe('value');
    expect(questionKind('How many sbatch arguments can one submission have?')).toBe('value');
    expect(questionKind('Which tool queries an OLicense server?')).toBe('value');
    expect(questionKind('Why is my licensed job stuck pending?')).toBe('explain');
    // What an option does is behaviour, not one of its values.
    expect(questionKind('What does the --dev-run option of a deployment app do?')).toBe('explain');
    expect(questionKind('What option turns on dev mode?')).toBe('value');
    // Steps asked for someone else are still steps; how a thing works is an explanation.
    expect(questionKind('How can a user bump the wall time for one run?')).toBe('howto');
    expect(questionKind('how do students get access to the course cluster')).toBe('howto');
    expect(questionKind('How does the agent report license usage?')).toBe('explain');
    // A noun phrase naming a value asks for it, question word or not.
    expect(questionKind('max number of sbatch arguments per job submission?')).toBe('value');
    expect(questionKind('default tcp port of an LM-X license server?')).toBe('value');
    expect(questionKind('maximum node count, what does it do')).toBe('explain');
    // What is causing or blocking something asks why, not what a thing is.
    expect(questionKind("gcloud keys create fails with a policy error. What's blocking it?")).toBe('explain');
    expect(questionKind('what is causing my jobs to pend')).toBe('explain');
    expect(questionKind('what is licensing')).toBe('what');
  });

  it('reads the clause that asks, after the scene a reader sets, and "what\'s" or "what exactly is"', () => {
    expect(questionKind("we're patching slurm this weekend, how do i stop vantage from sending jobs")).toBe('howto');
    expect(questionKind('installed the cli with pipx a while ago, how do I update it')).toBe('howto');
    expect(questionKind("what's a permission group")).toBe('what');
    expect(questionKind('whats a booking')).toBe('what');
    expect(questionKind("what exactly is a 'booking' in license manager")).toBe('what');
    // An indefinite article asks what a thing is, even with a value word in it; a definite one asks for its value.
    expect(questionKind('what is a permission group')).toBe('what');
    expect(questionKind('what is the default port of an RLM server')).toBe('value');
    expect(questionKind('slurm says COMPLETED for my job, what status will vantage show')).toBe('value');
  });

  it('reads "what\'s going on" after a scene as "why", and searches the scene without it', () => {
    const question =
      'lmstat works on the controller but jobs on compute nodes fail to check out licenses, whats going on';
    expect(questionKind(question)).toBe('explain');
    expect(definedPhrase(question)).toBe('');
    expect(focusedQuestion(question)).toBe(
      'lmstat works on the controller but jobs on compute nodes fail to check out licenses',
    );
    expect(questionKind('sbatch says Invalid license specification, what did i do wrong')).toBe('explain');
    // A clause that asks about something stays the question.
    expect(questionKind("my job failed, what's a booking")).toBe('what');
    expect(focusedQuestion('whats going on')).toBe('whats going on');
  });

  it('keeps the story a question points back to with "those", unless the story names the server they belong to', () => {
    const maintenance =
      'slurmctld was down for an upgrade when jobbergate-agent tried to hand it a job. What status do those submissions end up with?';
    expect(focusedQuestion(maintenance)).toContain('slurmctld was down');
    const shared =
      'Colleagues share an LS-DYNA server with us. What does the Slurm license name look like for those features?';
    expect(focusedQuestion(shared)).toBe('What does the Slurm license name look like for those features? (LS-DYNA)');
    // Without "those", the asking sentence stands alone.
    expect(
      focusedQuestion('slurmctld was down for an upgrade. What status do stuck submissions show in Vantage?'),
    ).toBe('What status do stuck submissions show in Vantage?');
  });

  it('reads "what\'s that?" after a status the reader spelled as asking what that status means', () => {
    const question = "DSCheckLS -l on a compute node says NOT_SYNCHRONIZED. what's that?";
    expect(focusedQuestion(question)).toBe(
      'DSCheckLS -l on a compute node says NOT_SYNCHRONIZED. what does NOT_SYNCHRONIZED mean',
    );
    expect(definedPhrase(focusedQuestion(question))).toBe('not_synchronized');
    expect(focusedQuestion('My job shows PENDING. What does that status mean?')).toBe(
      'My job shows PENDING. what does PENDING mean',
    );
    // Two statuses, or none: "that" stays as asked.
    expect(focusedQuestion('It went from PENDING to FAILED. What does that mean?')).toBe(
      'It went from PENDING to FAILED. What does that mean',
    );
    expect(focusedQuestion("my agent log is full of errors, what's that")).toBe(
      "my agent log is full of errors, what's that",
    );
  });

  it('chooses lines without what the reader rules out (", not web admin"), but keeps a state ("queued, not running")', () => {
    const ruledOut = (q: string) => withoutRuledOut(focusedQuestion(q));
    expect(ruledOut('default main port for an RLM server? (the one clients use, not web admin)')).toBe(
      'default main port for an RLM server? (the one clients use)',
    );
    expect(ruledOut('lmutil lives in /opt/flexlm/bin, not /usr/local/bin. How do I tell the agent?')).toBe(
      'lmutil lives in /opt/flexlm/bin. How do I tell the agent?',
    );
    expect(ruledOut('why is my job queued, not running?')).toBe('why is my job queued, not running?');
    expect(ruledOut('why is the notebook (not working) blank?')).toBe('why is the notebook (not working) blank?');
    // Search keeps it: the section that answers often names the default the reader ruled out.
    expect(focusedQuestion('lmutil lives in /opt/flexlm/bin, not /usr/local/bin. How do I tell the agent?')).toMatch(
      /usr\/local\/bin/,
    );
    // And lines are chosen without it: the main port, not the web admin one.
    const question = 'default main port for an RLM server? (the one clients use, not web admin)';
    const passages = toPassages(question, [
      hit(
        '/platform/licenses/how-to-guides/rlm/user-managed-server-setup',
        'RLM user-managed server',
        ['1. Find and fix the ports'],
        "RLM clients use the main rlm port, then the ISV server's port.\nThe web admin port (5054 by default) is not needed by clients or by License Manager.",
      ),
      hit(
        '/platform/licenses/how-to-guides/rlm',
        'RLM',
        ['Ports'],
        'rlm main port, default 5053: Port field of the HOST line\nWeb admin, default 5054: rlm -ws <port>; -nows turns the web server off\nClients need the main port and the ISV port.',
      ),
    ]);
    const answer = composeAnswer(question, passages).text;
    expect(answer).toMatch(/5053/);
    expect(answer).not.toMatch(/5054/);
  });

  it('leaves out where the reader will do it ("in the web app"), which the steps rarely say', () => {
    expect(focusedQuestion('How do I invite a colleague to my organization in the web app?')).toBe(
      'How do I invite a colleague to my organization?',
    );
    expect(focusedQuestion('how do i archive a script from the Vantage UI')).toBe('how do i archive a script');
    // Nothing else to ask about: the question stays as asked.
    expect(focusedQuestion('how do i sign in to the web app')).toBe('how do i sign in to the web app');
    expect(focusedQuestion('what is in the dashboard')).toBe('what is in the dashboard');
  });

  it('takes a later clause that asks for a value over a yes-or-no clause before it', () => {
    expect(questionKind('can i start a jupyter notebook with gpus from the cli? what option')).toBe('value');
    // Alone, "can I <do> …" asks how to do it.
    expect(questionKind('can i start a jupyter notebook with gpus from the cli?')).toBe('howto');
  });
});

describe('what a definition question asks to define', () => {
  it('drops an afterthought after "what is", keeps the scene before it', () => {
    expect(focusedQuestion('what is olicense, never heard of it')).toBe('what is olicense');
    expect(focusedQuestion("we use lm-x, what's HAL? asking for a friend")).toBe("we use lm-x, what's HAL");
    // Only definitions: a later clause of a "how" question still asks something ("what option").
    expect(focusedQuestion('can i start a notebook with gpus from the cli? what option')).toBe(
      'can i start a notebook with gpus from the cli? what option',
    );
    // The clause's own words, not the first place one of them occurs ("on" twice).
    expect(focusedQuestion('what is the slurm on kubernetes cluster type built on')).toBe(
      'what is the slurm on kubernetes cluster type built on',
    );
  });

  it('names the thing without its article and the context that places it', () => {
    expect(definedPhrase("what exactly is a 'booking' in license manager")).toBe('booking');
    expect(definedPhrase('what is HAL in lm-x')).toBe('hal');
    expect(definedPhrase('what does grace time mean')).toBe('grace time');
    expect(definedPhrase('How do I add a booking?')).toBe('');
    // A pronoun names nothing to define: the thing is in the scene set before ("'applications' - what are those now").
    expect(definedPhrase("old jobbergate docs keep talking about 'applications' - what are those now")).toBe('');
  });
});

describe('offline composer', () => {
  it('answers "how do I" with the steps of the best guide, numbered as the guide numbers them', () => {
    const page = '/platform/licenses/how-to-guides/flexlm/user-managed-server-setup';
    const title = 'FlexLM user-managed server setup';
    const hits = [
      hit(
        page,
        title,
        [],
        'Use this guide when you already run a FlexLM server and want jobs on a Vantage cluster to use its licenses.',
        40,
      ),
      hit(
        page,
        title,
        ['1. Read the ports from the server'],
        'FlexLM clients need two ports: the lmgrd port and the vendor daemon port.',
        20,
      ),
      hit(
        page,
        title,
        ['2. Open the firewall'],
        'From the cluster to the license server, allow TCP to both ports.',
        18,
      ),
      hit(
        page,
        title,
        ['3. Install lmutil for the agent'],
        'Install lmutil where the agent runs and tell the agent where it is:\n```\nsudo snap set license-manager-agent lmutil-path=/usr/local/bin/lmutil\n```',
        16,
      ),
      hit(
        '/platform/licenses/how-to-guides/dsls',
        'DSLS license servers',
        [],
        'DSLS is not a FlexLM derivative and has its own license server.',
        25,
      ),
    ];
    const composed = answer('How do I connect a FlexLM license server?', hits);
    expect(sure(composed)).toBe(true);
    const steps = parseAnswer(composed.text).find((b) => b.kind === 'steps');
    expect(steps?.kind === 'steps' && steps.items.map((i) => i.n)).toEqual([1, 2, 3]);
    expect(composed.text).toContain('1. Read the ports from the server.');
    // The command after the step's lead-in is kept.
    expect(composed.text).toContain('lmutil-path=/usr/local/bin/lmutil');
    // The steps cite the guide itself; other pages only come after, as further reading.
    const stepRefs = steps?.kind === 'steps' ? steps.items.flatMap((i) => markers(i.text)) : [];
    expect(stepRefs.length).toBeGreaterThan(0);
    for (const n of stepRefs) expect(composed.citations[n - 1].url.startsWith(page)).toBe(true);
  });

  it('defines an abbreviation by the sentence that spells it out, not by one saying how it is switched on', () => {
    const page = '/platform/licenses/how-to-guides/lmx/high-availability';
    const hits = [
      hit(
        page,
        'LM-X high availability',
        ['How HAL works'],
        'HAL is switched on by the HAL_SERVERS directive in the license itself. It names exactly three license servers.',
        40,
      ),
      hit(
        page,
        'LM-X high availability',
        [],
        'LM-X offers one redundancy mode for network licenses: high availability licensing (HAL). This page explains how HAL behaves.',
        20,
      ),
    ];
    const composed = byRules('what is HAL in lm-x', hits);
    expect(sure(composed)).toBe(true);
    expect(composed.text).toMatch(/^LM-X offers one redundancy mode .*high availability licensing \(HAL\)\. \[1\]$/m);
    // What the page says about itself is not part of the definition.
    expect(composed.text).not.toContain('This page explains');
  });

  it('gives the row naming the field asked about, not the next row of its table', () => {
    const page = '/getting-started/create-cluster-intro';
    const hits = [
      hit(
        page,
        'Create a cluster',
        ['Step 3: Describe the cluster'],
        'Cluster Name: A name unique in your organization, at most 27 characters, for example first-slurm.\nCluster Description: Optional, at most 255 characters.\nCloud Account: The AWS account from step 1.',
        30,
      ),
    ];
    const composed = answer('how long can a cluster name be', hits);
    expect(composed.text).toContain('at most 27 characters');
    expect(composed.text).not.toContain('255');
  });

  it("does not answer with confidence when the question's rarest word is nowhere in the lines given", () => {
    const hits = [
      hit(
        '/cli/commands',
        'CLI command reference',
        ['vantage notebook', 'vantage notebook create'],
        'Start a Jupyter notebook server on a cluster partition.\nvantage notebook create --cluster TEXT [OPTIONS]\nOptions\n--cluster, -c, TEXT, yes: Name of the cluster to start the server on.\n--name, -n, TEXT, no: Name of the notebook server.\n--cpu-cores, INTEGER, no: CPU cores for the server.\n--gpu, INTEGER, no: Number of GPUs for the server.\nAlso takes the global options --json, --verbose and --profile.',
        30,
      ),
      hit(
        '/cli/notebooks',
        'Notebooks from the CLI',
        ['Start a notebook server'],
        'Start a notebook server:\n```\nvantage notebook create --cluster my-cluster --name analysis --cpu-cores 4\n```\nThe name is an option, not a positional argument.',
        20,
      ),
    ];
    const composed = answer('can i start a jupyter notebook with gpus from the cli? what option', hits);
    // The lines composed never say "GPU": they are offered as the closest passages, not as the answer.
    expect(unsure(composed)).toBe(true);
    expect(composed.text.startsWith(hedgeText)).toBe(true);
  });

  it("gives a reference entry's summary with the usage line after it", () => {
    const hits = [
      hit(
        '/cli/commands',
        'CLI command reference',
        ['vantage notebook', 'vantage notebook delete'],
        'Stop and delete a notebook server.\n```\nvantage notebook delete NAME [OPTIONS]\n```\nNAME, TEXT, yes: Notebook server name.',
        30,
      ),
    ];
    const composed = answer('which command stops a notebook server', hits);
    expect(composed.text).toMatch(
      /Stop and delete a notebook server\. \[1\]\n```\nvantage notebook delete NAME \[OPTIONS\]\n```/,
    );
  });

  it('answers "what is" with the sentence that defines the subject', () => {
    const composed = byRules('What is grace time?', graceTime());
    expect(sure(composed)).toBe(true);
    expect(led(composed).split('\n')[0]).toMatch(/^Grace time is how long a booking is kept/);
  });

  it('defines a kind of thing by its last word, from a section named after it however far down it ranks', () => {
    const guides = ['flexlm', 'rlm', 'lmx', 'dsls', 'olicense', 'ls-dyna', 'user-hosted', 'vantage-hosted'].map(
      (name) =>
        hit(
          `/platform/licenses/${name}`,
          `${name} license servers`,
          [],
          `License Manager books licenses for jobs that use ${name} license servers. Each license booking is reported by the agent.`,
          40,
        ),
    );
    const hits = [
      hit(
        '/platform/licenses',
        'Licenses',
        ['What License Manager does'],
        'License Manager is scheduling middleware between your Slurm cluster and your license servers.',
        50,
      ),
      ...guides,
      bookingsSection(5),
    ];
    const composed = byRules('What is a license booking in License Manager?', hits);
    expect(composed.text).toContain("A booking is License Manager's promise of licenses");
    expect(composed.text).not.toContain('scheduling middleware');
  });

  it('answers "why" with the sentence before the one restating the question, which gives the reason', () => {
    const page = '/platform/licenses/how-to-guides/rlm/troubleshooting';
    const hits = [
      hit(
        page,
        'RLM troubleshooting',
        ['Bookings are never matched'],
        'The user in the usage line must equal the job user.\nThe agent recognizes user names made of letters, digits and underscores. Names with dots or hyphens (j.smith, anne-marie) are not matched, and their bookings last the full grace time.',
        20,
      ),
    ];
    const why = byRules('Why are RLM bookings for users like j.smith never matched?', hits).text;
    expect(why).toContain('letters, digits and underscores');
    expect(why.indexOf('letters, digits')).toBeLessThan(why.indexOf('Names with dots'));
    // Only a sentence that says two of the asked clause's words restates it: the scene before "why" does not count.
    const notebook = hit(
      '/cli/notebooks',
      'Notebooks in the CLI',
      [],
      'A notebook is a Jupyter server on your cluster. The vantage notebook commands let you start one and find its URL.',
      20,
    );
    const scene = byRules("my notebook has been 'starting' for ages, why does it take so long to open?", [
      notebook,
    ]).text;
    expect(scene.indexOf('The vantage notebook commands')).toBeLessThan(
      scene.indexOf('A notebook is a Jupyter server'),
    );
  });

  it('follows a "Symptom | Go to" row to the section it names, with that section\'s code and list', () => {
    const page = '/platform/licenses/how-to-guides/flexlm/troubleshooting';
    const hits = [
      hit(
        page,
        'FlexLM troubleshooting',
        [],
        'Start from the symptom.\nAgent log: None of the checks for FlexLM succeeded!: The agent cannot query the server\nAgent log: Invalid data returned from parser.: The feature is not found',
        30,
      ),
      hit(
        page,
        'FlexLM troubleshooting',
        ['The agent cannot query the server'],
        "The agent ran lmutil lmstat against every registered server and got nothing back. Run it yourself and read what it prints:\n```\nlmutil lmstat -c 27000@lic01 -f cfd_base\n```\nCommand not found: the agent's lmutil-path is wrong.\nCannot connect (-15): wrong host or port, or a firewall.",
        5,
      ),
      hit(page, 'FlexLM troubleshooting', ['The feature is not found'], 'Compare the registered feature name.', 4),
    ];
    const composed = answer('the agent log keeps saying None of the checks for FlexLM succeeded, why?', hits);
    const text = composed.text;
    expect(text).toContain('The agent cannot query the server');
    expect(text).toContain('got nothing back');
    expect(text).toContain('lmutil lmstat -c 27000@lic01 -f cfd_base');
    expect(text).toContain('or a firewall');
    // Only the row asked about is followed.
    expect(text).not.toContain('Compare the registered feature name');
  });

  it('gives the row named by the status a question spells in capitals', () => {
    const page = '/platform/jobs/how-to-guides/submissions';
    const rows = [
      'Start from the status and follow the matching row.',
      'No Slurm job ID shown on the submission page, The job script failed before it reached the queue: Read the report message on the submission',
      'REJECTED with a report message, Slurm refused the script: Read the report message and fix the script',
      "CREATED for more than a few minutes, The cluster's agent has not picked the submission up: Check the cluster's status",
    ].join('\n');
    const hits = [hit(page, 'Manage job submissions', ['Read a failed submission'], rows, 20)];
    const text = answer('my job has been sitting in CREATED for ages and never gets a slurm job id, why', hits).text;
    // Offered first, before a row that shares more of the question's other words.
    const lines = text.split('\n');
    expect(lines[1]).toContain('has not picked the submission up');
  });

  it('takes a sentence defining the last word alone ("A booking is") over a table row that names it', () => {
    const hits = [
      hit(
        '/platform/licenses/how-to-guides/rlm/monitoring',
        'RLM monitoring',
        ['In License Manager and Slurm'],
        'Agent heartbeat, Cluster status in License Manager: No report for several intervals\nLicense bookings, vantage license booking list: Bookings routinely last the full grace time',
        60,
      ),
      bookingsSection(20),
    ];
    const composed = byRules('What is a license booking in License Manager?', hits);
    expect(composed.text).toContain("A booking is License Manager's promise of licenses");
    expect(composed.text).not.toContain('routinely last');
  });

  it('defines the name typed as the docs write it ("REJECTED"), not the word after it', () => {
    const hits = [
      hit(
        '/platform/jobs',
        'Jobs',
        ['Submissions'],
        'A submission is one run of a job script on a cluster. Each submission has a status that Vantage updates as the job moves on.',
        40,
      ),
      hit(
        '/platform/jobs/reference/job-submissions',
        'Job submissions reference',
        ['Statuses'],
        'CREATED, Grey: Vantage stored the submission; the agent has not picked it up yet.\nREJECTED, Orange: sbatch refused the job. The job never ran.\nDONE, Green: The job finished.',
        30,
      ),
    ];
    const composed = byRules('What does a REJECTED submission status mean?', hits);
    expect(composed.text).toContain('The job never ran');
    expect(composed.text).not.toContain('A submission is one run');
  });

  it('does not define by a row that names only the context of the thing asked about', () => {
    const hits = [
      hit(
        '/platform/jobs/reference',
        'Jobs reference',
        [],
        'Job templates: Template fields, identifiers, variable types, render parameters.\nJob scripts: Script fields, files, limits.',
        30,
      ),
      hit(
        '/platform/jobs/reference/job-templates',
        'Job templates reference',
        ['Fields'],
        'Name: Shown in lists; up to 255 characters.\nIdentifier: A stable handle, unique in the organization, accepted anywhere an ID is.',
        20,
      ),
    ];
    const composed = answer('what is the identifier field on a job template for?', hits);
    // Not a confident answer made of the row about job templates: the closest lines, with the one about identifiers.
    expect(unsure(composed)).toBe(true);
    expect(composed.text).toContain('A stable handle, unique in the organization');
  });

  it('defines by a sentence about the thing, not one about a thing named after it or where it is', () => {
    const hits = [
      hit(
        '/getting-started/create-cluster-intro',
        'Create your first cluster',
        ['Step 4: Choose the partition'],
        'Click Proceed to Select Partitions. A partition called compute is already there.',
        30,
      ),
      hit(
        '/platform/clusters/tutorials/public-clouds/gcp/manage-cluster',
        'Manage a GCP cluster',
        ['Tune the partitions'],
        'On GCP, the Partitions tab is the only place to change them. Each partition is a Slurm queue that scales between zero nodes and its maximum.',
        20,
      ),
    ];
    const composed = answer("what's a partition?", hits);
    expect(composed.text).toContain('Each partition is a Slurm queue');
    expect(composed.text).not.toContain('already there');
  });

  it('prefers a sentence that defines the whole subject to a table row named after it', () => {
    const hits = [
      hit(
        '/getting-started/teams-intro',
        'Teams',
        ['Teams and permission groups'],
        'Permission groups, What a user may do: Settings › Users\nTeams, Who shares a cluster: Settings › Teams',
        20,
      ),
      hit(
        '/platform/iam',
        'Identity and access',
        ['Permission groups'],
        'A permission group is a named set of permissions. A user can hold several groups.',
        15,
      ),
    ];
    const composed = byRules('What is a permission group?', hits);
    expect(led(composed).split('\n')[0]).toMatch(/^A permission group is a named set of permissions\./);
    // With no such sentence, the row is the definition.
    const rowOnly = byRules('What is a permission group?', hits.slice(0, 1));
    expect(led(rowOnly).split('\n')[0]).toMatch(/^Permission groups, What a user may do/);
  });

  it("defines by the row of the thing's own name over a sentence about every thing of its kind", () => {
    const hits = [
      hit(
        '/platform/clusters/tutorials/on-premise/manage-cluster',
        'Manage an on-premises cluster',
        ['Keep the agents healthy'],
        'The agents are ordinary snaps with services. Restart one with snap restart.',
        30,
      ),
      hit(
        '/platform/compute-providers/on-premises',
        'On-premises compute providers',
        ['The agents'],
        'vantage-agent, Registers the cluster and reports its nodes: Clusters\njobbergate-agent, Picks up job submissions and runs sbatch on the cluster: Jobs',
        20,
      ),
    ];
    const composed = byRules('What is the jobbergate agent?', hits);
    expect(led(composed).split('\n')[0]).toMatch(/^jobbergate-agent, Picks up job submissions and runs sbatch/);
    expect(composed.text).not.toContain('ordinary snaps');
  });

  it('defines a field by the row that names its identifier in a later cell, even far down the sections', () => {
    const filler = (k: number) =>
      hit(
        `/api/reference-${k}`,
        `Job submission payload ${k}`,
        [],
        `The job submission payload is JSON; example ${k}.`,
        40 - k,
      );
    const hits = [
      hit(
        '/platform/jobs',
        'Jobs',
        ['Submissions'],
        'A job submission is one run of one job script on one cluster.',
        50,
      ),
      ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(filler),
      hit(
        '/platform/jobs/reference/job-submissions',
        'Job submissions reference',
        ['Fields'],
        "Name, name, string, You: Shown in lists.\nCluster, client_id, string, You: The cluster's client ID. In the web app you pick the cluster by name.",
        10,
      ),
    ];
    const composed = byRules('what is client_id in the job submission payload?', hits);
    expect(composed.text).toContain("Cluster, client_id, string, You: The cluster's client ID.");
  });

  it('offers even an answer its rules are sure of under the hedge, with that answer first', () => {
    const composed = answer('What port does an RLM server use?', rlmHits());
    expect(composed.mode).toBe('passages');
    expect((composed.confidence ?? 0) >= minConfidence).toBe(true);
    const [opening, first] = parseAnswer(composed.text);
    expect(opening).toEqual({kind: 'paragraph', text: hedgeText});
    expect(first).toEqual({kind: 'paragraph', text: 'rlm main port, default 5053: Port field of the HOST line. [1]'});
  });

  it('answers a value question with the dense table row that holds it, whole', () => {
    const composed = answer('What port does an RLM server use?', rlmHits());
    expect(sure(composed)).toBe(true);
    expect(composed.text).toContain('rlm main port, default 5053: Port field of the HOST line.');
    expect(composed.text).not.toContain('6200');
    // Rows are given as paragraphs of their own, never as code.
    expect(parseAnswer(composed.text).some((b) => b.kind === 'code')).toBe(false);
  });

  it('gives the value of the thing the question names, not a value of something else', () => {
    const hits = [
      hit(
        '/sdk/api',
        'SDK reference',
        ['Predecessor inside the CLI'],
        'Version 0.1.19 of the Vantage CLI holds an older copy of the SDK code.',
        30,
      ),
      hit(
        '/cli/installation',
        'Install the Vantage CLI',
        ['Prerequisites'],
        'The Vantage CLI is a Python package. You need Python 3.12 or newer. Older interpreters are refused.',
        20,
      ),
    ];
    const {text} = answer('what python version do i need for the vantage cli', hits);
    const lines = text.split('\n');
    const python = lines.findIndex((l) => l.startsWith('You need Python 3.12 or newer.'));
    const cli = lines.findIndex((l) => l.startsWith('Version 0.1.19'));
    expect(python).toBeGreaterThanOrEqual(0);
    expect(cli < 0 || python < cli).toBe(true);
  });

  it('answers only when the lines hold every subject word, else offers them as the closest passages', () => {
    const section = (text: string) =>
      hit('/platform/clusters', 'Clusters', ['Partitions'], `Partitions group the nodes of a cluster. ${text}`, 20);
    const question = 'Which machine type do GPU partitions of an Azure cluster use?';
    const whole = answer(question, [
      section('On Azure, GPU partitions use the machine type Standard_NC6s_v3 unless you pick another.'),
    ]);
    expect(sure(whole)).toBe(true);
    // One of the five subject words ("Azure") missing: the lines are offered, not asserted.
    const short = answer(question, [
      section('GPU partitions use the machine type Standard_NC6s_v3 unless you pick another.'),
    ]);
    expect(unsure(short)).toBe(true);
    expect(short.text).toContain('Standard_NC6s_v3');
  });

  it('keeps the command a lead-in introduces', () => {
    const hits = [
      hit(
        '/cli/usage',
        'Using the Vantage CLI',
        ['Sign in'],
        'The CLI uses the device flow. To sign in, run this command:\n```\nvantage login\n```\nIt prints a link to open in a browser.',
        20,
      ),
    ];
    const composed = answer('Which command signs me in to the CLI?', hits);
    const blocks = parseAnswer(composed.text);
    const leadIn = blocks.findIndex((b) => b.kind === 'paragraph' && /run this command: \[1\]$/.test(b.text));
    expect(leadIn).toBeGreaterThanOrEqual(0);
    expect(blocks[leadIn + 1]).toEqual({kind: 'code', text: 'vantage login'});
  });

  it('gives the command of a how-to section whose paragraph does not end in a colon, continued lines whole', () => {
    const hits = [
      hit(
        '/cli/contact',
        'Contact support',
        ['Open a support ticket from the terminal'],
        'Tickets reach the support team. You need to be signed in first.\n```\n# Open a ticket\nvantage support-ticket create \\\n--title "Cluster stuck" \\\n--priority HIGH\nvantage support-ticket list\n```\nPriorities go from LOW to CRITICAL.',
        20,
      ),
    ];
    const blocks = parseAnswer(answer('How do I open a support ticket from the terminal?', hits).text);
    expect(blocks).toContainEqual({
      kind: 'code',
      text: 'vantage support-ticket create \\\n--title "Cluster stuck" \\\n--priority HIGH\nvantage support-ticket list',
    });
  });

  it("gives each step the command that names the question's words, a continued command on one line", () => {
    const page = '/platform/clusters/how-to-guides/charmed-hpc-integration';
    const title = 'Connect a Charmed HPC cluster';
    const hits = [
      hit(
        page,
        title,
        ['1. Deploy Slurm'],
        'Create a model and deploy the Slurm charms.\n```\njuju add-model hpc\njuju deploy slurmctld\n```',
        30,
      ),
      hit(
        page,
        title,
        ['2. Deploy the Vantage agents'],
        'Deploy the agent charm with the cluster credentials, then relate it to the login node.\n```\nCLIENT_ID=paste-id\njuju deploy vantage-agent \\\n--config client-id="$CLIENT_ID"\njuju integrate vantage-agent sackd\n```',
        28,
      ),
      hit(
        page,
        title,
        ['3. Check the cluster'],
        'Open the Clusters page and wait until the cluster shows as connected.',
        26,
      ),
    ];
    const composed = answer('How do I connect a Juju charmed cluster to Vantage?', hits);
    const steps = parseAnswer(composed.text).find((b) => b.kind === 'steps');
    expect(steps?.kind === 'steps' && steps.items[1].text).toContain(
      '`juju deploy vantage-agent --config client-id="$CLIENT_ID"`',
    );
    expect(composed.text).not.toContain('CLIENT_ID=paste-id');
    // A step without code has no empty code span.
    expect(composed.text).not.toContain('``');
  });

  it('answers "what happens if I don\'t" with the line about not doing it', () => {
    const hits = [
      hit(
        '/platform/licenses',
        'License Manager',
        ['How a job gets a license'],
        // The line about not asking comes first: an explanation's next sentence follows a chosen one whatever it says.
        'A job that does not name its licenses is invisible to License Manager, so nothing is booked for it. ' +
          'A job asks for licenses with the --licenses option of sbatch, and License Manager books them before it starts. ' +
          'Licenses the job asks for are kept until it ends. ' +
          'License Manager reads the licenses every minute. ' +
          'A job may ask for licenses of several products. ' +
          'A job array asks for licenses once per task. ' +
          'A job that asks for more licenses than exist waits.',
        20,
      ),
    ];
    expect(answer("What happens if my job doesn't ask for licenses?", hits).text).toContain('nothing is booked');
    // A complaint ("why can't I") is not a question about not doing something: that line is not what it leads with.
    const lead = led(answer("Why can't my job ask for licenses?", hits)).split('\n')[0];
    expect(lead).not.toContain('nothing is booked');
  });

  it('gives a sentence found on several pages once', () => {
    const same = 'Every Vantage cluster runs the vantage-agent on its head node to talk to the platform.';
    const hits = ['/a', '/b', '/c'].map((path, i) => hit(path, `Agents ${i}`, ['Agents'], same, 20 - i));
    const composed = answer('What runs on the head node of a Vantage cluster?', hits);
    expect(composed.text.split(same).length - 1).toBe(1);
  });

  it('numbers citations 1..n in order of first use, and the sources the same way', () => {
    const composed = answer('What port does an RLM server use?', rlmHits());
    const order = markers(composed.text);
    const firstUse = [...new Set(order)];
    expect(firstUse).toEqual(firstUse.map((_, i) => i + 1));
    expect(composed.citations.map((c) => c.n)).toEqual(composed.citations.map((_, i) => i + 1));
    expect(Math.max(...order)).toBe(composed.citations.length);
  });

  it('offers the closest passages, not "not covered", when a section holds the key terms', () => {
    const hits = [
      hit(
        '/platform/licenses/how-to-guides/olicense',
        'OLicense license servers',
        [],
        'An OLicense-Server can run with a failover partner; olixtool queries each server in turn.',
        10,
      ),
    ];
    const composed = answer('Which port does OLicense use for failover?', hits);
    expect(composed.notCovered).toBe(false);
    expect(unsure(composed)).toBe(true);
    expect(composed.text.startsWith(hedgeText)).toBe(true);
    expect(composed.citations.map((c) => c.url)).toEqual(['/platform/licenses/how-to-guides/olicense']);
  });

  it('offers first, among the closest lines, the one that says the rarer subject words', () => {
    const hits = [
      hit(
        '/platform/iam',
        'Identity and access management (IAM)',
        ['Users'],
        [
          'A user is a person in your organization. People join by invitation:',
          'Open Settings › Users and click New Invite.',
          "Enter the person's Email and add at least one permission group with Add Permission Group. The Send invite request button stays disabled until a group is chosen.",
          'Send the invitation. It arrives from invites@vantagecompute.ai with a link to join.',
        ].join('\n'),
        20,
      ),
      hit(
        '/getting-started/invite-intro',
        'Invite users to your organization',
        [],
        [
          "An administrator sends an invitation to a colleague's e-mail address, and the colleague joins by following the link in the e-mail.",
          'You are an organization administrator, or hold a permission group that lets you manage users. Without it you cannot send invitations.',
        ].join('\n'),
        15,
      ),
    ];
    const composed = answer('the send invite button is greyed out, why cant i click it', hits);
    expect(unsure(composed)).toBe(true);
    // "Disabled" (the docs' word for greyed out) is said by one section only; "send" and "invitation" by every one.
    const disabled = composed.text.indexOf('stays disabled until a group is chosen');
    expect(disabled).toBeGreaterThan(0);
    expect(disabled).toBeLessThan(composed.text.indexOf('Without it you cannot send invitations'));
  });

  it('hedges a question that doubts a claim when the closest line only restates it', () => {
    const hits = [
      hit(
        '/cli/commands',
        'CLI commands',
        ['vantage storage'],
        'vantage storage create creates a storage volume (preview).',
        20,
      ),
    ];
    const plain = byRules('Does vantage storage create make a storage volume?', hits);
    const doubting = byRules('Does vantage storage create actually make a storage volume?', hits);
    expect(sure(plain)).toBe(true);
    expect(unsure(doubting)).toBe(true);
    expect(doubting.text).toContain('vantage storage create creates a storage volume');
  });

  it('hedges a value question whose passages hold no value of the kind asked for', () => {
    const hits = [
      hit(
        '/platform/jobs/reference/job-submissions',
        'Job submissions',
        ['Fields'],
        'The description of a job submission is free text, editable at any time by its owner.',
        20,
      ),
    ];
    const composed = answer('How long can a job submission description be?', hits);
    expect(unsure(composed)).toBe(true);
    expect(composed.text.startsWith(hedgeText)).toBe(true);
    expect(composed.notCovered).toBe(false);
  });

  it("hedges when the lines given do not name the question's telling word, even in a section that does", () => {
    const page = '/platform/clusters';
    const hits = [
      hit(
        page,
        'Clusters',
        ['Cloud cluster partitions'],
        'Cloud clusters start from a cloud account you add under Settings, and each cloud cluster is created in one region.',
        20,
      ),
      hit('/platform/storage', 'Storage', [], 'Storage volumes hold data for cloud clusters in one region.', 5),
      hit('/platform/teams', 'Teams', [], 'Teams share cloud clusters with their members in every region.', 4),
    ];
    const composed = answer('Which region does a cloud cluster partition run in?', hits);
    expect(composed.notCovered).toBe(false);
    expect(unsure(composed)).toBe(true);
    expect(composed.text.startsWith(hedgeText)).toBe(true);
  });

  it('hedges a question about something missing when the lines given never say what happens then', () => {
    const page = '/platform/jobs/reference/job-templates';
    const intro = hit(
      page,
      'Job templates',
      ['Template variables'],
      'Template variables are Jinja2 expressions such as {{ nodes }} that take a value when a job template is rendered.',
      20,
    );
    const question = 'What happens when a job template variable has no value?';
    const hedged = answer(question, [intro]);
    expect(unsure(hedged)).toBe(true);
    expect(hedged.text.startsWith(hedgeText)).toBe(true);
    // The same section answers once it says what a missing value does.
    const rule = hit(
      page,
      'Job templates',
      ['Template variables'],
      'Template variables are Jinja2 expressions such as {{ nodes }} that take a value when a job template is rendered. ' +
        'A variable with no value makes the render fail with status 422.',
      20,
    );
    expect(sure(answer(question, [rule]))).toBe(true);
  });

  it("does not answer from another provider's page, and prefers a page the question names nothing foreign on", () => {
    const cudo = '/platform/clusters/tutorials/vantage-partners/cudo-compute/manage-cluster';
    const only = [
      hit(
        cudo,
        'Manage a cluster on Cudo Compute',
        ['Create a new API key'],
        '1. In the Cudo console, create a new API key and copy it.\n2. Paste the API key into the cloud account.',
        20,
      ),
    ];
    const hedged = answer('How do I create an API key?', only);
    expect(unsure(hedged)).toBe(true);
    expect(hedged.text.startsWith(hedgeText)).toBe(true);
    // The same page answers when the question names the provider.
    expect(sure(answer('How do I create a Cudo Compute API key?', only))).toBe(true);
    // With a general page among the hits, that one is chosen.
    const iam = hit(
      '/platform/iam',
      'Identity and access',
      ['Create an API key'],
      '1. Open your profile settings and choose API keys.\n2. Click Create API Key and copy the key.',
      10,
    );
    const chosen = answer('How do I create an API key?', [...only, iam]);
    expect(chosen.citations[0].url).toBe('/platform/iam#create-an-api-key');
  });

  it('hedges a how-to answered by a section about another kind of task or another kind of the thing', () => {
    const rotate = rotateKey();
    expect(unsure(answer('How do I create an API key?', rotate))).toBe(true);
    expect(sure(answer('How do I rotate the API key?', rotate))).toBe(true);
    const cloud = [
      hit(
        '/platform/accounts',
        'Accounts',
        ['Create the cloud account in Vantage'],
        '1. Open Settings and click Create Cloud Account.\n2. Enter a name for the account and save it.',
        20,
      ),
    ];
    expect(unsure(answer('How do I create a Vantage account?', cloud))).toBe(true);
    expect(sure(answer('How do I create a cloud account?', cloud))).toBe(true);
  });

  it('hedges any question whose verb asks for another kind of task than the section it found does', () => {
    const create = [
      hit(
        '/platform/licenses/setup',
        'License setup',
        ['Create the Slurm license'],
        'License bookings exist only for features with a Slurm license resource; you see them once it is there. On the controller:\n```\nsacctmgr add resource Type=license Name=cfd_base Count=25\nscontrol show lic cfd_base\n```',
        20,
      ),
    ];
    // "which …" makes this a value question, not a how-to: the task's verb still has to match.
    expect(questionKind('How do I see which license bookings exist?')).toBe('value');
    expect(unsure(answer('How do I see which license bookings exist?', create))).toBe(true);
    expect(sure(answer('How do I create a Slurm license for bookings?', create))).toBe(true);
  });

  it('answers from the tab of a tabbed section that the question names', () => {
    const tabs = [
      hit(
        '/tools/install',
        'Install the tool',
        ['Install from PyPI'],
        [
          'Pick the installer you already use; each one installs the same package.',
          'pip',
          'pipx',
          'pip',
          'Install into a virtual environment first:',
          '```',
          'pip install sometool',
          '```',
          'To upgrade later, run pip install --upgrade sometool in the same environment.',
          'pipx',
          'pipx gives the tool an environment of its own:',
          '```',
          'pipx install sometool',
          '```',
          'To upgrade later, run pipx upgrade sometool.',
        ].join('\n'),
        20,
      ),
    ];
    const pipx = answer('I installed the tool with pipx, how do I upgrade it?', tabs).text;
    expect(pipx).toContain('pipx upgrade sometool');
    expect(pipx).not.toContain('pip install --upgrade');
    expect(answer('How do I upgrade the tool installed with pip?', tabs).text).toContain('pip install --upgrade');
  });

  it('hedges a question asking for several values when the answer names none', () => {
    const page = '/platform/partners/nordic';
    const vague = [
      hit(
        page,
        'Nordic partner',
        [],
        'Nordic is a data-center operator with sites in two countries, and its data centers run on renewable power.',
        20,
      ),
    ];
    expect(unsure(answer('Which Nordic data centers can I use?', vague))).toBe(true);
    const listed = [
      hit(
        page,
        'Nordic partner',
        ['Data centers'],
        'The data centers are ICE01 in Keflavik and SWE01 in Kista; both data centers run on renewable power.',
        20,
      ),
    ];
    expect(sure(answer('Which Nordic data centers can I use?', listed))).toBe(true);
  });

  it('gives the code of the first tab when tabs sit between a lead-in and its code', () => {
    const hits = [
      hit(
        '/api/quickstart',
        'API quickstart',
        ['2. Check that the API answers'],
        'The health check needs no token. A 204 status means the jobs service is up:\ncurl\n```\ncurl -s https://apis.example/jobbergate/health\n```\nPython\n```\nprint(requests.get(url).status_code)\n```',
        20,
      ),
    ];
    const blocks = parseAnswer(answer('Which status code means the jobs health check passed?', hits).text);
    const code = blocks.filter((b) => b.kind === 'code');
    expect(code).toEqual([{kind: 'code', text: 'curl -s https://apis.example/jobbergate/health'}]);
  });

  it('gives a chosen sentence of a paragraph that introduces code with the rest of the paragraph and the code', () => {
    const hits = [
      hit(
        '/platform/licenses/how-to-guides/flexlm/user-managed-server-setup',
        'FlexLM user-managed server setup',
        ['5. Point the applications at the server'],
        "Applications find a FlexLM license server through an environment variable holding port@host. Set the publisher's own variable in the job:\n```\nexport ANSYSLMD_LICENSE_FILE=27000@lic01.example.com\n```",
        20,
      ),
    ];
    const composed = answer('How do applications find a FlexLM license server?', hits);
    expect(composed.text).toContain("Set the publisher's own variable in the job:");
    expect(parseAnswer(composed.text)).toContainEqual({
      kind: 'code',
      text: 'export ANSYSLMD_LICENSE_FILE=27000@lic01.example.com',
    });
  });

  it('opens a hedged answer with the best line of each of the two top sections, in rank order', () => {
    const hits = [
      hit(
        '/platform/clusters',
        'Clusters',
        ['Regions'],
        'Each cloud cluster is created in one region of its cloud account.',
        20,
      ),
      hit('/platform/storage', 'Storage', [], 'Storage volumes hold data for cloud clusters in one region.', 15),
      hit('/platform/teams', 'Teams', [], 'Teams share cloud clusters with their members in every region.', 4),
    ];
    const question = 'Which region does a cloud cluster partition run in?';
    const passages = toPassages(question, hits);
    const composed = composeAnswer(question, passages);
    expect(unsure(composed)).toBe(true);
    const blocks = parseAnswer(composed.text);
    expect(blocks.slice(0, 3)).toEqual([
      {kind: 'paragraph', text: hedgeText},
      {kind: 'paragraph', text: 'Each cloud cluster is created in one region of its cloud account. [1]'},
      {kind: 'paragraph', text: 'Storage volumes hold data for cloud clusters in one region. [2]'},
    ]);
    expect(composed.citations.slice(0, 2).map((c) => c.url)).toEqual([passages[0].url, passages[1].url]);
  });

  it('answers "how do I" from the way a guide gives first, and not as foreign to a name the install comes from', () => {
    const page = '/cli/installation';
    const hits = [
      hit(
        page,
        'Install the Vantage CLI',
        [],
        'The Vantage CLI is a Python package; install it on any machine with Python 3.',
        30,
      ),
      hit(
        page,
        'Install the Vantage CLI',
        ['Install from PyPI'],
        'Install the package into a virtual environment:\n```\npython3 -m venv ~/.venvs/vantage\npip install vantage-cli\n```',
        20,
      ),
      hit(
        page,
        'Install the Vantage CLI',
        ['Install from source'],
        'You need git and uv:\n```\ngit clone https://example.com/vantage-cli.git\nuv sync\n```',
        19,
      ),
    ];
    const composed = answer('How do I install the Vantage CLI?', hits);
    expect(sure(composed)).toBe(true);
    expect(composed.text).toContain('pip install vantage-cli');
    expect(composed.citations[0].url).toBe(`${page}#install-from-pypi`);
  });

  it("counts the docs' term in a title as the reader's words ('sign up' for 'create an account')", () => {
    const hits = [
      hit(
        '/platform/compute-providers/public-clouds/azure',
        'Azure cloud accounts',
        ['2. Create the cloud account in Vantage'],
        'Open Settings › Cloud Accounts and click Create Cloud Account for your account.',
        30,
      ),
      hit(
        '/getting-started/sign-up',
        'Sign up for Vantage Compute',
        [],
        'Signing up creates your Vantage account and your organization.',
        10,
      ),
    ];
    const passages = toPassages('How do I create a Vantage account?', hits);
    const signUp = passages.find((p) => p.path === '/getting-started/sign-up');
    expect(signUp?.titleMatch).toBe(1);
  });

  it("matches a reader's everyday word to the docs' own ('biggest' to 'at most')", () => {
    const hits = [
      hit(
        '/platform/jobs/reference/job-scripts',
        'Job scripts',
        ['Files'],
        'A support file can be at most 5 MB; larger inputs belong on the cluster.',
        20,
      ),
    ];
    // "biggest", "support" and "file" are all held: "at most" is the docs' word for the biggest value.
    expect(toPassages('What is the biggest support file?', hits)[0].coverage).toBe(1);
    expect(answer('What is the biggest support file?', hits).text).toContain('at most 5 MB');
  });

  it('composes for a chatty question from its subject words, not a list of page titles', () => {
    const hits = [
      hit(
        '/platform/federations',
        'Federations',
        ['Troubleshooting'],
        'The federation create command only records the federation. It shows in the list only after you add a cluster to it with vantage federation add.',
        20,
      ),
    ];
    const composed = answer('my federation create command said ok but nothing shows up anywhere, how come?', hits);
    expect(composed.notCovered).toBe(false);
    const blocks = parseAnswer(composed.text);
    expect(blocks.some((b) => b.kind === 'bullets')).toBe(false);
    expect(composed.text).toContain('only after you add a cluster to it with vantage federation add');
  });

  it('says "not covered" only when no section holds the question\'s subject', () => {
    const composed = answer('What is the weather on Mars tomorrow?', rlmHits());
    expect(composed.notCovered).toBe(true);
    expect(composed.text).toBe(notCoveredText);
    expect(composed.citations).toEqual([]);
  });

  it('offers a line on each status a question names, not only on the first', () => {
    const hits = [
      hit(
        '/platform/jobs/how-to-guides/submissions',
        'Submissions',
        ['Read a failed submission'],
        'A submission is ABORTED when someone ran scancel on its job. It is also ABORTED when the program exited with a non-zero code. An ABORTED submission whose job ran past its time limit shows TIMEOUT as its Slurm state.',
        30,
      ),
      hit(
        '/platform/jobs/tutorials/delete-submission',
        'Delete a submission',
        ['When a submission can be deleted'],
        'An ABORTED submission can be deleted, since its job finished badly. Deleting an ABORTED submission keeps the files on the cluster. An ABORTED submission is kept until you delete it.',
        20,
      ),
      hit(
        '/platform/jobs/reference/job-submissions',
        'Job submissions reference',
        ['Statuses'],
        'Slurm refused the job of a REJECTED submission, for example because of a bad #SBATCH option, so it never reached the queue.',
        10,
      ),
    ];
    const composed = answer('What does ABORTED mean on a submission, and how is it different from REJECTED?', hits);
    expect(composed.text).toMatch(/ABORTED/);
    expect(composed.text).toContain('never reached the queue');
  });

  it("offers the sections when only the reader's own path is missing from them, not 'not covered'", () => {
    const hits = [
      hit(
        '/platform/licenses/how-to-guides/flexlm/user-managed-server-setup',
        'FlexLM user-managed server setup',
        ['3. Install lmutil for the agent'],
        'The agent on the slurmctld node runs lmutil to read the license server. For another binary, tell the agent with sudo snap set license-manager-agent lmutil-path=/path/to/lmutil.',
      ),
    ];
    const asked =
      'Our lmutil lives under /opt/ansys_inc/shared_files/licensing/linx64 on the head node. How do I tell the license agent where to find it?';
    const composed = answer(asked, hits);
    expect(composed.notCovered).toBe(false);
    expect(composed.text).toContain('lmutil-path=/path/to/lmutil');
  });
});

/** Provisioning times per cloud, one row each, as the compute providers page gives them. */
function providerTimes(): SearchHit[] {
  const page = '/platform/compute-providers';
  return [
    hit(page, 'Compute providers', ['How long provisioning takes'], 'AWS, Kubernetes: 10 to 15 minutes.', 20),
    hit(page, 'Compute providers', ['Cudo Compute'], 'Cudo Compute, Kubernetes: 10 to 25 minutes to provision.', 18),
    hit(page, 'Compute providers', ['AWS'], 'AWS, Slurm: a few minutes to provision a cluster.', 16),
  ];
}

describe('lines about another license server type or cloud', () => {
  it('knows a server type by its name or its status tool, and keeps a line that compares it with the one asked', () => {
    expect(namesOtherServer('Which tool checks an LS-DYNA server?', 'FlexLM example: the tool is lmutil')).toBe(true);
    expect(namesOtherServer('Which tool checks an LS-DYNA server?', 'Run lstc_qrun -s 31010@lic01 -R')).toBe(false);
    expect(namesOtherServer('What does lmutil lmstat show?', 'rlmutil rlmstat -a lists RLM usage')).toBe(true);
    expect(namesOtherServer('Which tool checks an LS-DYNA server?', 'FlexLM uses lmutil, LS-DYNA lstc_qrun')).toBe(
      false,
    );
    expect(namesOtherServer('Which tool does the agent run?', 'FlexLM example: the tool is lmutil')).toBe(false);
  });

  it('knows the CLI from the SDK, and a name a line rules out is a contrast, not another subject', () => {
    const sdk = "What's the pip command to install the Vantage Compute Python SDK?";
    expect(namesOtherServer(sdk, 'Install the CLI into a virtual environment: pip install vantage-cli')).toBe(true);
    expect(namesOtherServer(sdk, 'The SDK (vantage-sdkpy) is what the Vantage CLI is built on.')).toBe(false);
    expect(namesOtherServer('How do I install the vantage CLI?', 'uv add vantage-sdkpy')).toBe(true);
    const olicense = 'What address format does olixtool expect for an OLicense server?';
    expect(namesOtherServer(olicense, "Address format: host:port, with a colon; not FlexLM's port@host.")).toBe(false);
    expect(namesOtherServer(olicense, 'FlexLM clients give the address as port@host.')).toBe(true);
  });

  it('holds a question about a REST call to lines about that call, not to the CLI or an SDK', () => {
    const rest = 'Is GET /lm/cluster_statuses paginated, do I need to pass page and size?';
    const sdkCode =
      'page = apps.job_submissions.get_list(user_only=True, size=10) from jobbergate_core.sdk import Apps';
    expect(namesOtherServer(rest, sdkCode)).toBe(true);
    expect(namesOtherServer(rest, 'The CLI lists cluster statuses; the call is GET /lm/cluster_statuses.')).toBe(false);
    expect(placedUnderOther(rest, 'The output looks like this:', 'SDK quickstart List your job submissions')).toBe(
      true,
    );
    expect(placedUnderOther(rest, '200 OK: All cluster statuses.', 'API reference List cluster statuses')).toBe(false);
    // The other way round the docs answer what the CLI lacks with a REST call.
    const cli = 'How do I cancel a submission, given the CLI has no cancel command?';
    expect(namesOtherServer(cli, 'PUT /jobbergate/job-submissions/cancel/{id} cancels it.')).toBe(false);
  });

  it('reads the cloud a question measures against as the yardstick, not as a second subject', () => {
    const azure = 'Does the Azure cluster wizard ask me for a region and partitions the way the AWS one does?';
    expect(namesOtherServer(azure, 'AWS: region, head node machine type, SSH key, then a partitions step.')).toBe(true);
    expect(
      namesOtherServer(azure, 'Compared with AWS, the Azure wizard asks only for a name and a cloud account.'),
    ).toBe(false);
    expect(namesOtherServer('What differs between the AWS and Azure wizards?', 'AWS: region, then partitions.')).toBe(
      false,
    );
  });

  it("leaves another server type's example out of every line an answer gives, not only the closest ones", () => {
    const hits = [
      hit(
        '/platform/licenses/how-to-guides/dsls',
        'DSLS',
        ['Agent settings for DSLS'],
        'Unlike the other types, the agent snap has no snap set key for the DSLicSrv path: ask support how to set it.',
        30,
      ),
      hit(
        '/platform/licenses/how-to-guides',
        'License how-to guides',
        ['Install the status tool on the agent host'],
        'The agent runs the vendor status tool. Install that tool where the agent runs and tell the agent where it is with a snap set key:\n```\n# FlexLM example: the tool is lmutil\nsudo snap set license-manager-agent lmutil-path=/usr/local/bin/lmutil\n```\nEach vendor tool has its own snap set key on the agent.',
        25,
      ),
    ];
    const text = answer(
      'Is there a snap set key on license-manager-agent for the DSLicSrv path, like the other vendor tools have?',
      hits,
    ).text;
    expect(text).toContain('no snap set key for the DSLicSrv path');
    expect(text).not.toContain('lmutil-path');
  });

  it('reads a line that names no server or cloud by the page and heading it stands under', () => {
    const rlm = 'What port does an RLM server listen on by default?';
    expect(placedUnderOther(rlm, 'The default port is 27000.', 'FlexLM license servers FlexLM at a glance')).toBe(true);
    expect(placedUnderOther(rlm, 'The default port is 5053.', 'RLM license servers RLM at a glance')).toBe(false);
    expect(placedUnderOther(rlm, 'Unlike FlexLM, RLM listens on 5053.', 'FlexLM license servers Ports')).toBe(false);
    expect(placedUnderOther(rlm, 'Ports differ by type.', 'License servers Ports')).toBe(false);
    // Client tools share pages (jobbergate-core's lines stand on the SDK's), so their pages say nothing.
    expect(placedUnderOther('How do I install jobbergate-core?', 'pip install jobbergate-core', 'Vantage SDK')).toBe(
      false,
    );
    const hits = [
      hit(
        '/platform/licenses/how-to-guides/flexlm',
        'FlexLM license servers',
        ['At a glance'],
        'The default port is 27000 for lmgrd.',
        30,
      ),
      hit(
        '/platform/licenses/how-to-guides/rlm',
        'RLM license servers',
        ['At a glance'],
        'RLM serves clients on port 5053 by default.',
        20,
      ),
    ];
    const text = answer(rlm, hits).text;
    expect(text).toContain('5053');
    expect(text).not.toContain('27000');
  });

  it('knows the local deployment apps apart, and a story names the one a short question is about', () => {
    const juju =
      'The deployment record for my Charmed HPC cluster is gone but the model is still there. How do I remove the model by hand?';
    expect(focusedQuestion(juju)).toBe('How do I remove the model by hand? (Charmed HPC)');
    const asked = focusedQuestion(juju);
    expect(
      namesOtherServer(asked, 'Remove the VM by hand: multipass delete --purge slurm-multipass-localhost-demo'),
    ).toBe(true);
    expect(namesOtherServer(asked, 'juju destroy-model CLIENT_ID --destroy-storage --force')).toBe(false);
  });

  it('knows the cluster agents and the permission groups apart', () => {
    const logs = 'Where do I read the license-manager-agent log?';
    expect(namesOtherServer(logs, 'sudo journalctl -u snap.jobbergate-agent.daemon')).toBe(true);
    expect(namesOtherServer(logs, 'sudo journalctl -u snap.license-manager-agent.daemon')).toBe(false);
    const jobs = 'Can someone in Jobs Admin delete a cluster?';
    expect(namesOtherServer(jobs, 'Notebook Admin: start, stop and delete notebook servers.')).toBe(true);
    expect(namesOtherServer(jobs, 'Jobs Admin: scripts, templates and submissions; Cluster Admin: clusters.')).toBe(
      false,
    );
  });

  it('reads a sentence that starts with "Not" as ruling out what it names', () => {
    const tokens = 'Where does jobbergate-core cache its tokens by default? Not where the vantage CLI puts them.';
    expect(namesOtherServer(tokens, "The Vantage CLI's cache: ~/.vantage-cli/token_cache/<profile>/access.token")).toBe(
      true,
    );
    expect(namesOtherServer(tokens, 'jobbergate-core keeps tokens in token_dir')).toBe(false);
  });

  it('knows one API endpoint from another, by the line or by the section it stands in', () => {
    const sos = 'What lives behind /sos/graphql on the API host?';
    expect(namesOtherServer(sos, '/cluster/graphql, GraphQL: clusters and notebook servers')).toBe(true);
    expect(namesOtherServer(sos, 'Support tickets live behind https://apis.vantagecompute.ai/sos/graphql.')).toBe(
      false,
    );
    // A path and the paths under it are one endpoint's; a service's root alone is a base URL.
    const scripts = 'query param on GET /jobbergate/job-scripts to list scripts from one template';
    expect(namesOtherServer(scripts, 'GET /jobbergate/job-scripts/{id} returns one script')).toBe(false);
    expect(namesOtherServer(scripts, 'API = "https://apis.vantagecompute.ai/jobbergate"')).toBe(false);
    // A path parameter stands for any segment: submission 311's cancel call is the question's.
    const cancel = 'Which permission must my token carry to call PUT /jobbergate/job-submissions/cancel/{id}?';
    expect(
      namesOtherServer(cancel, 'curl -X PUT https://apis.vantagecompute.ai/jobbergate/job-submissions/cancel/311'),
    ).toBe(false);
    expect(namesOtherServer(cancel, 'curl https://apis.vantagecompute.ai/jobbergate/job-scripts/57')).toBe(true);
    const health = 'What HTTP status does GET /jobbergate/health give back?';
    expect(amidOtherEndpoints(health, '200 OK: A page of cluster statuses.', 'GET /jobbergate/clusters/status')).toBe(
      true,
    );
    expect(amidOtherEndpoints(health, '204 No Content: The service is healthy.', 'GET /jobbergate/health')).toBe(false);
    expect(amidOtherEndpoints('What does a 200 mean?', '200 OK: A page.', 'GET /jobbergate/clusters/status')).toBe(
      false,
    );
  });

  it('knows another cloud the same way', () => {
    const question = 'Roughly how long does a Kubernetes cluster on AWS take to provision?';
    expect(namesOtherServer(question, 'Cudo Compute, Kubernetes: 10 to 25 minutes.')).toBe(true);
    expect(namesOtherServer(question, 'AWS, Kubernetes: 10 to 15 minutes.')).toBe(false);
    expect(namesOtherServer(question, 'Kubernetes clusters take longer than Slurm ones.')).toBe(false);
    // A cloud's services and CLI name it too.
    const quota = 'How can I check our EC2 vCPU quota in a region?';
    expect(namesOtherServer(quota, 'Check the region: az vm list-usage --location westeurope')).toBe(true);
    expect(namesOtherServer(quota, 'aws service-quotas get-service-quota --service-code ec2')).toBe(false);
    // A word before the question word does not hide that it asks for a value.
    expect(questionKind(question)).toBe('value');
    expect(answer(question, providerTimes()).text).not.toContain('10 to 25');
  });

  it("leaves another server type's line out of the closest passages", () => {
    const hits = [
      hit(
        '/platform/licenses/how-to-guides/ls-dyna',
        'LS-DYNA license servers',
        ['Status tool'],
        'Status tool: lstc_qrun; the agent runs lstc_qrun -s <port>@<host> -R on the server address.',
        20,
      ),
      hit(
        '/platform/licenses/how-to-guides',
        'License server how-to guides',
        ['Install the status tool'],
        'Install the status tool on the node where the agent runs, and tell the agent where it is:\n```\n# FlexLM example: the tool is lmutil\nsudo snap set license-manager-agent lmutil-path=/usr/local/bin/lmutil\n```',
        18,
      ),
    ];
    const composed = answer('Which tool does the agent run to check an LS-DYNA license server?', hits);
    expect(composed.text).toContain('lstc_qrun');
    expect(composed.text).not.toContain('lmutil');
  });
});

describe('sections about another kind of CLI object', () => {
  it('knows a CLI line about another kind of object by its command, or else by its heading or page title', () => {
    const question = 'How do I delete a notebook from the terminal without the prompt?';
    expect(namesOtherObject(question, 'vantage job script delete 57 --yes', [])).toBe(true);
    expect(namesOtherObject(question, 'vantage notebook delete pi-dev --force', ['Delete a job script'])).toBe(false);
    expect(
      namesOtherObject(question, 'Without --yes the CLI asks.', ['Do it from the terminal', 'Delete a job template']),
    ).toBe(true);
    expect(
      namesOtherObject(question, 'Add --force to skip it.', ['Stop and delete a server', 'Notebooks from the CLI']),
    ).toBe(false);
    // Scripts, templates and submissions are one kind: a rejected script is answered on a submissions page.
    expect(
      namesOtherObject('Which CLI command re-runs a script?', 'vantage job submission create --job-script-id 7', []),
    ).toBe(false);
    // "In a script" is where the command runs, not a job script the question is about.
    expect(
      namesOtherObject(
        'How do I delete a cluster from the CLI in a script without the prompt?',
        'vantage job script delete 57 --yes',
        [],
      ),
    ).toBe(true);
    expect(
      namesOtherObject(
        'scripting cleanup of old notebooks, what flag stops `vantage notebook delete` from asking?',
        'vantage job script delete, vantage job submission delete and vantage job template delete take --yes (-y).',
        [],
      ),
    ).toBe(true);
    // Only a question about the CLI is judged: "job user" in an agent question names no command.
    expect(
      namesOtherObject('Which account runs a job if no job user is set?', 'Set it on the cluster.', [
        'Install the agents on a cluster',
      ]),
    ).toBe(false);
  });

  it('offers the notebook command, not the job commands, for deleting a notebook without the prompt', () => {
    const jobHit = (kind: string, id: number, score: number) =>
      hit(
        `/platform/jobs/tutorials/${kind}s/delete-${kind}`,
        `Delete a job ${kind}`,
        ['Do it from the terminal'],
        `Delete it from the terminal without the confirmation prompt:\n\`\`\`\nvantage job ${kind} delete ${id} --yes\n\`\`\`\nWithout --yes the CLI asks for confirmation before it deletes.`,
        score,
      );
    const hits = [
      jobHit('script', 57, 30),
      jobHit('template', 17, 29),
      jobHit('submission', 1190, 28),
      hit(
        '/cli/notebooks',
        'Notebooks from the CLI',
        ['Stop and delete a server'],
        'The CLI asks for confirmation. To delete a notebook without the prompt, add --force:\n```\nvantage notebook delete analysis --cluster my-cluster --force\n```',
        20,
      ),
    ];
    const composed = answer('How do I delete a notebook from the terminal without it asking me to confirm?', hits);
    expect(composed.text).toContain('vantage notebook delete analysis --cluster my-cluster --force');
    expect(composed.text).not.toContain('--yes');
  });

  it("leaves out a sentence pointing back to one that runs another object's command", () => {
    const hits = [
      hit(
        '/cli/usage',
        'Using the CLI',
        ['Skip the confirmation prompt'],
        [
          'vantage job script delete and vantage job template delete skip the confirmation prompt with --yes.',
          'Most other delete commands take --force, for example vantage notebook delete and vantage cluster delete. Its short form is -f on the confirmation prompt of every delete command.',
        ].join('\n'),
        20,
      ),
    ];
    const text = answer('What flag skips the confirmation prompt on vantage job script delete?', hits).text;
    expect(text).toContain('--yes');
    expect(text).not.toContain('--force');
  });

  it('reads the object a reader tried or compares with as neither the subject nor a CLI question of its own', () => {
    const tried =
      'How do I delete a job template from a script without it prompting me? I tried the flag I use for notebooks.';
    expect(namesOtherObject(tried, 'vantage notebook delete analysis --cluster my-cluster --force', [])).toBe(true);
    expect(namesOtherObject(tried, 'vantage job template delete 17 --yes', [])).toBe(false);
    const compared = 'Can I pass --yes to vantage notebook delete to skip the prompt, like with job scripts?';
    expect(namesOtherObject(compared, 'vantage job script delete 57 --yes', [])).toBe(true);
    expect(namesOtherObject(compared, 'vantage notebook delete analysis --force', [])).toBe(false);
    // A question naming only what was tried keeps it as its subject.
    expect(
      namesOtherObject(
        'I tried vantage notebook delete in a script; which flag skips the prompt?',
        'vantage notebook delete analysis --force',
        [],
      ),
    ).toBe(false);
  });

  it("leaves out the code lines and list items of a shared section that run another object's command", () => {
    const hits = [
      hit(
        '/cli/usage',
        'Using the CLI',
        ['Skip the confirmation prompt'],
        "Turn the prompt off with the command's own flag:\n- vantage job script delete and vantage job template delete take --yes (-y).\n- vantage cluster delete and vantage notebook delete take --force (-f).\nFor example:\n```\nvantage job script delete 57 --yes\nvantage cluster delete my-cluster --force\n```",
        20,
      ),
    ];
    const composed = answer(
      'How do I delete a cluster from the CLI in a script without the confirmation prompt?',
      hits,
    );
    expect(composed.text).toContain('vantage cluster delete my-cluster --force');
    expect(composed.text).not.toContain('--yes');
  });
});

describe('one row per table for a question asking which one', () => {
  const page = '/platform/compute-providers/example-partner';
  const sites = () => [
    hit(
      page,
      'Example partner',
      ['Sites'],
      [
        'The partner runs two sites for Vantage customers:',
        'NOR01, Tromso, Norway, Hydroelectric: Cooled by outside air most of the year.',
        'DEN01, Aarhus, Denmark, Wind: Its waste heat warms the town.',
      ].join('\n'),
      20,
    ),
  ];

  it('tells a question asking which one from one asking several', () => {
    expect(asksWhichOne('which site code is the Aarhus one?')).toBe(true);
    expect(asksWhichOne('Which of the agents runs sbatch?')).toBe(true);
    expect(asksWhichOne('Where on the detail page is the cost?')).toBe(true);
    expect(asksWhichOne('Which sites does the partner run?')).toBe(false);
    expect(asksWhichOne('which sites are there, all of them?')).toBe(false);
    expect(asksWhichOne('What is a site code?')).toBe(false);
    // A status answer often needs two rows.
    expect(asksWhichOne('Which Vantage status does a TIMEOUT job end in?')).toBe(false);
    // An HTTP status is one code.
    expect(asksWhichOne('expired token: which HTTP status should I expect?')).toBe(true);
  });

  it('gives the row that answers and leaves out its neighbours', () => {
    const text = answer('which site code is the Aarhus one?', sites()).text;
    expect(text).toContain('DEN01');
    expect(text).not.toContain('NOR01');
    // Asking for all of them keeps every row.
    const all = answer('Which sites does the partner run, with their codes?', sites()).text;
    expect(all).toContain('DEN01');
    expect(all).toContain('NOR01');
  });
});

describe('a row named in code', () => {
  const parameters = () => [
    hit(
      '/api/reference',
      'REST API reference',
      ['List job submissions'],
      [
        'The list takes these query parameters:',
        'from_job_script_id, query, integer, no: Only submissions made from this script.',
        'slurm_job_ids, query, string, no: A comma-separated list to match.',
      ].join('\n'),
      20,
    ),
  ];

  it('reads a code name as the words a reader spells it in', () => {
    expect(codeAsWords('slurm_job_ids')).toBe('slurm job ids');
    expect(codeAsWords('JobSubmissionRejectedError')).toBe('Job Submission Rejected Error');
  });

  it('gives the row whose code name the question spells in words', () => {
    const text = answer('which query parameter takes slurm job ids?', parameters()).text;
    expect(text).toContain('slurm_job_ids');
    expect(text).not.toContain('from_job_script_id');
  });
});

describe('code that uninstalls a package', () => {
  const hits = () => [
    hit(
      '/sdk/installation',
      'Install the SDK',
      ['Check for the wrong package'],
      'If pip finds another package of that name, remove it and reinstall the real SDK package:\n```\npip uninstall -y vantage-sdk\npip install --force-reinstall vantage-sdkpy\n```',
      20,
    ),
  ];

  it('is left out of an answer to a question that does not ask to remove one', () => {
    const text = answer('What is the pip package name of the real SDK package?', hits()).text;
    expect(text).toContain('pip install --force-reinstall vantage-sdkpy');
    expect(text).not.toContain('pip uninstall');
    expect(answer('How do I uninstall the wrong SDK package?', hits()).text).toContain('pip uninstall -y vantage-sdk');
  });
});

describe('a question about the agent charms', () => {
  it('is not offered the snap commands of a hand-installed cluster', () => {
    const hits = [
      hit(
        '/platform/clusters/how-to-guides/charmed-hpc-integration',
        'Charmed HPC integration',
        ['Deploy the agent charms'],
        'Both agent charms default to the public endpoints; only a private installation changes their base API URL option.',
        20,
      ),
      hit(
        '/platform/compute-providers/on-premises/setup',
        'Connect an on-premises cluster',
        ['Configure the agents'],
        'Set the base API URL of each agent, then start it:\n```\nsudo snap set vantage-agent base-api-url=https://apis.vantagecompute.ai\n```',
        25,
      ),
    ];
    const text = answer(
      'Do the agent charms need their base API URL set, or do they default to the hosted endpoints?',
      hits,
    ).text;
    expect(text).toContain('default to the public endpoints');
    expect(text).not.toContain('snap set');
    // A question about the snaps is.
    expect(answer('How do I set the base API URL of the agents?', hits).text).toContain('snap set');
  });

  it('knows the hand-installed way by its snap commands for the agents, not by a snap of another tool', () => {
    const question = 'How do I connect the agent charms on my Juju cluster?';
    expect(installsOtherWay(question, 'sudo snap install vantage-agent --classic')).toBe(true);
    expect(installsOtherWay(question, 'sudo snap set "$agent" base-api-url=https://apis.vantagecompute.ai')).toBe(true);
    // The charm guide installs Juju itself by snap.
    expect(installsOtherWay(question, 'sudo snap install juju --channel 3.6/stable')).toBe(false);
    expect(installsOtherWay('How do I install the agents?', 'sudo snap install vantage-agent --classic')).toBe(false);
  });
});

describe('a row of a numbered thing', () => {
  const page = '/platform/licenses/how-to-guides/example-ha';
  const servers = () => [
    hit(
      page,
      'Example high availability',
      ['How the servers share the work'],
      [
        'Each of the three servers has a part of its own:',
        'Server 1, Serves every request: It hands out licenses while it is up.',
        'Server 2, Stands by: It hands out licenses while server 1 is down.',
        'Server 3, Refuses every request: It only makes a majority.',
      ].join('\n'),
      20,
    ),
  ];

  it('is left out when the question names another one by number or ordinal', () => {
    for (const question of ['What does server 3 do in the example setup?', 'what is the third server for?']) {
      const text = answer(question, servers()).text;
      expect(text).toContain('Refuses every request');
      expect(text).not.toContain('Stands by');
    }
    // A question naming none keeps every row.
    expect(answer('What does each server do in the example setup?', servers()).text).toContain('Stands by');
  });
});

describe('one value per answer: a port, a version, a period', () => {
  it('offers one port to a question asking which port, leaving out lines that state only other ports', () => {
    const page = '/platform/licenses/how-to-guides/lmx';
    const hits = [
      hit(
        page,
        'LM-X license servers',
        ['Ports'],
        'Default port: TCP 6200 for license traffic, set with TCP_LISTEN_PORT.',
        20,
      ),
      hit(
        page,
        'LM-X license servers',
        ['Register the server'],
        'Registering the command-line default port 27000 is a common slip.',
        18,
      ),
      hit(
        page,
        'LM-X license servers',
        ['Check the server'],
        'The server answers on port 6200 once it runs; see its log if not.',
        16,
      ),
      hit(
        page,
        'LM-X license servers',
        ['Port clashes'],
        'Keep 6200 for the server and move the other service to 6201.',
        14,
      ),
    ];
    for (const question of [
      'What port does an LM-X license server listen on by default?',
      'default port for an LM-X license server?',
    ]) {
      const composed = answer(question, hits);
      expect(composed.text).toContain('6200');
      expect(composed.text).toContain('answers on port 6200');
      expect(composed.text).not.toContain('27000');
      // Repeating the answer beside another number sets a second one before the reader.
      expect(composed.text).not.toContain('6201');
    }
    // A question that asks how to do something with a port is not asking which one: both lines stay.
    expect(answer('How do I register an LM-X license server and its port?', hits).text).toContain('27000');
  });

  it('offers one version to a question asking which version', () => {
    const hits = [
      hit('/cli/installation', 'Install the CLI', ['Requirements'], 'The vantage CLI needs Python 3.12 or newer.', 20),
      hit('/sdk/installation', 'Install the SDK', ['Requirements'], 'Jobbergate core needs Python 3.10 or newer.', 18),
      hit(
        '/cli/installation',
        'Install the CLI',
        ['Check Python'],
        'Check with python3 --version that it prints 3.12 or later.',
        16,
      ),
    ];
    const composed = answer('What is the minimum Python version for the vantage CLI?', hits);
    expect(composed.text).toContain('3.12 or newer');
    expect(composed.text).not.toContain('3.10');
    // Asking for several versions keeps them all.
    expect(answer('Which Python versions do the vantage CLI and Jobbergate core need?', hits).text).toContain('3.10');
  });

  it("offers one release to a question asking for a package's current release, a pin with == included", () => {
    const hits = [
      hit(
        '/sdk/installation',
        'Install the SDK',
        ['Install the Vantage SDK'],
        'The latest release at the time of writing is 0.1.22; to pin it, use pip install "vantage-sdkpy==0.1.22".',
        20,
      ),
      hit(
        '/cli/installation',
        'Install the CLI',
        ['Install from PyPI'],
        'To pin the release these pages describe:\n```\npip install "vantage-cli==0.1.19"\n```',
        18,
      ),
    ];
    const text = answer("what's the current release of vantage-sdkpy on pypi, so I can pin it", hits).text;
    expect(text).toContain('0.1.22');
    expect(text).not.toContain('0.1.19');
  });

  it("offers one reply time to a question asking how quickly, leaving out other channels' times", () => {
    const hits = [
      hit(
        '/cli/contact',
        'Contact and support',
        ['Pick the channel'],
        'Commercial support for your organization, Email support@vantagecompute.ai: Critical: 4 hours; standard: 1 business day.\nReport a bug in the CLI, GitHub issues: 2 to 3 days.',
        20,
      ),
    ];
    const text = answer(
      'For a standard support request to support@vantagecompute.ai, how quickly should we expect a reply?',
      hits,
    ).text;
    expect(text).toContain('1 business day');
    expect(text).not.toContain('2 to 3 days');
  });

  it('holds a question asking how many seconds to one number, as one asking a port', () => {
    // The line model's count is not always clear; then the first duration given stands for the answer.
    expect(asksForOneNumber('How many seconds does the agent give a status command before abandoning it?')).toBe(true);
    expect(asksForOneNumber('how many minutes until the device code expires')).toBe(true);
    expect(asksForOneNumber('How many sbatch arguments can one submission take?')).toBe(false);
  });

  it("offers one length to a question asking how long a field's name may be", () => {
    const hits = [
      hit(
        '/platform/compute-providers/public-clouds/aws',
        'AWS cloud accounts',
        ['Add the account'],
        'Enter an Account Name of up to 45 characters, such as aws-research.',
        20,
      ),
      hit(
        '/platform/clusters/how-to-guides/add-a-cloud-cluster-aws',
        'Add an AWS cluster',
        ['Common fields'],
        'Fill in the common fields: Cluster Name (up to 27 characters, unique) and your AWS Cloud Account.',
        18,
      ),
    ];
    for (const question of [
      'character limit on the name of an AWS cloud account?',
      'How long can an AWS account name be?',
    ]) {
      const text = answer(question, hits).text;
      expect(text).toContain('45 characters');
      expect(text).not.toContain('27 characters');
    }
    // Asking about several names keeps every limit.
    expect(answer('How long can cluster and account names be?', hits).text).toContain('27 characters');
    // A limit in prose, the field named in lower case: another field's limit too.
    const prose = [
      ...hits,
      hit(
        '/getting-started/create-cluster-intro',
        'Create your first cluster',
        ['Troubleshooting'],
        'The cluster name is rejected: Names must be unique in the organization and at most 27 characters long.',
        16,
      ),
    ];
    const text = answer('max length for the aws cloud account name in vantage?', prose).text;
    expect(text).toContain('45 characters');
    expect(text).not.toContain('27 characters');
  });

  it("leaves out the limit of the same object's other field: a cluster's description is not its name", () => {
    const hits = [
      hit(
        '/getting-started/create-cluster-intro',
        'Create your first cluster',
        ['Step 3: describe the cluster'],
        'Cluster Name: A name unique in your organization, at most 27 characters. Cluster Description: Optional, at most 255 characters.',
        20,
      ),
    ];
    const text = answer("What's the maximum length of the Cluster Name?", hits).text;
    expect(text).toContain('27 characters');
    expect(text).not.toContain('255 characters');
  });

  it('leaves a time limit out of an answer to a question asking how often', () => {
    const page = '/platform/licenses/how-to-guides';
    const hits = [
      hit(
        page,
        'License how-to guides',
        ['Check the status tool'],
        "Run the status command by hand. It must print usage within the agent's tool-timeout of 6 seconds.",
        20,
      ),
      hit(
        page,
        'License how-to guides',
        ['Watch a reconciliation'],
        'Follow the agent log for one stat-interval (60 seconds by default) to see the usage reported.',
        18,
      ),
    ];
    const often = answer('How often does the License Manager agent check usage on the license server?', hits).text;
    expect(often).toContain('60 seconds');
    expect(often).not.toContain('6 seconds');
    // A question about the timeout itself still gets it.
    expect(answer('What is the tool-timeout of the License Manager agent?', hits).text).toContain('6 seconds');
  });

  it('leaves a line giving only another number out of an answer to "how many", when the model clearly prefers one', () => {
    const page = '/platform/jobs/how-to-guides/submissions';
    const hits = [
      hit(
        page,
        'Job submission how-to guides',
        ['Add sbatch arguments at submit time'],
        'One submission carries at most 50 sbatch arguments, whether they come from the web app, the CLI or the API.',
        20,
      ),
      hit(
        page,
        'Job submission how-to guides',
        ['Find rejected submissions'],
        'Your job submissions with their sbatch arguments, 100 to a page:\n```\ncurl -s -G https://apis.vantagecompute.ai/jobbergate/job-submissions -d size=100\n```',
        18,
      ),
    ];
    const text = answer('How many sbatch arguments can one job submission carry?', hits).text;
    expect(text).toContain('at most 50 sbatch arguments');
    expect(text).not.toContain('100 to a page');
    // A question that asks for counts of several things keeps both.
    expect(answer('How many sbatch arguments and submissions per page?', hits).text).toContain('100 to a page');
  });

  it('does not lock a "how many" answer to the number of what the reader ruled out', () => {
    const hits = [
      hit(
        '/platform/licenses',
        'Licenses',
        ['Reconciliation'],
        'Every stat-interval seconds (60 by default) the agent runs the status tool against each license server and waits for its output.',
        20,
      ),
      hit(
        '/platform/licenses',
        'Licenses',
        ['Agent settings'],
        'The agent abandons a status tool run that takes longer than 6 seconds (tool-timeout).',
        18,
      ),
    ];
    const asked =
      "How many seconds does the agent wait for the status tool's output? I mean the timeout, not the polling interval";
    const text = answer(asked, hits).text;
    expect(text).toContain('longer than 6 seconds');
    expect(text).not.toContain('60 by default');
  });

  it("reads a license server's status command as another tool's, not as a CLI command on another object", () => {
    const hits = [
      hit(
        '/platform/licenses',
        'Licenses',
        ['The agent on the cluster'],
        'Settings you may need to touch:\n' +
          'stat-interval, default 60: Seconds between reconciliations\n' +
          'tool-timeout, default 6: Seconds before a status command is abandoned',
        20,
      ),
      hit(
        '/platform/licenses',
        'Licenses',
        ['Reconciliation'],
        'Every stat-interval seconds (60 by default) the agent runs the vendor status command against each license server.',
        19,
      ),
    ];
    const text = answer(
      'license-manager-agent: how many seconds does it give a vendor status command before abandoning it?',
      hits,
    ).text;
    expect(text).toMatch(/tool-timeout, default 6\b/);
  });

  it("leaves another status's row out when the status the question spells has a row of its own", () => {
    const hits = [
      hit(
        '/platform/jobs/reference/job-submissions',
        'Job submissions',
        ['Slurm job states'],
        'Final states decide the Vantage status; every other state leaves the submission in SUBMITTED.\n' +
          'SPECIAL_EXIT, ABORTED: The job ended with Slurm special exit value.\n' +
          'OUT_OF_MEMORY, SUBMITTED: A step ran out of memory, and the state is not final.\n' +
          'TIMEOUT, ABORTED: The job reached its time limit.',
        20,
      ),
    ];
    const text = answer('Slurm says OUT_OF_MEMORY for a job. What status will the Vantage submission show?', hits).text;
    expect(text).toContain('OUT_OF_MEMORY, SUBMITTED');
    expect(text).not.toContain('SPECIAL_EXIT');
    expect(text).not.toContain('TIMEOUT, ABORTED');
    // A question spelling no status that has a row reads every row.
    expect(answer('Which Slurm states make a Vantage submission ABORTED or leave it SUBMITTED?', hits).text).toContain(
      'TIMEOUT, ABORTED',
    );
  });

  it('does not take an HTTP status ("Returns 201") for the count a "how many" question asks for', () => {
    const hits = [
      hit(
        '/platform/jobs/reference/job-submissions',
        'Job submissions',
        ['API'],
        'POST /job-submissions: Create a submission (name, job_script_id, client_id, sbatch_arguments). Returns 201.',
        20,
      ),
      hit(
        '/api/reference',
        'REST API reference',
        ['Create a job submission'],
        'sbatch_arguments, array of string, no: Extra arguments passed to sbatch. Limits: at most 50 items.',
        18,
      ),
    ];
    expect(answer('how many sbatch_arguments can one job submission carry', hits).text).toContain('at most 50 items');
  });

  it('does not take a version in a name ("OAuth 2.0") for the count a "how many" question asks for', () => {
    const hits = [
      hit(
        '/cli/usage',
        'CLI usage',
        ['Sign in'],
        'vantage login signs you in with the OAuth 2.0 device authorization flow: approve the request in the browser.\nThe CLI waits for you to approve, 300 seconds by default.',
        20,
      ),
    ];
    const text = answer('How many seconds does vantage login wait for me to approve in the browser?', hits).text;
    expect(text).toContain('300 seconds');
  });

  it('reads a sentence that opens on "it" with the sentence before, and gives the two together', () => {
    const page = '/platform/jobs/tutorials/submissions/delete-submission';
    const hits = [
      hit(
        page,
        'Delete a submission',
        ['What deleting a submission does'],
        'The submission record in Vantage, its status and metrics: Removed permanently.\nThe job files on the cluster: Unchanged.\nDeleting a submission is about tidying Vantage. It never stops or undoes a job.',
        20,
      ),
    ];
    const text = led(byRules('Does deleting a submission also stop the Slurm job?', hits));
    expect(text).toContain('Deleting a submission is about tidying Vantage. It never stops or undoes a job.');
    // The pronoun's sentence is given once, with its antecedent, not again on its own.
    expect(text.split('It never stops').length).toBe(2);
  });
});

describe("the line model's agreement", () => {
  const fixtures: Array<[string, SearchHit[]]> = [
    ['What is grace time?', graceTime()],
    ['How do I rotate the API key?', rotateKey()],
    [
      'What is a permission group?',
      [
        hit('/getting-started/teams-intro', 'Teams', ['Teams'], 'Teams, Who shares a cluster: Settings › Teams', 20),
        hit(
          '/platform/iam',
          'Identity and access',
          ['Permission groups'],
          'A permission group is a named set of permissions. A user can hold several groups.',
          15,
        ),
      ],
    ],
  ];

  it('only ever takes an answer from the rules away, and hedges at least one here', () => {
    const verdicts = fixtures.map(([q, hits]) => [sure(answer(q, hits)), sure(byRules(q, hits))]);
    for (const [checked, rules] of verdicts) if (checked) expect(rules).toBe(true);
    expect(verdicts.some(([checked, rules]) => !checked && rules)).toBe(true);
  });

  it("gives an answer only when it holds the model's best line, and a hedged one keeps the rules' lines", () => {
    for (const [q, hits] of fixtures) {
      const checked = answer(q, hits);
      const rules = byRules(q, hits);
      if (sure(checked)) {
        const best = lineChoices(focusedQuestion(q), toPassages(q, hits))
          .map(({candidate, facts}) => ({text: candidate.text, score: lineScore(facts)}))
          .sort((a, b) => b.score - a.score)[0];
        expect(checked.text).toContain(best.text.slice(0, 30));
      } else {
        expect(checked.text.split('\n')[0]).toBe(hedgeText);
        const ruled = led(rules)
          .split('\n')
          .find((line) => !line.startsWith('Read more'));
        expect(checked.text).toContain(ruled?.replace(/ \[\d+\]$/, ''));
      }
    }
  });
});

describe('answer lines', () => {
  it('does not count a digit inside a flag or an address as the number a question asks for', () => {
    expect(hasShape('Arguments: --array=1-8, --time=00:05:00.', 'number')).toBe(false);
    expect(hasShape("Find it with ss -ltnp 'sport = :27000'.", 'number')).toBe(false);
    expect(hasShape('Limits: at most 50 items.', 'number')).toBe(true);
    expect(hasShape('Without a port, lmgrd takes the first free one in 27000–27009.', 'number')).toBe(true);
  });

  it('counts a duration in words for "how long", not for "how many"', () => {
    expect(valueShape('How many sbatch arguments can one submission have?')).toBe('number');
    expect(valueShape('How long is a refresh token valid?')).toBe('time');
    // The current release is a version; releasing a booking is not.
    expect(valueShape("what's the current release of vantage-sdkpy on pypi")).toBe('number');
    expect(valueShape('when does License Manager release a booking?')).toBe(null);
    expect(hasShape('Within a minute the submission turns REJECTED.', 'number')).toBe(false);
    expect(hasShape('Within a minute the submission turns REJECTED.', 'time')).toBe(true);
    expect(hasShape('A refresh token is valid for 30 days.', 'time')).toBe(true);
  });

  it('reads "what\'s the call" and "which endpoint" as asking for code', () => {
    expect(valueShape("render a job script from a template with the REST API - what's the call?")).toBe('code');
    expect(valueShape('which endpoints list bookings?')).toBe('code');
    expect(valueShape('what is the default partition?')).toBe(null);
  });

  it('keeps a hedged answer to nine blocks, counting the code and the list a line brings', () => {
    const section = (k: number) =>
      hit(
        `/platform/agents-${k}`,
        `Agent logs ${k}`,
        [`Reading agent log ${k}`],
        `The agent log ${k} on the head node keeps a week of history. The agent log ${k} on the head node holds two kinds of lines:\nERROR lines for failed checks in log ${k}\nWARN lines for slow answers in log ${k}\nRead the agent log ${k} on the head node like this:\n\`\`\`\njournalctl -u agent-${k}\n\`\`\``,
        20 - k,
      );
    const composed = answer('why does the agent log on the head node keep growing?', [0, 1, 2, 3, 4, 5].map(section));
    expect(unsure(composed)).toBe(true);
    const blocks = parseAnswer(composed.text).filter((b) => b.kind !== 'readMore');
    expect(blocks.some((b) => b.kind === 'bullets')).toBe(true);
    expect(blocks.length).toBeLessThanOrEqual(9);
  });

  it('asks for a number when it asks for an HTTP status or another code', () => {
    expect(valueShape('what http status does the health endpoint give back when it is up?')).toBe('number');
    expect(valueShape('which response code means the token expired')).toBe('number');
    const hits = [
      hit(
        '/api/reference',
        'REST API reference',
        ['Jobbergate health endpoint'],
        'GET /jobbergate/health\nThe endpoint needs no token and sends no body back. Returns 204 when the Jobbergate API is up.',
        20,
      ),
    ];
    expect(
      answer('what http status does the jobbergate health endpoint give back when it is up?', hits).text,
    ).toContain('Returns 204');
  });

  it('prefers a line that answers to one about the page itself', () => {
    const hits = [
      hit(
        '/platform/licenses/tutorials',
        'License tutorial',
        ['Check usage'],
        'In this tutorial you check license usage from the cluster.\nTo check license usage, run lmutil lmstat -a on the license server host.',
        20,
      ),
    ];
    const composed = answer('Where do I check license usage?', hits);
    expect(parseAnswer(led(composed)).find((b) => b.kind === 'paragraph')).toEqual({
      kind: 'paragraph',
      text: 'To check license usage, run lmutil lmstat -a on the license server host. [1]',
    });
  });
});

describe('values in code, names a question implies, and steps an asked clause names', () => {
  it('answers a port question from the address in the code a lead-in introduces, past a short row elsewhere', () => {
    expect(valueShape('what port does the fake mock api server listen on')).toBe('port');
    expect(hasShape('curl -s http://127.0.0.1:4010/jobbergate/job-submissions', 'port')).toBe(true);
    expect(hasShape('export LM_LICENSE_FILE=27000@lic01', 'port')).toBe(true);
    expect(hasShape('hello-vantage-1', 'port')).toBe(false);
    const hits = [
      hit(
        '/api/openapi',
        'OpenAPI document',
        ['Use it with common tools'],
        'Run a mock server that answers with the examples in the document:\n```\nnpx @stoplight/prism-cli mock openapi.json\ncurl -s http://127.0.0.1:4010/jobbergate/job-submissions\n```',
        20,
      ),
      // A row too short to give alone ("Port: 27000") scores high on "port" and "server".
      hit('/platform/licenses/tutorials', 'License Manager tutorial', ['Register the server'], 'Port: 27000', 19),
    ];
    const composed = answer('what port does the fake mock api server listen on', hits);
    expect(composed.text).toContain('127.0.0.1:4010');
    expect(composed.citations[0].url).toBe('/api/openapi#use-it-with-common-tools');
  });

  it('offers the lead-in and its code when too few question words are in any section, and shows code once', () => {
    const hits = [
      hit(
        '/platform/compute-providers/on-premises/management',
        'Manage an on-premises connection',
        ['Control agent updates'],
        'Snaps update themselves: snapd checks for new revisions several times a day. If you want no update during a critical period, hold them, and release the hold afterwards:\n```\nsudo snap refresh --hold=72h vantage-agent jobbergate-agent\nsudo snap refresh --unhold vantage-agent jobbergate-agent\n```\nTo move all refreshes into a maintenance window instead, set the system refresh timer.',
        20,
      ),
    ];
    const composed = answer('how do i stop the agent snaps from auto-updating in the middle of a big campaign', hits);
    expect(unsure(composed)).toBe(true);
    expect(composed.text.startsWith(hedgeText)).toBe(true);
    expect(composed.text.split('refresh --hold=72h').length - 1).toBe(1);
  });

  it("reads a company's name as its cloud and a license server's tool as its type, not as foreign pages", () => {
    const gcp = hit(
      '/platform/compute-providers/public-clouds/gcp',
      'GCP cloud accounts',
      ['1. Prepare the project'],
      'Point gcloud at the project and turn on the Compute Engine API:\n```\ngcloud services enable compute.googleapis.com\n```',
      20,
    );
    const other = hit(
      '/platform/clusters/tutorials',
      'Cluster tutorials',
      ['What differs between providers'],
      'Who builds the machines: you, or Vantage in your project. Vantage turns on nothing in the project for you.',
      19,
    );
    const composed = answer('which google api has to be turned on in the project before vantage can build anything', [
      gcp,
      other,
    ]);
    expect(composed.text).toContain('compute.googleapis.com');
    expect(foreignNames('running lmutil says no such file', 'FlexLM troubleshooting', [])).toEqual([]);
    expect(foreignNames('running lmutil says no such file', 'RLM troubleshooting', [])).toEqual(['rlm']);
    // The platform's own access page is about the whole site, not a name the reader must say.
    expect(foreignNames('can i make my own set of permissions', 'Identity and access management (IAM)', [])).toEqual(
      [],
    );
  });

  it('does not give a line that only restates a "why" question as its answer', () => {
    const deleteSection = (reason: string) =>
      hit(
        '/platform/jobs/how-to-guides/submissions',
        'Manage job submissions',
        ['Delete a submission'],
        `Choose Delete on the Overview of a submission and confirm. You cannot delete a submission while it is SUBMITTED.${reason}`,
        20,
      );
    const question = "Why can't I delete a submission that is SUBMITTED?";
    const options = {modelCheck: false};
    const restated = composeAnswer(question, toPassages(question, [deleteSection('')]), options);
    expect(restated.text).toContain('while it is SUBMITTED');
    expect(unsure(restated)).toBe(true);
    const explained = composeAnswer(
      question,
      toPassages(question, [deleteSection(' Vantage keeps the record because it still tracks the job.')]),
      options,
    );
    expect(explained.text).toContain('because it still tracks the job');
    expect(sure(explained)).toBe(true);
  });

  it('tells a heading about another kind of task from one about the task asked', () => {
    expect(namesOtherTask('delete', 'Start a notebook server')).toBe(true);
    expect(namesOtherTask('delete', 'Find your servers')).toBe(true);
    // A verb joined to the first ("Stop and delete") is the heading's task too.
    expect(namesOtherTask('delete', 'Stop and delete a server')).toBe(false);
    expect(namesOtherTask('remove', 'Delete a script')).toBe(false);
    // A heading that names no task, or a verb of no known kind, says nothing either way.
    expect(namesOtherTask('delete', 'Notebook basics')).toBe(false);
    expect(namesOtherTask('configure', 'Create a cluster')).toBe(false);
  });

  it('answers "what <things> can …" with the names of the rows of the section about them', () => {
    expect(questionKind('what roles can someone have inside a team')).toBe('value');
    const hits = [
      hit(
        '/platform/teams',
        'Teams',
        ['Team roles'],
        'Roles decide what a member may do inside the team.\nAdmin: Manage members and their roles, delete the team.\nEngineer: Create and run workloads on the team clusters.\nViewer: See the team and its resources, read-only.',
        20,
      ),
    ];
    const composed = answer('what roles can someone have inside a team', hits);
    expect(sure(composed)).toBe(true);
    expect(composed.text).toContain('Roles: Admin, Engineer, Viewer.');
  });

  it('answers a path question with the endpoint line of an API reference section', () => {
    const hits = [
      hit(
        '/api/reference',
        'REST API reference',
        ['Jobbergate: job submissions', 'Cancel a job submission'],
        'PUT /jobbergate/job-submissions/cancel/{job_submission_id}\nMarks a CREATED or SUBMITTED submission as CANCELLED; the agent then cancels the Slurm job.\nParameters\njob_submission_id, path, integer, yes: Id of the job submission.',
        20,
      ),
    ];
    const composed = answer("is there an api call to cancel a job submission, what's the path", hits);
    expect(composed.text).toContain('PUT /jobbergate/job-submissions/cancel/{job_submission_id}');
  });

  it('offers, not asserts, an answer to a question that asks more than the clause it answers', () => {
    const hits = [
      hit(
        '/platform/compute-providers',
        'Compute providers and cloud accounts',
        [],
        'A cloud account is how Vantage is allowed to use a provider: a named set of credentials stored in your organization.',
        20,
      ),
    ];
    expect(sure(answer('what is a cloud account in vantage?', hits))).toBe(true);
    // Passages are retrieved for the clause that asks, as retrievePassages does.
    const asked = 'what is a cloud account in vantage, is it one per cluster?';
    const more = composeAnswer(asked, toPassages(focusedQuestion(asked), hits));
    expect(unsure(more)).toBe(true);
    expect(more.text).toContain('a named set of credentials');
    // A value answers the yes-or-no clause beside it.
    expect(asksMore("is there an api call to cancel a job submission, what's the path")).toBe(false);
    expect(asksMore('how do i set up a cudo compute account in vantage, what does it ask for')).toBe(true);
    // "and" followed by a question starts a second clause too.
    expect(asksMore('what is a federation and can i use it yet')).toBe(true);
    expect(askedClause('what is a federation and can i use it yet')).toBe('what is a federation');
    expect(asksMore('what is the difference between teams and permission groups')).toBe(false);
  });

  it('gives a lead-in with the list it introduces, chosen for what the list says', () => {
    const hits = [
      hit(
        '/platform/licenses/vantage-hosted',
        'Vantage-hosted license servers',
        ['What Vantage provides'],
        'Vantage describes the hosted offering as:\na dedicated license server per customer, not shared with other organizations;\nmonitoring of that server;\nbackups of its configuration and license files;\nHow the hosted servers are built is not published.',
        20,
      ),
    ];
    const composed = answer('what do we get when vantage hosts the license server', hits);
    const blocks = parseAnswer(composed.text);
    const at = blocks.findIndex(
      (b) => b.kind === 'paragraph' && b.text.startsWith('Vantage describes the hosted offering as:'),
    );
    expect(at).toBeGreaterThanOrEqual(0);
    expect(blocks[at + 1]).toEqual({
      kind: 'bullets',
      items: [
        'a dedicated license server per customer, not shared with other organizations;',
        'monitoring of that server;',
        'backups of its configuration and license files;',
      ],
    });
    // An item is not given again as a sentence of its own.
    expect(composed.text.split('monitoring of that server').length - 1).toBe(1);
  });

  it("ends a lead-in's list at an admonition's label, which is not an item", () => {
    const hits = [
      hit(
        '/platform/providers/cudo',
        'Cudo Compute account',
        ['Prepare the account'],
        'In the Cudo Compute console you need a billing account with a payment method:\nwarning\nCudo Compute shows an API key only once, so store it in your password manager.',
        20,
      ),
    ];
    const composed = answer('what do i need in the cudo compute console billing account', hits);
    expect(parseAnswer(composed.text).some((b) => b.kind === 'bullets' && b.items.includes('warning'))).toBe(false);
  });

  it('gives a line once when the steps after it hold it, and numbers the markers with no gap', () => {
    // The three best passages the site's index gave for this question (session 32): the offer's closest lines are
    // the first step's, which the composed steps then give again.
    const question = 'how do i add a coworker to our vantage org';
    const composed = composeAnswer(question, addCoworkerPassages as Passage[]);
    const times = (line: string) => composed.text.split(line).length - 1;
    expect(times('Open the team from the list.')).toBe(1);
    expect(times('They must already be members of the organization')).toBe(1);
    expect(composed.text).toContain('1. Open the team from the list.');
    const numbers = markers(composed.text);
    expect([...new Set(numbers)]).toEqual(composed.citations.map((c) => c.n));
  });

  it('ends a clause at a full stop, so "… . how come?" asks why about the sentence before it', () => {
    expect(askedClause('my solver job started even though the server was maxed out. how come?')).toBe(
      'why my solver job started even though the server was maxed out',
    );
    expect(askedClause('we deploy slurm with juju charms. how do i get the agents onto that cluster')).toBe(
      'how do i get the agents onto that cluster',
    );
    // A version number is no full stop.
    expect(askedClause('does cli 0.1.19 support profiles')).toBe('does cli 0.1.19 support profiles');
  });

  it('reads "can I <do> …" as how to do it, unless a condition makes it a question about a rule', () => {
    expect(questionKind('can i open a support ticket straight from the terminal')).toBe('howto');
    expect(questionKind('Can I delete a job submission that is still SUBMITTED?')).not.toBe('howto');
  });

  it('lists the actions of the step that names the task, and the first sentence of the others', () => {
    const composed = answer('How do I invite a colleague to my Vantage organization?', inviteGuide());
    const steps = parseAnswer(composed.text).find((b) => b.kind === 'steps');
    const items = steps?.kind === 'steps' ? steps.items.map((i) => i.text) : [];
    expect(items).toHaveLength(3);
    expect(items[1]).toContain('Click New Invite.');
    expect(items[1]).toContain('In Email, type the address of your colleague.');
    expect(items[1]).toContain('Click Send invite request.');
    expect(items[2]).toContain('Your colleague opens the e-mail');
  });

  it('gives the step an asked clause names, with its own list, in a guide the whole question only touches', () => {
    const hits = inviteGuide();
    const composed = answer('need to add a coworker to our org, where do i send them an invite from', hits);
    const steps = parseAnswer(composed.text).find((b) => b.kind === 'steps');
    const items = steps?.kind === 'steps' ? steps.items.map((i) => i.text).join('\n') : '';
    expect(items).toContain('Select the Users tab.');
    expect(items).toContain('Click New Invite.');
  });

  it('follows each sentence an explanation gives with the next one of its section, which says what then', () => {
    const hits = [
      hit(
        '/platform/licenses',
        'License Manager',
        ['Grace time'],
        'Grace time is how long a booking is kept while License Manager waits for the application to check its licenses out. ' +
          'Set it longer than the time your job needs between starting and the application checkout. ' +
          'If the booking expires first, the licenses look free again and another job can be booked against them.\n' +
          'A long grace time costs little, because a booking is deleted as soon as it matches a checkout.',
        20,
      ),
    ];
    const composed = answer('what happens if the application takes longer to check out than the grace time', hits);
    expect(composed.text).toContain('the licenses look free again');
  });

  it('adds to a hedged answer the line the line model scores highest, from a lower section and sharing no word with the question', () => {
    const page = '/platform/jobs/how-to-guides/submissions';
    const hits = [
      hit(page, 'Job submissions', ['Submissions'], 'A submission runs one job script on one cluster.', 30),
      hit('/platform/jobs', 'Jobs', ['Scripts'], 'A job script holds sbatch options and the commands to run.', 25),
      hit(
        '/platform/jobs/reference/job-scripts',
        'Job scripts',
        ['Entrypoint'],
        'The entrypoint file is the script Slurm runs. Its sbatch lines set the resources.',
        22,
      ),
      hit(
        page,
        'Job submissions',
        ['Add sbatch arguments at submit time'],
        'Repeat for each option (up to 50), then Submit.\nThe arguments apply to this submission only; the script is not changed.',
        12,
      ),
    ];
    const question = 'How many extra sbatch arguments can one submission take?';
    // The section that answers ranks last, as it did for this question on the real index.
    const passages = toPassages(question, hits).sort(
      (a, b) => Number(a.text.includes('up to 50')) - Number(b.text.includes('up to 50')),
    );
    const composed = composeAnswer(question, passages);
    expect(unsure(composed)).toBe(true);
    expect(composed.text).toContain('Repeat for each option (up to 50), then Submit.');
  });
});

describe('a lead-in that points back', () => {
  it('is read with the sentence before it, which names what "it" is; a condition on "it" is not', () => {
    const question = 'Out of the box, what path does the agent use for lsdyna-path, and where is the output?';
    const passages = toPassages(question, [
      hit(
        '/platform/licenses/how-to-guides/ls-dyna/troubleshooting',
        'LS-DYNA troubleshooting',
        ['Every check fails'],
        "The snap's default lsdyna-path is /usr/local/bin/lsdyna, which is not the query tool. Point it at lstc_qrun:\n```\nsudo snap set license-manager-agent lsdyna-path=/usr/local/bin/lstc_qrun\n```\nThe output goes to the job's user. If it is the same user:\n```\ncat ~/pi-batch-*.out\n```",
      ),
    ]);
    const lineBefore = (start: string) =>
      lineChoices(question, passages).find(({candidate}) => candidate.text.startsWith(start))?.candidate.before;
    expect(lineBefore('Point it at')).toBe(
      "The snap's default lsdyna-path is /usr/local/bin/lsdyna, which is not the query tool.",
    );
    expect(lineBefore('If it is the same user')).toBeUndefined();
  });
});

describe('a question asking where a file is, naming it in its own words', () => {
  const question = "cli crashed with a weird red panel - where's the debug log it writes?";
  const troubleshooting = (n: number) =>
    hit(
      '/cli/troubleshooting',
      'CLI troubleshooting',
      [`Error panels ${n}`],
      [
        `When a vantage command fails it prints a panel with a red title and exits with status ${n}.`,
        `Deployment 'X' not found: the name is not in ~/.vantage-cli/deployments.yaml (panel ${n}).`,
        'Run the command again with --verbose to see debug logs and the full traceback.',
      ].join('\n'),
      40 - n,
    );
  const usage = hit(
    '/cli/usage',
    'Using the Vantage CLI',
    ['Options every command takes'],
    'Every command takes --profile. A debug log is always written to ~/.vantage-cli/debug.log, with or without --verbose.',
    5,
  );

  it('is offered the line naming that file first, wherever its section ranks', () => {
    const hits = [1, 2, 3, 4, 5, 6].map(troubleshooting);
    const text = composeAnswer(question, toPassages(question, [...hits, usage])).text;
    const body = text.slice(hedgeText.length).trim();
    expect(body.split('\n')[0]).toContain('~/.vantage-cli/debug.log');
    // The file lock follows that first file: the other file a panel names is not offered.
    expect(text).not.toContain('deployments.yaml');
  });

  it('is not offered a file of the same name under another tool', () => {
    const asked = 'where on disk does the cli keep my access token after login';
    const placed = (title: string) => {
      const draft: Draft = {blocks: [], cited: [], about: asked};
      const line = 'The tokens are cached in ~/.cache/tokens as access.token and refresh.token.';
      placeNamed(draft, asked, toPassages(asked, [hit('/x', title, ['Tokens'], line, 5)]), new Set());
      return draft.blocks.length;
    };
    expect(placed('Using the Vantage CLI')).toBe(1);
    expect(placed('SDK configuration')).toBe(0);
  });
});

describe('a question asking which one of a family, naming none', () => {
  it('is offered the first group or API path given, not a sibling a later line names', () => {
    const groupQuestion = "Which built-in permission group lets a person cancel other users' jobs?";
    const groups = composeAnswer(groupQuestion, [
      ...toPassages(groupQuestion, [
        hit(
          '/platform/iam/reference/permission-groups',
          'Permission groups',
          ['Jobs Admin'],
          "Jobs Admin lets a person cancel other users' jobs and delete their job scripts.",
          30,
        ),
        hit(
          '/platform/iam/teams',
          'Teams',
          ['Permission groups and teams'],
          'A user with Cluster Admin can create clusters and cancel jobs on them for other users, once the cluster is added to their team.',
          25,
        ),
      ]),
    ]).text;
    expect(groups).toMatch(/Jobs Admin/);
    expect(groups).not.toMatch(/Cluster Admin/);

    const pathQuestion = 'Endpoint path for the support tickets GraphQL API?';
    const paths = composeAnswer(
      pathQuestion,
      toPassages(pathQuestion, [
        hit(
          '/api/docs',
          'API documentation',
          ['Support tickets'],
          'The support tickets GraphQL API is at /sos/graphql.',
          30,
        ),
        hit(
          '/api/docs',
          'API documentation',
          ['Summary'],
          'The GraphQL API for clusters and notebook servers has the path /cluster/graphql.',
          25,
        ),
      ]),
    ).text;
    expect(paths).toMatch(/\/sos\/graphql/);
    expect(paths).not.toMatch(/\/cluster\/graphql/);
  });

  it('is offered the first file path, URL or variable given, not a sibling in a later line', () => {
    const fileQuestion = 'Where exactly does DSLicSrv.txt have to sit on each compute node?';
    const files = composeAnswer(
      fileQuestion,
      toPassages(fileQuestion, [
        hit(
          '/platform/licenses/how-to-guides/dsls/user-managed-server-setup',
          'DSLS user-managed server setup',
          ['Configure the compute nodes'],
          'Every compute node needs /var/DassaultSystemes/Licenses/DSLicSrv.txt naming the server with its licensing port.',
          30,
        ),
        hit(
          '/platform/licenses/how-to-guides/dsls/troubleshooting',
          'DSLS troubleshooting',
          ['The agent cannot query the server'],
          'Each compute node runs the admin tool from /usr/DassaultSystemes/DSLicenseServer/linux_a64/code/bin/DSLicSrv when it checks a server.',
          25,
        ),
      ]),
    ).text;
    expect(files).toMatch(/\/var\/DassaultSystemes\/Licenses/);
    expect(files).not.toMatch(/\/usr\/DassaultSystemes/);

    const urlQuestion = 'For client-credentials auth from our pipeline, which URL do I POST the client_id to?';
    const urls = composeAnswer(
      urlQuestion,
      toPassages(urlQuestion, [
        hit(
          '/api/authentication',
          'Authentication',
          ['Client credentials'],
          'The pipeline posts its client_id and client_secret to https://auth.vantagecompute.ai/realms/vantage/protocol/openid-connect/token for a token.',
          30,
        ),
        hit(
          '/api/authentication',
          'Authentication',
          ['Device flow'],
          'The device flow posts the client_id to https://auth.vantagecompute.ai/realms/vantage/device first.',
          25,
        ),
      ]),
    ).text;
    expect(urls).toMatch(/openid-connect\/token/);
    expect(urls).not.toMatch(/realms\/vantage\/device/);
  });

  it("keeps an API field's limit out of a question asking a name's length", () => {
    const draft = {blocks: [], cited: [], field: new Set(contentTerms('whats the max length of a cluster name?'))};
    expect(ownField(draft, 'Cluster name: 27 characters at most, and unique in your organization.')).toBe(true);
    // A reference row, as the index holds it: the limit is a sentence of its own.
    expect(
      ownField(
        draft,
        '[].cluster_client_id, string, yes: OIDC client id of the cluster that uses it. Limits: at most 255 characters.',
      ),
    ).toBe(false);
  });

  it('is told from a question asking a size or several places', () => {
    expect(asksForOneName('Where exactly does DSLicSrv.txt have to sit on each compute node?')).toBe('file');
    expect(asksForOneName('Which directory does the CLI keep its tokens in?')).toBe('file');
    expect(asksForOneName('What is the biggest file I can upload to a job script?')).toBeUndefined();
    expect(asksForOneName('Which shared file systems are mounted on the nodes?')).toBeUndefined();
    expect(asksForOneName('Which URL do I post to for an access token?')).toBe('url');
    expect(asksForOneName('I found a security bug in the CLI. Where am I supposed to report that?')).toBe('url');
    expect(asksForOneName('Where does the CLI write its debug log?')).toBe('file');
    expect(asksForOneName('Which environment variable points an LM-X solver at the server?')).toBe('variable');
    expect(asksForOneName('Which env vars does an LS-DYNA job need?')).toBeUndefined();
  });

  it('is told from a question naming the group or path already, or asking for several', () => {
    expect(asksForOneName("Which built-in permission group lets a person cancel other users' jobs?")).toBe('group');
    expect(asksForOneName('What can the Jobs Admin permission group do?')).toBeUndefined();
    expect(asksForOneName('Which permission groups are built in?')).toBeUndefined();
    expect(asksForOneName('Endpoint path for the support tickets GraphQL API?')).toBe('path');
    expect(asksForOneName('Does /sos/graphql take the same token as the REST API?')).toBeUndefined();
  });
});
