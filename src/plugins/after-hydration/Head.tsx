import React, {useEffect, useState, type ComponentProps, type ReactNode} from 'react';
import {Helmet} from 'react-helmet-async';
import {whenIdle} from '@site/src/idle';
import {afterHydration, isHydrating, markHydrationPass} from './afterHydration';

/*
 * @docusaurus/Head in the browser (index.ts). A page's head is already right
 * in its server-rendered HTML; on first load the tags are handed to Helmet
 * only after the page has hydrated, in idle time, so the hydration task does
 * not also rebuild the head (Helmet re-reads every instance for each one, 17
 * on a doc page). Each instance takes an idle period of its own: all at once
 * made one task long enough to block input. Later navigations render Helmet
 * at once. Docusaurus sets `data-has-hydrated` through Head too, so it now
 * appears in one of those idle periods.
 */
export default function Head(props: ComponentProps<typeof Helmet>): ReactNode {
  const [ready, setReady] = useState(() => {
    if (!isHydrating()) return true;
    markHydrationPass();
    return false;
  });
  useEffect(() => {
    if (ready) return undefined;
    let live = true;
    void afterHydration().then(() => whenIdle(() => live && setReady(true)));
    return () => {
      live = false;
    };
  }, [ready]);
  return ready ? <Helmet {...props} /> : null;
}
