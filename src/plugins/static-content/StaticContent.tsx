import React, {useCallback, useEffect, useMemo, useRef, useState, type MouseEvent, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {extractStaticContent, isRoutePath, staticContentClass, staticContentClasses} from './markup';
import {addCopyButtonsWhenIdle, copyCode} from './copyButtons';
import {failedAttribute, islandAttribute} from '../islands/markup';

/*
 * A doc page's text, adopted from the server-rendered HTML on first load and
 * fetched from the page's own HTML on client-side navigation, so the browser
 * never downloads the page as JavaScript. Links inside still navigate within
 * the app, and code blocks get their copy buttons.
 */
type Entry = {html: string} | {adopted: true} | {error: string};

const pages = new Map<string, Promise<Entry>>();
const ready = new Map<string, Entry>();

/*
 * Before hydration, the text on screen belongs to the page being hydrated: it
 * is adopted as it stands, without reading it back as a string (serialising a
 * reference page's DOM costs more than the rest of hydration). Docusaurus
 * renders `data-has-hydrated="false"` until the app has hydrated.
 */
let adoptable =
  typeof document !== 'undefined' &&
  document.documentElement.dataset.hasHydrated !== 'true' &&
  document.querySelector(`.${staticContentClass}`) !== null;

// The adopted text is never re-rendered as HTML, so its string is never needed.
const adoptedHtml = {__html: ''};

function fetchPage(permalink: string): Promise<Entry> {
  let pending = pages.get(permalink);
  if (!pending) {
    pending = fetch(permalink, {credentials: 'same-origin'})
      .then(async (response) => {
        if (!response.ok) throw new Error(`the server answered ${response.status} ${response.statusText}`.trim());
        const html = extractStaticContent(await response.text(), new DOMParser());
        if (html === null) throw new Error('the page arrived without its text');
        return {html};
      })
      .catch((error: unknown) => {
        pages.delete(permalink);
        return {error: error instanceof Error ? error.message : String(error)};
      })
      .then((entry) => {
        ready.set(permalink, entry);
        return entry;
      });
    pages.set(permalink, pending);
  }
  return pending;
}

/** Called by each doc's browser module: resolves once its text can be shown. */
export async function prepareStaticContent(permalink: string): Promise<void> {
  if (adoptable && permalink === window.location.pathname) return;
  await fetchPage(permalink);
}

function initialEntry(permalink: string): Entry | undefined {
  if (adoptable) {
    adoptable = false;
    // Not kept in `ready`: the DOM it stands for goes when the reader leaves; a later visit fetches the page.
    return {adopted: true};
  }
  return ready.get(permalink);
}

/** Hydrates the page's islands, if it has any: their hydration code loads only then. Returns a cleanup. */
function hydrateIslandsIn(root: HTMLElement, history: ReturnType<typeof useHistory>): () => void {
  if (!root.querySelector(`[${islandAttribute}]`)) return () => {};
  let stop: (() => void) | undefined;
  let live = true;
  import(/* webpackChunkName: "islands" */ '../islands/hydrate')
    .then(({hydrateIslands}) => {
      if (live) stop = hydrateIslands(root, history);
    })
    .catch((error: unknown) => {
      // Marked failed, the islands show all their text (islands.css).
      if (live) root.querySelectorAll(`[${islandAttribute}]`).forEach((c) => c.setAttribute(failedAttribute, ''));
      console.warn('Interactive parts of this page stay as text:', error);
    });
  return () => {
    live = false;
    stop?.();
  };
}

function isPlainLeftClick(event: MouseEvent): boolean {
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    !event.defaultPrevented
  );
}

/** The link's target if the app itself can show it: same origin, a route rather than a file. */
function appUrl(link: HTMLAnchorElement): URL | null {
  const url = new URL(link.href, window.location.href);
  return url.origin === window.location.origin && isRoutePath(url.pathname) ? url : null;
}

export default function StaticContent(): ReactNode {
  const {metadata} = useDoc();
  const {permalink} = metadata;
  const history = useHistory();
  const [loaded, setLoaded] = useState<{permalink: string; entry: Entry} | undefined>(() => {
    const entry = initialEntry(permalink);
    return entry && {permalink, entry};
  });
  const entry = loaded?.permalink === permalink ? loaded.entry : ready.get(permalink);
  const ref = useRef<HTMLDivElement>(null);

  const missing = entry === undefined;
  useEffect(() => {
    if (!missing) return undefined;
    let live = true;
    void fetchPage(permalink).then((e) => live && setLoaded({permalink, entry: e}));
    return () => {
      live = false;
    };
  }, [permalink, missing]);

  const html = entry && 'html' in entry ? entry.html : undefined;
  const shown = html !== undefined || (entry !== undefined && 'adopted' in entry);
  // One object per text: React 19 rewrites the inner HTML whenever this object changes, which would undo hydrated islands.
  const innerHtml = useMemo(() => (html === undefined && shown ? adoptedHtml : {__html: html ?? ''}), [html, shown]);
  useEffect(() => (ref.current && shown ? addCopyButtonsWhenIdle(ref.current) : undefined), [shown, html]);
  useEffect(() => (ref.current && shown ? hydrateIslandsIn(ref.current, history) : undefined), [shown, html, history]);

  const onClick = useCallback(
    (event: MouseEvent<HTMLDivElement>) => {
      const target = event.target as Element;
      const copy = target.closest?.('button.code-copy');
      if (copy) {
        void copyCode(copy as HTMLButtonElement);
        return;
      }
      const link = target.closest?.('a[href]') as HTMLAnchorElement | null;
      if (
        !link ||
        !isPlainLeftClick(event) ||
        (link.target && link.target !== '_self') ||
        link.hasAttribute('download')
      )
        return;
      const url = appUrl(link);
      if (!url || (url.pathname === window.location.pathname && url.hash)) return;
      event.preventDefault();
      history.push(url.pathname + url.search + url.hash);
    },
    [history],
  );

  const onMouseOver = useCallback((event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest?.('a[href]') as HTMLAnchorElement | null;
    const url = link && appUrl(link);
    if (url && url.pathname !== window.location.pathname) void window.docusaurus?.preload(url.pathname);
  }, []);

  const retry = useCallback(() => {
    ready.delete(permalink);
    setLoaded(undefined);
    void fetchPage(permalink).then((e) => setLoaded({permalink, entry: e}));
  }, [permalink]);

  if (entry && 'error' in entry) {
    return (
      <div className={staticContentClasses}>
        <div className="alert alert--danger" role="alert">
          <p>
            <strong>This page's text could not be loaded:</strong> {entry.error}.
          </p>
          <button type="button" className="button button--primary button--sm" onClick={retry}>
            Retry
          </button>{' '}
          <a href={permalink}>Open the page directly</a>
        </div>
      </div>
    );
  }
  return (
    <div
      ref={ref}
      className={staticContentClasses}
      aria-busy={!shown}
      onClick={onClick}
      onMouseOver={onMouseOver}
      dangerouslySetInnerHTML={innerHtml}
    />
  );
}
