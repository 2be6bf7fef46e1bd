import {describe, expect, it, vi} from 'vitest';
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {formatAnswer, parseAnswer, type AnswerBlock} from '../../../src/search/answerFormat';
import {codeAfter, recordLines, rowName, rowRuns} from '../../../src/search/recordLines';

// @docusaurus/Link needs the Docusaurus router; a plain anchor shows what it would link to.
vi.mock('@docusaurus/Link', () => ({
  default: ({to, children}: {to: string; children: React.ReactNode}) => React.createElement('a', {href: to}, children),
}));
const {default: AnswerText} = await import('../../../src/theme/SearchBar/Ask/AnswerText');

const citations = [
  {n: 1, url: '/platform/licenses/how-to-guides/rlm#ports', title: 'RLM license servers › Ports'},
  {n: 2, url: '/platform/licenses/how-to-guides/rlm/server-setup', title: 'RLM server setup'},
];

function render(text: string, cites = citations): string {
  return renderToStaticMarkup(React.createElement(AnswerText, {text, citations: cites, onNavigate: () => {}}));
}

describe('answer line convention', () => {
  it('round-trips paragraphs, steps, bullets, code and read-more', () => {
    const blocks: AnswerBlock[] = [
      {kind: 'paragraph', text: 'The main port is 5053. [1]'},
      {
        kind: 'steps',
        items: [
          {n: 2, text: 'Open the firewall.'},
          {n: 3, text: 'Start rlm. [2]'},
        ],
      },
      {kind: 'bullets', items: ['One', 'Two']},
      {kind: 'code', text: 'rlmutil rlmstat -c 5053@lic02 -a -p\n  1. not a step inside code'},
      {kind: 'readMore', refs: [2]},
    ];
    expect(parseAnswer(formatAnswer(blocks))).toEqual(blocks);
  });

  it('reads an old single-line answer as one paragraph', () => {
    expect(parseAnswer('Open Clusters. [1] Click Create. [2]')).toEqual([
      {kind: 'paragraph', text: 'Open Clusters. [1] Click Create. [2]'},
    ]);
  });
});

describe('AnswerText', () => {
  it('renders steps as an ordered list that keeps the guide numbers, code as pre/code, sources numbered like the markers', () => {
    const html = render(
      [
        'Steps: [1]',
        '2. Open the firewall.',
        '3. Start rlm. [2]',
        '```',
        'rlm -c /opt/rlm',
        '```',
        'Read more: [2]',
      ].join('\n'),
    );
    expect(html).toContain('<li value="2">Open the firewall.</li>');
    expect(html).toContain('<li value="3">Start rlm. <a href="/platform/licenses/how-to-guides/rlm/server-setup"');
    expect(html).toMatch(/<pre[^>]*><code>rlm -c \/opt\/rlm<\/code><\/pre>/);
    expect(html).toContain(
      'Read more: <a href="/platform/licenses/how-to-guides/rlm/server-setup">RLM server setup</a>',
    );
    expect(html).toMatch(/<ol[^>]*aria-label="Sources"[^>]*><li value="1">.*<li value="2">/);
  });

  it('renders text from the index or a model as text, never as HTML', () => {
    const html = render('<img src=x onerror="alert(1)"> [1]\n```\n<script>alert(2)</script>\n```');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;img src=x');
    expect(html).toContain('&lt;script&gt;alert(2)&lt;/script&gt;');
  });

  it('leaves a marker without a citation as plain text and shows no sources list when there are none', () => {
    const html = render('No sources here [7].', []);
    expect(html).toContain('No sources here [7].');
    expect(html).not.toContain('Sources');
  });
});

describe('record lines', () => {
  it("takes code from the record's code spans, not from how a line looks", () => {
    const text = [
      'Install lmutil where the agent runs and tell the agent where it is:',
      'sudo snap set license-manager-agent lmutil-path=/usr/local/bin/lmutil',
      'SERVER lic01.example.com 0050569a1b2c 27000',
      'A job submission is one run of one job script on one cluster.',
    ].join('\n');
    const codeStart = text.indexOf('sudo');
    const codeEnd = text.indexOf('27000') + '27000'.length;
    const lines = recordLines(text, [[codeStart, codeEnd]]);
    expect(lines.map((l) => l.kind)).toEqual(['prose', 'code', 'code', 'prose']);
    expect(lines[0].leadIn).toBe(true);
    // Without spans, a command-looking line is not guessed to be code.
    expect(recordLines(text).some((l) => l.kind === 'code')).toBe(false);
  });

  it("gives a lead-in the code of its first tab, past the tab list and the tab's own label", () => {
    const text = [
      'A 204 status means the jobs service is up:',
      'curl',
      'Python',
      'curl',
      'curl -s https://apis.vantagecompute.ai/jobbergate/health',
      'Python',
      'import urllib.request',
    ].join('\n');
    const first = text.indexOf('curl -s');
    const lines = recordLines(text, [
      [first, first + 'curl -s https://apis.vantagecompute.ai/jobbergate/health'.length],
      [text.indexOf('import'), text.length],
    ]);
    expect(codeAfter(lines, 0)).toEqual(['curl -s https://apis.vantagecompute.ai/jobbergate/health']);
  });

  it('reads consecutive dense table rows as rows, and a lone sentence with a colon as prose', () => {
    const lines = recordLines(
      [
        'Sbatch arguments per submission: 50',
        'Name, description length: 255 characters',
        'Deletion: Not possible while SUBMITTED',
        'Limits apply to every submission, whoever makes it.',
        'In CLI 0.1.x, the list command does not filter: the option is accepted but never sent to the API.',
      ].join('\n'),
    );
    expect(lines.map((l) => l.kind)).toEqual(['row', 'row', 'row', 'prose', 'prose']);
    expect(rowRuns(lines)).toEqual([[0, 1, 2]]);
    expect(rowName(lines[1].text)).toBe('Name');
    expect(rowName('rlm main port, default 5053: Port field of the HOST line')).toBe('rlm main port');
  });
});
