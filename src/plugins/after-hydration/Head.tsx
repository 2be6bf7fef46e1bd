import React, {useEffect, useState, type ComponentProps, type ReactNode} from 'react';
import {Helmet} from 'react-helmet-async';
import {whenIdle} from '@site/src/idle';
import {afterHydration, isHydrating, markHydrationPass} from './afterHydration';

/*
 * @docusaurus/Head in the browser (index.ts). A page's head is already right
 * in its server-rendered HTML; on first load the tags are handed to Helmet
 * only after the page has hydrated, in idle time, so the hydration task does
 * not also rebuild the head. All instances hand over in the same idle period,
 * in one render: Helmet rewrites the head from the instances it knows, so
 * handing over one at a time dropped the tags of those still waiting (the
 * html element's page class among them, which moved the page text).
 * Later navigations render Helmet at once. Docusaurus sets
 * `data-has-hydrated` through Head too, so it appears in that idle period.
 */
// Instances that mount before the hand-over wait for it too, so that Helmet meets them all in tree order.
let handedOver = !isHydrating();
let handOver: Promise<void> | undefined;
const headHandOver = (): Promise<void> =>
  (handOver ??= afterHydration().then(
    () =>
      new Promise<void>((resolve) =>
        whenIdle(() => {
          handedOver = true;
          resolve();
        }),
      ),
  ));

export default function Head(props: ComponentProps<typeof Helmet>): ReactNode {
  const [ready, setReady] = useState(() => {
    if (handedOver) return true;
    markHydrationPass();
    return false;
  });
  useEffect(() => {
    if (ready) return undefined;
    let live = true;
    void headHandOver().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [ready]);
  return ready ? <Helmet {...props} /> : null;
}
