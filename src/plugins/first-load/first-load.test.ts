import {describe, expect, it} from 'vitest';
import {addModuleOrigins, type ClientManifest} from './manifest';
import {inItsOwnTask} from './turns';

describe('addModuleOrigins', () => {
  const manifest: ClientManifest = {
    entrypoints: ['main'],
    origins: {main: ['main', 'runtime~main'], a1b2: ['a1b2', 4168], c3d4: ['c3d4']},
    assets: {},
  };

  it('keys each chunk group by the requests that import it', () => {
    const out = addModuleOrigins(manifest, [{name: 'a1b2', requests: ['@site/cli/commands.md']}]);
    expect(out.origins['@site/cli/commands.md']).toEqual(['a1b2', 4168]);
    expect(out.origins.a1b2).toEqual(['a1b2', 4168]);
  });

  it('leaves existing keys, unknown groups and the input alone', () => {
    const out = addModuleOrigins(manifest, [
      {name: 'c3d4', requests: ['main']},
      {name: 'nowhere', requests: ['@theme/DocItem']},
    ]);
    expect(out.origins.main).toEqual(['main', 'runtime~main']);
    expect(out.origins['@theme/DocItem']).toBeUndefined();
    expect(manifest.origins).not.toHaveProperty('@site/cli/commands.md');
  });
});

describe('inItsOwnTask', () => {
  it('runs the work after one task boundary and resolves after another', async () => {
    const log: string[] = [];
    const yieldTask = () => {
      log.push('yield');
      return Promise.resolve();
    };
    const result = await inItsOwnTask(async () => {
      log.push('work');
      return 42;
    }, yieldTask);
    expect(result).toBe(42);
    expect(log).toEqual(['yield', 'work', 'yield']);
  });

  it('passes a failure of the work on', async () => {
    await expect(inItsOwnTask(() => Promise.reject(new Error('chunk failed')), () => Promise.resolve())).rejects.toThrow('chunk failed');
  });

  it('lets queued tasks run before the work by default', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('other task'), 0);
    await inItsOwnTask(async () => {
      order.push('work');
    });
    expect(order[0]).toBe('other task');
  });
});
