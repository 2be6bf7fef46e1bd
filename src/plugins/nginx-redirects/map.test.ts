import {describe, expect, it} from 'vitest';
import {nginxRedirectMap} from './map';

describe('nginx redirect map', () => {
  it('writes one quoted pair per redirect, sources decoded as nginx compares them', () => {
    const map = nginxRedirectMap([
      {from: '/platform/old', to: '/platform/new'},
      {from: '/a%20b', to: '/c?tab=1#part'},
    ]);
    const lines = map.split('\n').filter((l) => l !== '' && !l.startsWith('#'));
    expect(lines).toEqual(['"/platform/old" "/platform/new";', '"/a b" "/c?tab=1#part";']);
  });

  it('refuses what nginx would read as a variable or a string end, naming the line', () => {
    expect(() => nginxRedirectMap([{from: '/old', to: '/new$host'}])).toThrow(/\/new\$host.*from \/old/);
    expect(() => nginxRedirectMap([{from: '/old%22x', to: '/new'}])).toThrow(/\/old%22x/);
    expect(() => nginxRedirectMap([{from: '/old%0Ax', to: '/new'}])).toThrow(/\/old%0Ax/);
  });

  it('refuses a source listed twice, which nginx would reject at start', () => {
    expect(() =>
      nginxRedirectMap([
        {from: '/old', to: '/a'},
        {from: '/old', to: '/b'},
      ]),
    ).toThrow(/\/old is listed twice/);
  });

  it('names a malformed percent-encoding', () => {
    expect(() => nginxRedirectMap([{from: '/bad%E0%A4', to: '/new'}])).toThrow(/\/bad%E0%A4 is not a valid/);
  });
});
