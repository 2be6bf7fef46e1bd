import type {ReactNode} from 'react';
import {describe, expect, it} from 'vitest';
import {island} from './island';
import {loadIsland, registerIslands} from './registry';

function Plain(): ReactNode {
  return null;
}

describe('island registry', () => {
  it('loads a registered component, unwrapping one its module exports as an island', async () => {
    registerIslands({'@test/Plain': async () => Plain, '@test/Wrapped': async () => island('@test/Wrapped', Plain)});
    expect(await loadIsland('@test/Plain')).toBe(Plain);
    expect(await loadIsland('@test/Wrapped')).toBe(Plain);
  });

  it('says which island has no code, or loaded no component', async () => {
    await expect(loadIsland('@test/Missing')).rejects.toThrow('no browser code is registered for island @test/Missing');
    registerIslands({'@test/Nothing': async () => undefined});
    await expect(loadIsland('@test/Nothing')).rejects.toThrow('island @test/Nothing loaded no component');
  });

  it('passes on a failed chunk load, so the island stays as server HTML', async () => {
    registerIslands({'@test/Offline': () => Promise.reject(new Error('ChunkLoadError'))});
    await expect(loadIsland('@test/Offline')).rejects.toThrow('ChunkLoadError');
  });
});
