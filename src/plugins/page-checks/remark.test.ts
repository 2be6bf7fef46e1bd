import remarkDirective from 'remark-directive';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {describe, expect, it} from 'vitest';
import remarkPageChecks from './remark';

const siteDir = '/site';

/** Runs the checks over a page as Docusaurus would hand it over: its path and parsed front matter. */
function check(
  markdown: string,
  {frontMatter = {title: 'A page'} as Record<string, unknown>, path = '/site/platform/jobs.md', mdx = false} = {},
): void {
  // Docusaurus reads admonitions as directives, whichever the page's format.
  const base = unified().use(remarkParse).use(remarkDirective);
  const processor = mdx ? base.use(remarkMdx) : base;
  const file = {path, data: {frontMatter}, value: markdown};
  processor()
    .use(remarkPageChecks, {siteDir})
    .runSync(processor.parse(markdown), file as never);
}

describe('page checks', () => {
  it('pass a page with a title and no script', () => {
    expect(() =>
      check('Some text with <kbd>Ctrl</kbd> and `<script>` as code.\n\n```html\n<script></script>\n```'),
    ).not.toThrow();
  });

  it('fail a page without a title, naming it', () => {
    expect(() => check('Text', {frontMatter: {description: 'No title here.'}})).toThrow(
      'platform/jobs.md: no `title` in the front matter',
    );
    expect(() => check('Text', {frontMatter: {title: '  '}})).toThrow('platform/jobs.md: no `title`');
    expect(() => check('Text', {frontMatter: {title: 42}})).toThrow('platform/jobs.md: no `title`');
  });

  it('fail raw <script> in Markdown, naming the page and line', () => {
    expect(() => check('# Jobs\n\nText.\n\n<script>alert(1)</script>\n')).toThrow(
      'platform/jobs.md:5: raw <script> in a page',
    );
    expect(() => check('Text <SCRIPT src="x.js"></SCRIPT> inline.')).toThrow('platform/jobs.md:1: raw <script>');
  });

  it('fail a <script> element in MDX', () => {
    expect(() => check('Intro\n\n<script>{`alert(1)`}</script>\n', {mdx: true, path: '/site/sdk/api.mdx'})).toThrow(
      'sdk/api.mdx:3: raw <script> in a page',
    );
  });

  it('fail an admonition written the Docusaurus 2 way, which Docusaurus 3 shows as text', () => {
    expect(() => check('Intro.\n\n:::warning Notebooks cost while they exist\nDelete them.\n:::\n')).toThrow(
      'platform/jobs.md:3: `:::warning Notebooks cost while they exist` is shown as text; write `:::warning[Notebooks cost while they exist]`',
    );
    expect(() => check('Intro.\n\n:::warning[Notebooks cost while they exist]\nDelete them.\n:::\n')).not.toThrow();
    expect(() => check(':::tip\nPlain.\n:::\n')).not.toThrow();
  });
});
