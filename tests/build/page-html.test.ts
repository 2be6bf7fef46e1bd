import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {allHtmlFiles, readHtml} from './buildOutput';

/*
 * The server-rendered HTML is what readers see before (and without) the
 * scripts, and what the browser adopts on first load: it must be whole.
 */
const pages = (await allHtmlFiles()).filter(([route]) => route !== '/404');

describe('server-rendered pages', () => {

  it('carry every part in place, none left for a script to move in', () => {
    // React's streaming renderer can send a large Suspense boundary after the page, in a hidden <div> put back by `$RC`.
    const streamed = pages.filter(([, file]) => /<template|\$RC\(|hidden id=S:/.test(readFileSync(file, 'utf8')));
    expect(streamed.map(([route]) => route)).toEqual([]);
  });

  it('wrap reference sections for lazy layout, each with a size hint', () => {
    const html = readHtml('/api/reference');
    const lazy = html.match(/<section class="markdown doc-section doc-section--h\d doc-section--lazy" style="contain-intrinsic-size:auto \d+px">/g) ?? [];
    expect(lazy.length).toBeGreaterThan(20);
  });
});
