/**
 * Resolves in a later task, so the work after it starts a task of its own:
 * the browser can paint and handle input in between. `scheduler.yield`
 * where the browser has it (it resumes ahead of other queued work), else a
 * zero timeout.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as {scheduler?: {yield?: () => Promise<void>}}).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs `work` between two task boundaries: neither the code before it nor
 * the code awaiting it shares a task with it.
 */
export async function inItsOwnTask<T>(work: () => Promise<T>, yieldTask: () => Promise<void> = nextTask): Promise<T> {
  await yieldTask();
  const result = await work();
  await yieldTask();
  return result;
}
