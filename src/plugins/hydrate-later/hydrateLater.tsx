import React, {useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import {whenIdle} from '@site/src/idle';

/*
 * Parts of a page a reader does not use in its first moments (navbar,
 * announcement bar, footer, tables of contents, breadcrumbs, pagination, the
 * sidebar) come to life after the rest, each in an idle period of its own, so
 * that no single task hydrates the whole page: on a mid-range phone that task
 * alone blocked input for over 100 ms. Their server-rendered HTML stays on
 * screen, its links working as plain links, until then.
 */

// True while the first, server-rendered page is hydrating; `npm start` renders without server HTML.
let hydrating = typeof document !== 'undefined' && document.getElementById('__docusaurus')?.hasChildNodes() === true;

let lastTurn: Promise<void> = Promise.resolve();
let passEndQueued = false;

/** The next idle period not yet promised to another part: one part per period, in render order. */
function nextIdleTurn(): Promise<void> {
  lastTurn = lastTurn.then(() => new Promise<void>((resolve) => whenIdle(() => resolve())));
  return lastTurn;
}

let settle: () => void = () => undefined;
const settled = new Promise<void>((resolve) => {
  settle = resolve;
});

/** Ends the hydration pass (it renders synchronously): parts mounted after it render at once. */
function endOfHydrationPass(): void {
  hydrating = false;
  void nextIdleTurn().then(() => {
    settle();
    // For whoever needs the page whole (the browser tests do).
    document.documentElement.dataset.fullyHydrated = 'true';
  });
}

/** Whether the first, server-rendered page is hydrating right now. */
export const isHydrating = (): boolean => hydrating;

/** Resolves in an idle period after every part of the first page has come to life. */
export const afterHydration = (): Promise<void> => settled;

/** Called by whatever defers work during the hydration pass, so that the pass's end is marked. */
export function markHydrationPass(): void {
  if (hydrating && !passEndQueued) {
    passEndQueued = true;
    queueMicrotask(endOfHydrationPass);
  }
}

// What the wrapper holds until its part renders: the server's HTML, left as it is.
const serverHtml = {__html: ''};

/** Where the focused element sits under `root`, as child indexes, or null if focus is elsewhere. */
function focusPath(root: Element): number[] | null {
  const focused = document.activeElement;
  if (!focused || focused === root || !root.contains(focused)) return null;
  const path: number[] = [];
  for (let el: Element = focused; el !== root; el = el.parentElement!) path.unshift(Array.prototype.indexOf.call(el.parentElement!.children, el));
  return path;
}

function restoreFocus(root: Element, path: number[]): void {
  let el: Element | undefined = root;
  for (const index of path) el = el?.children[index];
  if (el instanceof HTMLElement || el instanceof SVGElement) el.focus({preventScroll: true});
}

/**
 * `Component`, rendered in an idle period after the rest of the page has
 * hydrated. Until then the wrapper keeps the server's HTML untouched
 * (hydration leaves the inner HTML of a `dangerouslySetInnerHTML` element
 * alone); then the part renders from scratch in place of it. Rendering rather
 * than hydrating means no attribute can stay behind from the server markup
 * (a disabled colour toggle, the logo of the other colour mode).
 */
export function hydrateLater<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function HydrateLater(props: P): ReactNode {
    // The turn is taken while rendering, so parts come to life in page order and before the page is marked whole.
    const [turn] = useState(() => {
      if (!hydrating) return null;
      markHydrationPass();
      return nextIdleTurn();
    });
    const [waiting, setWaiting] = useState(turn !== null);
    const ref = useRef<HTMLDivElement>(null);
    // A reader who has tabbed into the server HTML keeps focus on the same element once it is rendered.
    const focused = useRef<number[] | null>(null);
    useEffect(() => {
      if (!turn) return undefined;
      let live = true;
      void turn.then(() => {
        if (!live) return;
        focused.current = ref.current && focusPath(ref.current);
        setWaiting(false);
      });
      return () => {
        live = false;
      };
    }, [turn]);
    useLayoutEffect(() => {
      if (waiting || !focused.current || !ref.current) return;
      restoreFocus(ref.current, focused.current);
      focused.current = null;
    }, [waiting]);
    if (waiting) return <div ref={ref} className="hydrate-later" dangerouslySetInnerHTML={serverHtml} />;
    return (
      <div ref={ref} className="hydrate-later">
        <Component {...props} />
      </div>
    );
  }
  HydrateLater.displayName = `HydrateLater(${Component.displayName ?? Component.name})`;
  return HydrateLater;
}

/**
 * `Component`, first rendered in an idle period of its own. For parts the
 * server does not render and a reader cannot see yet, such as the closed
 * phone menu: mounting one adds a task of its own instead of lengthening the
 * task that happens to mount it.
 */
export function renderInIdle<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function RenderInIdle(props: P): ReactNode {
    const [ready, setReady] = useState(false);
    useEffect(() => {
      let live = true;
      whenIdle(() => live && setReady(true));
      return () => {
        live = false;
      };
    }, []);
    return ready ? <Component {...props} /> : null;
  }
  RenderInIdle.displayName = `RenderInIdle(${Component.displayName ?? Component.name})`;
  return RenderInIdle;
}
