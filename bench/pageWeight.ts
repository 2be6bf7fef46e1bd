import {brotliCompressSync, gzipSync} from 'node:zlib';
import {launchChromium} from '../scripts/chromium';
import {serveBuild} from '../scripts/serveBuild';

export interface Weight {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface PageWeight {
  route: string;
  html: Weight;
  js: Weight;
  css: Weight;
  files: number;
}

function weigh(buffers: Buffer[]): Weight {
  return buffers.reduce(
    (sum, b) => ({
      raw: sum.raw + b.length,
      gzip: sum.gzip + gzipSync(b, {level: 9}).length,
      brotli: sum.brotli + brotliCompressSync(b).length,
    }),
    {raw: 0, gzip: 0, brotli: 0},
  );
}

/**
 * What a first visit downloads until the page is hydrated and idle, measured
 * in Chromium: the HTML, every script (route chunks included) and stylesheet.
 */
export async function measurePages(buildDir: string, routes: string[]): Promise<PageWeight[]> {
  const served = await serveBuild(buildDir);
  const base = served.url;
  const browser = await launchChromium();
  try {
    const out: PageWeight[] = [];
    for (const route of routes) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const bodies: {type: string; body: Promise<Buffer>}[] = [];
      page.on('response', (response) => {
        const type = response.request().resourceType();
        if (['document', 'script', 'stylesheet'].includes(type) && response.url().startsWith(base)) {
          bodies.push({type, body: response.body().catch(() => Buffer.alloc(0))});
        }
      });
      await page.goto(base + route, {waitUntil: 'networkidle'});
      await page.waitForSelector('html[data-has-hydrated="true"]');
      const byType = async (type: string) => Promise.all(bodies.filter((b) => b.type === type).map((b) => b.body));
      const [html, js, css] = await Promise.all([byType('document'), byType('script'), byType('stylesheet')]);
      out.push({route, html: weigh(html), js: weigh(js), css: weigh(css), files: js.length + css.length});
      await context.close();
    }
    return out;
  } finally {
    await browser.close();
    served.close();
  }
}
