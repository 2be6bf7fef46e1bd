import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {isChunkLoadError} from '../../src/clientModules/routeLoadError';

const require = createRequire(import.meta.url);
const {sanitize} = require('../../src/inline/storageGuard.js') as {
  sanitize: (s: Storage, announcementId?: string) => string[];
};

function memoryStorage(initial: Record<string, string>): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k: string) => data.get(k) ?? null,
    key: (i: number) => [...data.keys()][i] ?? null,
    removeItem: (k: string) => void data.delete(k),
    setItem: (k: string, v: string) => void data.set(k, v),
  };
}

describe('storage guard', () => {
  it('keeps valid values', () => {
    const storage = memoryStorage({theme: 'dark', 'docusaurus.announcement.dismiss': 'true'});
    expect(sanitize(storage)).toEqual([]);
    expect(storage.getItem('theme')).toBe('dark');
  });

  it('drops corrupted values and nothing else', () => {
    const storage = memoryStorage({
      theme: '"><img src=x onerror=alert(1)>',
      'docusaurus.announcement.dismiss': 'yes please',
      'docs-preferred-version-platform': 'current',
    });
    expect(sanitize(storage).sort()).toEqual(['docusaurus.announcement.dismiss', 'theme']);
    expect(storage.getItem('theme')).toBeNull();
    expect(storage.getItem('docs-preferred-version-platform')).toBe('current');
  });

  it('forgets a dismissal made for an older announcement', () => {
    const storage = memoryStorage({'docusaurus.announcement.dismiss': 'true', 'docusaurus.announcement.id': 'old'});
    expect(sanitize(storage, 'new')).toEqual(['docusaurus.announcement.dismiss']);
    expect(storage.getItem('docusaurus.announcement.dismiss')).toBeNull();
  });

  it('keeps a dismissal of the current announcement', () => {
    const storage = memoryStorage({'docusaurus.announcement.dismiss': 'true', 'docusaurus.announcement.id': 'new'});
    expect(sanitize(storage, 'new')).toEqual([]);
    expect(storage.getItem('docusaurus.announcement.dismiss')).toBe('true');
  });

  it('survives storage that throws', () => {
    const throwing = {
      getItem() {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Storage;
    expect(sanitize(throwing)).toEqual([]);
  });
});

describe('isChunkLoadError', () => {
  it('recognises webpack and rspack chunk failures', () => {
    const named = Object.assign(new Error('x'), {name: 'ChunkLoadError'});
    expect(isChunkLoadError(named)).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 1668 failed.\n(error: http://x/a.js)'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 12 failed.'))).toBe(true);
  });

  it('ignores every other rejection', () => {
    expect(isChunkLoadError(new Error('Network request failed'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed.')).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});
