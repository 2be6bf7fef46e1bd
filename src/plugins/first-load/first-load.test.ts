import {describe, expect, it} from 'vitest';
import {addModuleOrigins, type ClientManifest} from './manifest';

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
