import {describe, expect, it} from 'vitest';
import type {IdleScheduler} from '../../idle';
import {createPrefetchQueue} from './queue';

function harness(idleBudget: number[]) {
  const fetched: string[] = [];
  const idle: Parameters<IdleScheduler>[0][] = [];
  const prefetch = createPrefetchQueue(
    async (url) => {
      fetched.push(url);
      if (url.includes('broken')) throw new Error('404');
    },
    (work) => idle.push(work),
  );
  // Each idle period reports the next budget, one value per check.
  const runIdle = () => {
    const work = idle.shift();
    if (!work) throw new Error('nothing scheduled');
    work(() => idleBudget.shift() ?? 0);
  };
  return {fetched, idle, prefetch, runIdle};
}

describe('idle prefetch queue', () => {
  it('fetches nothing until the page is idle', () => {
    const {fetched, idle, prefetch} = harness([]);
    void prefetch('/assets/js/a.js');
    expect(fetched).toEqual([]);
    expect(idle).toHaveLength(1);
  });

  it('asks for each URL once, however often it is requested', async () => {
    const {fetched, prefetch, runIdle} = harness([50, 50, 50]);
    const first = prefetch('/a.js');
    const again = prefetch('/a.js');
    void prefetch('/b.js');
    void prefetch('/a.js');
    runIdle();
    expect(fetched).toEqual(['/a.js', '/b.js']);
    expect(again).toBe(first);
    await expect(first).resolves.toBeUndefined();
  });

  it('stops when the idle period runs out and goes on in the next one', () => {
    const {fetched, idle, prefetch, runIdle} = harness([5, 0, 0]);
    for (const name of ['a', 'b', 'c', 'd']) void prefetch(`/${name}.js`);
    runIdle();
    expect(fetched).toEqual(['/a.js', '/b.js']);
    expect(idle).toHaveLength(1);
    runIdle();
    expect(fetched).toEqual(['/a.js', '/b.js', '/c.js']);
    runIdle();
    expect(fetched).toEqual(['/a.js', '/b.js', '/c.js', '/d.js']);
    expect(idle).toHaveLength(0);
  });

  it('schedules one idle callback for many requests', () => {
    const {idle, prefetch} = harness([]);
    for (let i = 0; i < 50; i++) void prefetch(`/${i}.js`);
    expect(idle).toHaveLength(1);
  });

  it('settles a failed fetch instead of rejecting', async () => {
    const {prefetch, runIdle} = harness([50]);
    const pending = prefetch('/broken.js');
    runIdle();
    await expect(pending).resolves.toBeUndefined();
  });
});
