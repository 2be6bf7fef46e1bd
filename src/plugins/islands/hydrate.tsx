import React, {useEffect, type ComponentType, type ReactNode} from 'react';
import {hydrateRoot, type Root} from 'react-dom/client';
import {Router} from 'react-router-dom';
import type {useHistory} from '@docusaurus/router';
import {ScrollControllerProvider} from '@docusaurus/theme-common/internal';
import {
  failedAttribute,
  hydratedAttribute,
  islandAttribute,
  islandPropsAttribute,
  rootAttribute,
  slotAttribute,
} from './markup';
import {componentNames, deserialize, type Wire} from './serialize';
import {loadIsland} from './registry';
import {replayEarlyInput, takeEarlyInput} from './earlyInput';
import {keepDetailsState} from './detailsState';

type History = ReturnType<typeof useHistory>;

/*
 * Hydrates each island in a page's server-rendered text on a React root of
 * its own. Page text around and inside it (slots) stays the server's HTML. An
 * island whose code fails to load keeps its server HTML, marked failed: then
 * islands.css shows every tab panel under its label. Input made before a root
 * hydrates is replayed once it has (earlyInput.ts).
 */

/** The app's contexts an island can use: the router (tabs' `queryString`) and scroll control (tab switches keep the tab in place). */
function Providers({history, children}: {history: History; children: ReactNode}): ReactNode {
  return (
    <Router history={history}>
      <ScrollControllerProvider>{children}</ScrollControllerProvider>
    </Router>
  );
}

/** Runs once the root's first render (its hydration) has committed. */
function Hydrated({onHydrated}: {onHydrated: () => void}): null {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

/** The inner HTML of each of this container's slots (not those of islands nested in them), by id. */
function slotHtml(container: Element): Map<number, string> {
  const html = new Map<number, string>();
  for (const slot of Array.from(container.querySelectorAll(`[${slotAttribute}]`))) {
    if (slot.closest(`[${islandAttribute}]`) === container)
      html.set(Number(slot.getAttribute(slotAttribute)), slot.innerHTML);
  }
  return html;
}

async function hydrateIsland(container: HTMLElement, history: History, live: () => boolean): Promise<Root | undefined> {
  const name = container.getAttribute(islandAttribute) ?? '';
  const wire = JSON.parse(container.getAttribute(islandPropsAttribute) ?? '{}') as Wire;
  const names = [...componentNames(name, wire)];
  const components = new Map<string, ComponentType<Record<string, unknown>>>();
  await Promise.all(names.map(async (n) => components.set(n, await loadIsland(n))));
  if (!live() || !container.isConnected) return undefined;
  const html = slotHtml(container);
  keepDetailsState(container, name, wire);
  const props = deserialize(
    wire,
    (n) => components.get(n)!,
    (id) => html.get(id) ?? '',
  ) as Record<string, unknown>;
  const onHydrated = () => {
    container.setAttribute(hydratedAttribute, '');
    replayEarlyInput(container, takeEarlyInput(container));
  };
  const root = hydrateRoot(
    container,
    <Providers history={history}>
      {React.createElement(components.get(name)!, props)}
      <Hydrated onHydrated={onHydrated} />
    </Providers>,
    {identifierPrefix: `island-${name}-`},
  );
  // Synchronously after hydrateRoot: the early-input script stops queueing, React holds input from here on.
  container.setAttribute(rootAttribute, '');
  return root;
}

/** Every root this module made, by container: a root goes once its container has left the page. */
const roots = new Map<Element, Root>();

function unmountDetached(): void {
  for (const [container, root] of roots) {
    if (container.isConnected) continue;
    roots.delete(container);
    root.unmount();
  }
}

/** Hydrates every island under `root`; returns a function that lets go of those the page has dropped. */
export function hydrateIslands(root: HTMLElement, history: History): () => void {
  let alive = true;
  const containers = Array.from(root.querySelectorAll<HTMLElement>(`[${islandAttribute}]:not([${rootAttribute}])`));
  for (const container of containers) {
    hydrateIsland(container, history, () => alive)
      .then((r) => r && roots.set(container, r))
      .catch((error: unknown) => {
        container.setAttribute(failedAttribute, '');
        takeEarlyInput(container);
        console.warn(`Island ${container.getAttribute(islandAttribute)} stays as server HTML:`, error);
      });
  }
  return () => {
    alive = false;
    // Later, not during the caller's own commit: React refuses to unmount a root while it renders another.
    setTimeout(unmountDetached, 0);
  };
}
