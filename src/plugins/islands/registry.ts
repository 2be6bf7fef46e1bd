import type {ComponentType} from 'react';
import {islandInfo} from './serialize';

/*
 * Which island components the browser can load, by name. Each doc page's
 * browser module registers the islands its own text uses (static-content's
 * stubLoader.cjs), each a dynamic import: a page without islands loads none
 * of their code.
 */
type Loader = () => Promise<unknown>;
const loaders = new Map<string, Loader>();

export function registerIslands(entries: Record<string, Loader>): void {
  for (const [name, loader] of Object.entries(entries)) loaders.set(name, loader);
}

/** The component an island name stands for: the module's export, unwrapped if the module exports it as an island. */
export async function loadIsland(name: string): Promise<ComponentType<Record<string, unknown>>> {
  const loader = loaders.get(name);
  if (!loader) throw new Error(`no browser code is registered for island ${name}`);
  const loaded = await loader();
  const component = (islandInfo(loaded)?.Component ?? loaded) as ComponentType<Record<string, unknown>>;
  if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
    throw new Error(`island ${name} loaded no component`);
  }
  return component;
}
