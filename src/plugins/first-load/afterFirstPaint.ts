import {readFile, writeFile} from 'node:fs/promises';
import {builtHtmlFiles} from '../builtHtmlFiles';
import {SeamChanged} from '../seams';

/*
 * Scripts start loading once the page shows its content. With `<script
 * defer>` the browser fetched all of a page's JavaScript (about 100 KB gzip)
 * alongside the HTML and CSS that the first paint needs, so on a slow link
 * the text waited on bandwidth spent on code. The loader asks for the
 * scripts at the first contentful paint (the first frame where the browser
 * cannot report paints; after three seconds in a tab that is not painting)
 * and runs them in document order once the HTML is parsed, as defer did.
 */
const LOADER = `(function (urls) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    urls.forEach(function (url) {
      var hint = document.createElement('link');
      hint.rel = 'preload';
      hint.as = 'script';
      hint.href = url;
      document.head.appendChild(hint);
    });
    function run() {
      urls.forEach(function (url) {
        var script = document.createElement('script');
        script.src = url;
        script.async = false;
        document.head.appendChild(script);
      });
    }
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run);
    else run();
  }
  setTimeout(start, 3000);
  try {
    if (PerformanceObserver.supportedEntryTypes.indexOf('paint') >= 0) {
      new PerformanceObserver(function (list) {
        if (list.getEntriesByName('first-contentful-paint').length > 0) start();
      }).observe({type: 'paint', buffered: true});
      return;
    }
  } catch (error) {
    // No paint timing: the first frame stands in.
  }
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
})`;

const DEFERRED = /<script src="?(\/assets\/js\/[^" >]+\.js)"? defer><\/script>/g;

/** The page's deferred bundle scripts, in order (none on redirect pages). */
export function deferredScripts(html: string): string[] {
  return [...html.matchAll(DEFERRED)].map((m) => m[1]!);
}

const LOADED = /<script>\(function \(urls\)[\s\S]*?\}\)\((\[[^\]]*\])\);<\/script>/;

/** The bundle scripts a built page runs, in order: those its loader asks for, or its deferred ones. */
export function pageScripts(html: string): string[] {
  const loaded = LOADED.exec(html);
  return loaded ? (JSON.parse(loaded[1]!) as string[]) : deferredScripts(html);
}

/** The loader as inline script source, for the given script URLs. */
export function loaderScript(urls: readonly string[]): string {
  return `${LOADER}(${JSON.stringify(urls).replace(/</g, '\\u003c')});`;
}

/** The page with its deferred bundle scripts replaced by the loader, where the first of them stood. */
export function loadAfterFirstPaint(html: string): string {
  const urls = deferredScripts(html);
  if (urls.length === 0) return html;
  let placed = false;
  return html.replace(DEFERRED, () => {
    if (placed) return '';
    placed = true;
    return `<script>${loaderScript(urls)}</script>`;
  });
}

/** Rewrites every page of a build. */
export async function rewriteBuild(outDir: string): Promise<void> {
  for (const file of await builtHtmlFiles(outDir, ['assets'])) {
    const html = await readFile(file, 'utf8');
    if (html.includes('id=__docusaurus') && deferredScripts(html).length === 0) {
      throw new SeamChanged('first-load', "Docusaurus's page template writing the bundle as <script src=/assets/js/… defer> tags", `${file} has none`);
    }
    const next = loadAfterFirstPaint(html);
    if (next !== html) await writeFile(file, next);
  }
}
