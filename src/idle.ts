/*
 * The site's one scheduler for work that must not hold up a reader: link
 * prefetches, copy buttons, the head tags and phone menu deferred past
 * hydration. All of it runs in the browser's idle periods, as many steps per
 * period as fit and at least one, so a page that is never idle still makes
 * progress.
 */

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

/** Items waiting for idle time, taken in the order they were added. */
export interface IdleQueue<T> {
  add(item: T): void;
  /** Drops what has not run yet; later additions are ignored. */
  stop(): void;
}

/** Calls `step` on each item added, in idle time: one idle callback at a time, however many items wait. */
export function idleQueue<T>(step: (item: T) => void, idle: IdleScheduler = whenIdle): IdleQueue<T> {
  const waiting: T[] = [];
  let scheduled = false;
  let stopped = false;
  const run = (timeRemaining: () => number) => {
    scheduled = false;
    if (stopped) return;
    do {
      if (waiting.length === 0) return;
      step(waiting.shift() as T);
    } while (timeRemaining() > 1);
    schedule();
  };
  const schedule = () => {
    if (scheduled || stopped || waiting.length === 0) return;
    scheduled = true;
    idle(run);
  };
  return {
    add(item) {
      if (stopped) return;
      waiting.push(item);
      schedule();
    },
    stop() {
      stopped = true;
      waiting.length = 0;
    },
  };
}

/**
 * Calls `step` on each item in idle time, so work that is not urgent never
 * blocks a reader's input. Returns a function that stops the remaining steps.
 */
export function eachWhenIdle<T>(
  items: readonly T[],
  step: (item: T) => void,
  idle: IdleScheduler = whenIdle,
): () => void {
  const queue = idleQueue(step, idle);
  for (const item of items) queue.add(item);
  return queue.stop;
}
