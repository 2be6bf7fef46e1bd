import {describe, expect, it} from 'vitest';
import {
  conversationsKey,
  deleteConversation,
  isSitePath,
  loadConversations,
  maxConversations,
  sanitizeDocSearchStorage,
  saveConversation,
  type Conversation,
} from '../../../src/search/storage';

class MemoryStorage implements Storage {
  private data = new Map<string, string>();
  get length() {
    return this.data.size;
  }
  clear() {
    this.data.clear();
  }
  getItem(key: string) {
    return this.data.has(key) ? this.data.get(key)! : null;
  }
  key(i: number) {
    return [...this.data.keys()][i] ?? null;
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
  setItem(key: string, value: string) {
    this.data.set(key, String(value));
  }
}

/** Storage whose every call throws, like a disabled or full storage. */
const broken = new Proxy({} as Storage, {
  get() {
    return () => {
      throw new DOMException('denied', 'SecurityError');
    };
  },
});

const conversation = (id: string, updatedAt: number): Conversation => ({
  id,
  title: `Question ${id}`,
  updatedAt,
  messages: [
    {role: 'user', text: 'How do I create a cluster?'},
    {
      role: 'assistant',
      text: 'Open Clusters. [1]',
      citations: [{n: 1, url: '/platform/clusters#create', title: 'Clusters'}],
    },
  ],
});

const hit = (url: string) => ({
  objectID: '1',
  url,
  type: 'lvl2',
  content: null,
  hierarchy: {lvl0: 'Platform', lvl1: 'Clusters', lvl2: 'Create', lvl3: null, lvl4: null, lvl5: null, lvl6: null},
});

describe('stored search values', () => {
  it('accepts only same-site paths', () => {
    expect(isSitePath('/platform/jobs#x')).toBe(true);
    expect(isSitePath('javascript:alert(1)')).toBe(false);
    expect(isSitePath('//evil.example/x')).toBe(false);
    expect(isSitePath('https://evil.example')).toBe(false);
  });

  it('drops corrupt and hostile DocSearch recent searches', () => {
    const store = new MemoryStorage();
    store.setItem(
      '__DOCSEARCH_RECENT_SEARCHES__idx',
      JSON.stringify([hit('/platform/clusters'), hit('javascript:alert(1)'), {objectID: 5}]),
    );
    store.setItem('__DOCSEARCH_FAVORITE_SEARCHES__idx', '{not json');
    sanitizeDocSearchStorage('idx', 10, store);
    expect(JSON.parse(store.getItem('__DOCSEARCH_RECENT_SEARCHES__idx')!)).toEqual([hit('/platform/clusters')]);
    expect(store.getItem('__DOCSEARCH_FAVORITE_SEARCHES__idx')).toBeNull();
  });

  it('keeps valid conversations, newest first, bounded', () => {
    const store = new MemoryStorage();
    for (let i = 0; i < maxConversations + 3; i++) saveConversation(conversation(`c${i}`, 1000 + i), store);
    const list = loadConversations(store);
    expect(list).toHaveLength(maxConversations);
    expect(list[0].id).toBe(`c${maxConversations + 2}`);
  });

  it('drops invalid conversations on read', () => {
    const store = new MemoryStorage();
    const bad = {...conversation('x', 1), messages: [{role: 'system', text: 'hi'}]};
    const badUrl = conversation('y', 2);
    badUrl.messages[1].citations = [{n: 1, url: 'javascript:alert(1)', title: 't'}];
    store.setItem(conversationsKey, JSON.stringify([conversation('ok', 3), bad, badUrl, 'junk']));
    expect(loadConversations(store).map((c) => c.id)).toEqual(['ok']);
    expect(JSON.parse(store.getItem(conversationsKey)!)).toHaveLength(1);
    store.setItem(conversationsKey, '[[[');
    expect(loadConversations(store)).toEqual([]);
    expect(store.getItem(conversationsKey)).toBeNull();
    store.setItem(conversationsKey, '{"a":1}');
    expect(loadConversations(store)).toEqual([]);
    expect(store.getItem(conversationsKey)).toBeNull();
  });

  it('keeps which engine wrote an answer, and loads answers stored without it', () => {
    const store = new MemoryStorage();
    const old = conversation('old', 1);
    const ai = conversation('ai', 2);
    ai.messages[1].engine = 'ai';
    const bad = conversation('bad', 3);
    (bad.messages[1] as {engine?: unknown}).engine = 'gpt';
    store.setItem(conversationsKey, JSON.stringify([old, ai, bad]));
    const loaded = loadConversations(store);
    expect(loaded.map((c) => [c.id, c.messages[1].engine])).toEqual([
      ['ai', 'ai'],
      ['old', undefined],
    ]);
  });

  it('deletes one conversation', () => {
    const store = new MemoryStorage();
    saveConversation(conversation('a', 1), store);
    saveConversation(conversation('b', 2), store);
    expect(deleteConversation('a', store).map((c) => c.id)).toEqual(['b']);
  });

  it('degrades without storage', () => {
    expect(loadConversations(null)).toEqual([]);
    expect(() => saveConversation(conversation('a', 1), null)).not.toThrow();
    expect(() => sanitizeDocSearchStorage('idx', 10, broken)).not.toThrow();
    expect(loadConversations(broken)).toEqual([]);
    expect(() => saveConversation(conversation('a', 1), broken)).not.toThrow();
  });
});
