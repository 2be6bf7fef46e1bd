/**
 * Stored search values: DocSearch's recent and favourite searches, and Ask
 * conversations. Every value is validated on read; anything malformed is
 * dropped; when storage is unavailable (disabled, full, private mode) the
 * features simply have nothing stored and nothing throws.
 */
import type {AnswerEngine} from './labels';

/** localStorage, or null when it cannot be used. */
export function storage(): Storage | null {
  try {
    if (typeof window === 'undefined' || !window.localStorage) return null;
    const probe = '__vantage_probe__';
    window.localStorage.setItem(probe, '1');
    window.localStorage.removeItem(probe);
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Reads a stored JSON value; a present but unparsable value is removed. */
function readValid(key: string, store: Storage | null): unknown {
  if (!store) return undefined;
  const raw = safeGet(store, key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    removeKey(key, store);
    return undefined;
  }
}

export function writeJson(key: string, value: unknown, store: Storage | null = storage()): boolean {
  if (!store) return false;
  try {
    store.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function removeKey(key: string, store: Storage | null = storage()): void {
  try {
    store?.removeItem(key);
  } catch {
    // storage unavailable: nothing to remove
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown, max = 2000): v is string => typeof v === 'string' && v.length <= max;

/** A same-site path (never a scheme, never protocol-relative). */
export function isSitePath(v: unknown): v is string {
  return isString(v, 2000) && v.startsWith('/') && !v.startsWith('//') && !/[\s\\]/.test(v);
}

/** One stored DocSearch hit (recent or favourite search) as DocSearch writes it. */
export function isStoredHit(v: unknown): boolean {
  if (!isRecord(v) || !isString(v.objectID, 200) || !isSitePath(v.url)) return false;
  if (!isRecord(v.hierarchy)) return false;
  const h = v.hierarchy;
  if (!isString(h.lvl0, 500) || !isString(h.lvl1, 500)) return false;
  for (const level of ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6']) {
    if (h[level] !== undefined && h[level] !== null && !isString(h[level], 500)) return false;
  }
  if (v.content !== undefined && v.content !== null && !isString(v.content, 5000)) return false;
  return typeof v.type === 'string' && /^(content|lvl[0-6])$/.test(v.type);
}

const markup = /[<>]/g;
const hasMarkup = /[<>]/;
const markupEscapes: Record<string, string> = {'<': '&lt;', '>': '&gt;'};

/**
 * A stored hit whose text can hold no markup. DocSearch renders stored values
 * as HTML; our hits are stored escaped, but an entry written by an older build
 * or by hand may not be. Escaping only angle brackets is idempotent on values
 * that are already escaped. Returns the same object when nothing changes.
 */
export function escapeStoredHit<T extends Record<string, unknown>>(hit: T): T {
  const clean = (v: unknown) =>
    typeof v === 'string' && hasMarkup.test(v) ? v.replace(markup, (c) => markupEscapes[c]) : v;
  const hierarchy = hit.hierarchy as Record<string, unknown>;
  const levels = Object.keys(hierarchy).filter((k) => clean(hierarchy[k]) !== hierarchy[k]);
  if (levels.length === 0 && clean(hit.content) === hit.content) return hit;
  return {
    ...hit,
    content: clean(hit.content),
    hierarchy: Object.fromEntries(Object.entries(hierarchy).map(([k, v]) => [k, clean(v)])),
  };
}

/** DocSearch's storage keys for an index name. */
export function docSearchKeys(indexName: string): string[] {
  return [`__DOCSEARCH_RECENT_SEARCHES__${indexName}`, `__DOCSEARCH_FAVORITE_SEARCHES__${indexName}`];
}

/**
 * Cleans DocSearch's stored searches before the modal reads them: keeps only
 * well-formed entries with same-site URLs (at most `limit`), rewrites or drops
 * the key otherwise.
 */
export function sanitizeDocSearchStorage(indexName: string, limit = 10, store: Storage | null = storage()): void {
  if (!store) return;
  for (const key of docSearchKeys(indexName)) {
    const value = readValid(key, store);
    if (value === undefined) continue;
    if (!Array.isArray(value)) {
      removeKey(key, store);
      continue;
    }
    const valid = value.filter(isStoredHit).slice(0, limit);
    const safe = valid.map(escapeStoredHit);
    if (valid.length !== value.length || safe.some((hit, i) => hit !== valid[i])) writeJson(key, safe, store);
  }
}

function safeGet(store: Storage, key: string): string | null {
  try {
    return store.getItem(key);
  } catch {
    return null;
  }
}

/* ---------- Ask conversations ---------- */

export interface Citation {
  n: number;
  url: string;
  title: string;
}

export interface AskMessage {
  role: 'user' | 'assistant';
  text: string;
  citations?: Citation[];
  /** Whether the engine found the question outside the docs. */
  notCovered?: boolean;
  feedback?: 'up' | 'down';
  /** Who wrote an answer; absent in answers stored before it was recorded (see labels.ts engineOf). */
  engine?: AnswerEngine;
}

export interface Conversation {
  id: string;
  title: string;
  updatedAt: number;
  messages: AskMessage[];
}

export const conversationsKey = 'vantage-ask-conversations';
/** Most conversations kept; the oldest go first. */
export const maxConversations = 10;
/** Most messages kept per conversation. */
export const maxMessages = 40;

function isCitation(v: unknown): v is Citation {
  return (
    isRecord(v) &&
    typeof v.n === 'number' &&
    Number.isInteger(v.n) &&
    v.n > 0 &&
    isSitePath(v.url) &&
    isString(v.title, 500)
  );
}

export function isMessage(v: unknown): v is AskMessage {
  if (!isRecord(v) || (v.role !== 'user' && v.role !== 'assistant') || !isString(v.text, 20000)) return false;
  if (v.citations !== undefined && !(Array.isArray(v.citations) && v.citations.every(isCitation))) return false;
  if (v.feedback !== undefined && v.feedback !== 'up' && v.feedback !== 'down') return false;
  if (v.notCovered !== undefined && typeof v.notCovered !== 'boolean') return false;
  if (v.engine !== undefined && v.engine !== 'offline' && v.engine !== 'ai') return false;
  return true;
}

export function isConversation(v: unknown): v is Conversation {
  return (
    isRecord(v) &&
    isString(v.id, 100) &&
    /^[\w-]+$/.test(v.id) &&
    isString(v.title, 500) &&
    typeof v.updatedAt === 'number' &&
    Number.isFinite(v.updatedAt) &&
    Array.isArray(v.messages) &&
    v.messages.length > 0 &&
    v.messages.every(isMessage)
  );
}

/** The stored conversations, newest first; invalid entries are dropped (and the key rewritten). */
export function loadConversations(store: Storage | null = storage()): Conversation[] {
  const value = readValid(conversationsKey, store);
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    removeKey(conversationsKey, store);
    return [];
  }
  const valid = value.filter(isConversation).map((c) => ({...c, messages: c.messages.slice(-maxMessages)}));
  valid.sort((a, b) => b.updatedAt - a.updatedAt);
  const bounded = valid.slice(0, maxConversations);
  if (bounded.length !== value.length) writeJson(conversationsKey, bounded, store);
  return bounded;
}

/** Saves (adds or replaces) a conversation, keeping the list bounded. */
export function saveConversation(conversation: Conversation, store: Storage | null = storage()): Conversation[] {
  const others = loadConversations(store).filter((c) => c.id !== conversation.id);
  const next = [{...conversation, messages: conversation.messages.slice(-maxMessages)}, ...others].slice(
    0,
    maxConversations,
  );
  writeJson(conversationsKey, next, store);
  return next;
}

export function deleteConversation(id: string, store: Storage | null = storage()): Conversation[] {
  const next = loadConversations(store).filter((c) => c.id !== id);
  writeJson(conversationsKey, next, store);
  return next;
}
