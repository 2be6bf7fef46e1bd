import {describe, expect, it, vi} from 'vitest';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import {unified} from 'unified';
import remarkDiagrams from './remark';
import {diagramHash} from './sources';

const flow = 'flowchart LR\n  a --> b';
const toHtml = (markdown: string, manifest: Record<string, {width: number; height: number; alt: string}>) =>
  String(
    unified()
      .use(remarkParse)
      .use(remarkDiagrams, {siteDir: '/nowhere', baseUrl: '/docs/', manifest})
      .use(remarkRehype)
      .use(rehypeStringify)
      .processSync(markdown),
  );

describe('remark diagrams', () => {
  it('swaps a drawn diagram for its light and dark images, sized and described', () => {
    const hash = diagramHash(flow);
    const html = toHtml(`\`\`\`mermaid\n${flow}\n\`\`\`\n\n\`\`\`mermaid\n${flow}\n\`\`\``, {
      [hash]: {width: 300, height: 120, alt: 'Diagram: a, b'},
    });
    expect(html).not.toContain('<code');
    expect(html.match(/<figure class="diagram">/g)).toHaveLength(2);
    expect(html).toContain(`src="/docs/diagrams/${hash}-light.svg"`);
    expect(html).toContain(`src="/docs/diagrams/${hash}-dark.svg"`);
    expect(html).toContain('width="300" height="120"');
    expect(html).toContain('alt="Diagram: a, b"');
    // Only images after the first diagram wait until they are near the screen.
    expect(html.match(/loading="eager"/g)).toHaveLength(2);
    expect(html.match(/loading="lazy"/g)).toHaveLength(2);
  });

  it('leaves an undrawn diagram as code and says how to draw it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const html = toHtml(`\`\`\`mermaid\n${flow}\n\`\`\``, {});
    expect(html).toContain('<code class="language-mermaid">');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('npm run diagrams'));
    warn.mockRestore();
  });

  it('ignores other code blocks', () => {
    expect(toHtml('```bash\nls\n```', {})).toContain('<code class="language-bash">ls');
  });
});
