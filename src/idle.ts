/** Runs `work` when the page is idle; `timeRemaining` says how long that idle period lasts. */
export type IdleScheduler = (work: (timeRemaining: () => number) => void) => void;

/**
 * The browser's idle callback where it has one (Safari has none: a short
 * timeout stands in). A page that is never idle still gets the work done
 * within a second.
 */
export const whenIdle: IdleScheduler = (work) => {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback((deadline) => work(() => deadline.timeRemaining()), {timeout: 1000});
  } else {
    window.setTimeout(() => work(() => 0), 50);
  }
};

/**
 * Calls `step` on each item in idle time, as many per idle period as fit and
 * at least one, so work that is not urgent never blocks a reader's input.
 * Returns a function that stops the remaining steps.
 */
export function eachWhenIdle<T>(items: readonly T[], step: (item: T) => void, idle: IdleScheduler = whenIdle): () => void {
  let next = 0;
  let stopped = false;
  const run = (timeRemaining: () => number) => {
    if (stopped) return;
    do {
      if (next >= items.length) return;
      step(items[next++] as T);
    } while (timeRemaining() > 1);
    if (next < items.length) idle(run);
  };
  if (items.length > 0) idle(run);
  return () => {
    stopped = true;
  };
}
