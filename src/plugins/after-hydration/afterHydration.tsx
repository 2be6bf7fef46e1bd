import React, {useEffect, useState, type ComponentType, type ReactNode} from 'react';
import {whenIdle} from '@site/src/idle';

/*
 * Work that can wait until the first, server-rendered page has hydrated:
 * Helmet's head tags (Head.tsx) and parts the server does not render, such
 * as the closed phone menu. Each runs in an idle period of its own, so none
 * lengthens the hydration task, which on a mid-range phone blocks input.
 */

// True while the first, server-rendered page is hydrating; `npm start` renders without server HTML.
let hydrating = typeof document !== 'undefined' && document.getElementById('__docusaurus')?.hasChildNodes() === true;
let passEndQueued = false;

let settle: () => void = () => undefined;
const settled = new Promise<void>((resolve) => {
  settle = resolve;
});

/** Ends the hydration pass (it renders synchronously): what mounts after it renders at once. */
function endOfHydrationPass(): void {
  hydrating = false;
  whenIdle(() => {
    settle();
    // For whoever needs the page whole (the browser tests do).
    document.documentElement.dataset.fullyHydrated = 'true';
  });
}

/** Whether the first, server-rendered page is hydrating right now. */
export const isHydrating = (): boolean => hydrating;

/** Resolves in an idle period after the first page has hydrated. */
export const afterHydration = (): Promise<void> => settled;

/** Called by whatever defers work during the hydration pass, so that the pass's end is marked. */
export function markHydrationPass(): void {
  if (hydrating && !passEndQueued) {
    passEndQueued = true;
    queueMicrotask(endOfHydrationPass);
  }
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
