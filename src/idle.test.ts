import {describe, expect, it} from 'vitest';
import {eachWhenIdle, idleQueue, type IdleScheduler} from './idle';

function fakeIdle(budgets: number[]) {
  const pending: Parameters<IdleScheduler>[0][] = [];
  const idle: IdleScheduler = (work) => pending.push(work);
  const runIdle = () => pending.shift()?.(() => budgets.shift() ?? 0);
  return {idle, pending, runIdle};
}

describe('eachWhenIdle', () => {
  it('does nothing before the page is idle', () => {
    const {idle, pending} = fakeIdle([]);
    const done: number[] = [];
    eachWhenIdle([1, 2, 3], (n) => done.push(n), idle);
    expect(done).toEqual([]);
    expect(pending).toHaveLength(1);
  });

  it('does as many steps as the idle period allows, at least one, then waits for the next', () => {
    const {idle, pending, runIdle} = fakeIdle([10, 0, 0, 0]);
    const done: number[] = [];
    eachWhenIdle([1, 2, 3, 4], (n) => done.push(n), idle);
    runIdle();
    expect(done).toEqual([1, 2]);
    runIdle();
    expect(done).toEqual([1, 2, 3]);
    runIdle();
    expect(done).toEqual([1, 2, 3, 4]);
    expect(pending).toHaveLength(0);
  });

  it('stops when asked', () => {
    const {idle, pending, runIdle} = fakeIdle([0, 0]);
    const done: number[] = [];
    const stop = eachWhenIdle([1, 2, 3], (n) => done.push(n), idle);
    runIdle();
    stop();
    runIdle();
    expect(done).toEqual([1]);
    expect(pending).toHaveLength(0);
  });

  it('schedules nothing for no items', () => {
    const {idle, pending} = fakeIdle([]);
    eachWhenIdle([], () => undefined, idle);
    expect(pending).toHaveLength(0);
  });
});

describe('idleQueue', () => {
  it('takes items added while it waits into the same idle callback, in order', () => {
    const {idle, pending, runIdle} = fakeIdle([10, 10, 10]);
    const done: string[] = [];
    const queue = idleQueue<string>((s) => done.push(s), idle);
    queue.add('a');
    queue.add('b');
    expect(pending).toHaveLength(1);
    runIdle();
    expect(done).toEqual(['a', 'b']);
    expect(pending).toHaveLength(0);
  });

  it('schedules again for items added after it drained', () => {
    const {idle, pending, runIdle} = fakeIdle([10, 10]);
    const done: string[] = [];
    const queue = idleQueue<string>((s) => done.push(s), idle);
    queue.add('a');
    runIdle();
    queue.add('b');
    expect(pending).toHaveLength(1);
    runIdle();
    expect(done).toEqual(['a', 'b']);
  });

  it('ignores additions once stopped', () => {
    const {idle, pending} = fakeIdle([]);
    const queue = idleQueue<string>(() => undefined, idle);
    queue.stop();
    queue.add('a');
    expect(pending).toHaveLength(0);
  });
});
