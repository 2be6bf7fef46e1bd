import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {sections} from '../../sections';
import {renderDiagrams} from './render';

// A site of one page whose diagram Mermaid cannot parse, drawn in Chromium like `npm run diagrams` does.
let site: string;
beforeAll(() => {
  site = mkdtempSync(join(tmpdir(), 'diagrams-site-'));
  for (const section of sections) mkdirSync(join(site, section.folder), {recursive: true});
  writeFileSync(
    join(site, 'platform', 'broken.md'),
    ['---', 'title: Broken', '---', '', '```mermaid', 'flowchart LR', '  a -->', '```', ''].join('\n'),
  );
});
afterAll(() => rmSync(site, {recursive: true, force: true}));

describe('drawing a broken Mermaid diagram', () => {
  it('fails naming the page and the line of the block', async () => {
    await expect(renderDiagrams(site)).rejects.toThrow(/^platform\/broken\.md:5: the Mermaid diagram does not draw: /);
  }, 120_000);
});
