import {useSyncExternalStore} from 'react';

/*
 * The docs sidebar's hidden state lives inside the docs layout, which the
 * navbar does not wrap; this tiny store lets the navbar read it.
 */
let collapsed = false;
const listeners = new Set<() => void>();

export function setSidebarCollapsed(value: boolean): void {
  if (value === collapsed) return;
  collapsed = value;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSidebarCollapsed(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => collapsed,
    () => false,
  );
}
