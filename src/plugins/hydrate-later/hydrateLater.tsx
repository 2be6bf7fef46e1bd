import React, {Suspense, useEffect, useState, type ComponentType, type ReactNode} from 'react';
import {whenIdle} from '@site/src/idle';

/*
 * Parts of a page a reader does not use in its first moments (navbar,
 * footer, tables of contents, breadcrumbs, pagination, the sidebar) are hydrated after the
 * rest, each in an idle period of its own, so that no single task hydrates
 * the whole page: on a mid-range phone that task alone blocked input for over
 * 100 ms. Their server-rendered HTML stays on screen and its links work as
 * plain links meanwhile. This relies on hydration keeping the markup of a
 * suspended boundary in place, which React and Preact both do.
 */

const isServer = typeof document === 'undefined';

// True while the first, server-rendered page is hydrating; `npm start` renders without server HTML.
let hydrating = !isServer && document.getElementById('__docusaurus')?.hasChildNodes() === true;

interface Turn {
  promise: Promise<void>;
  done: boolean;
}

let lastTurn: Promise<void> = Promise.resolve();
let passEndQueued = false;

/** The next idle period not yet promised to another part: one part per period. */
function nextIdleTurn(): Turn {
  const turn: Turn = {done: false, promise: Promise.resolve()};
  turn.promise = lastTurn.then(
    () =>
      new Promise<void>((resolve) =>
        whenIdle(() => {
          turn.done = true;
          resolve();
        }),
      ),
  );
  lastTurn = turn.promise;
  return turn;
}

let settle: () => void = () => undefined;
const settled = new Promise<void>((resolve) => {
  settle = resolve;
});

/** Ends the hydration pass (it renders synchronously): parts mounted after it render at once. */
function endOfHydrationPass(): void {
  hydrating = false;
  void nextIdleTurn().promise.then(() => {
    settle();
    // For whoever needs the page whole (the browser tests do).
    document.documentElement.dataset.fullyHydrated = 'true';
  });
}

/** Whether the first, server-rendered page is hydrating right now. */
export const isHydrating = (): boolean => hydrating;

/** Resolves in an idle period after every part of the first page has hydrated. */
export const afterHydration = (): Promise<void> => settled;

/** Called by whatever defers work during the hydration pass, so that the pass's end is marked. */
export function markHydrationPass(): void {
  if (hydrating && !passEndQueued) {
    passEndQueued = true;
    queueMicrotask(endOfHydrationPass);
  }
}

function Gate({children}: {children: ReactNode}): ReactNode {
  const [turn] = useState(() => {
    if (!hydrating) return null;
    markHydrationPass();
    return nextIdleTurn();
  });
  if (turn && !turn.done) throw turn.promise;
  return children;
}

/**
 * `Component`, hydrated in an idle period after the rest of the page. The
 * wrapper element gives hydration one node to keep whatever the component
 * renders (possibly nothing), and `display: contents` keeps it out of layout.
 */
export function hydrateLater<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function HydrateLater(props: P): ReactNode {
    const part = (
      <div className="hydrate-later">
        <Component {...props} />
      </div>
    );
    // No boundary on the server: React's streaming renderer moves a large
    // boundary's HTML to the end of the page, to be put back by a script.
    if (isServer) return part;
    return (
      <Suspense fallback={null}>
        <Gate>{part}</Gate>
      </Suspense>
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
