/**
 * The Ask panel: answers questions from the documentation with numbered
 * citations, follow-ups in the same conversation, thumbs up/down per answer,
 * and a bounded list of past conversations kept in localStorage.
 * Every piece of text (question, answer, titles) is rendered as text.
 */
import React, {useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode} from 'react';
import AnswerText from './AnswerText';
import {composeAnswer, covers, chatMessages, disclaimer, notCoveredText, retrievalQuery, splitCitations, toPassages} from './ask';
import {getEngine} from './client';
import {streamChatCompletion} from './openai';
import type {SearchSettings} from './settings';
import {
  deleteConversation,
  loadConversations,
  saveConversation,
  type AskMessage,
  type Conversation,
} from './storage';
import styles from './AskPanel.module.css';

interface Props {
  settings: SearchSettings;
  baseUrl: string;
  initialQuestion: string;
  onBack: (query: string) => void;
  onClose: () => void;
}

function newId(): string {
  return `c${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

export default function AskPanel({settings, baseUrl, initialQuestion, onBack, onClose}: Props): ReactNode {
  const [conversation, setConversation] = useState<Conversation | null>(null);
  const [conversations, setConversations] = useState<Conversation[]>(() => loadConversations());
  const [input, setInput] = useState('');
  const [busy, setBusy] = useState(false);
  const [streaming, setStreaming] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const asked = useRef(false);

  const persist = useCallback((next: Conversation) => {
    setConversation(next);
    setConversations(saveConversation(next));
  }, []);

  const ask = useCallback(
    async (question: string, base: Conversation | null) => {
      const q = question.trim().slice(0, 500);
      if (!q) return;
      setError(null);
      setBusy(true);
      const history = base?.messages ?? [];
      const withQuestion: Conversation = {
        id: base?.id ?? newId(),
        title: base?.title ?? q.slice(0, 120),
        updatedAt: Date.now(),
        messages: [...history, {role: 'user', text: q}],
      };
      setConversation(withQuestion);
      try {
        const page = await getEngine(baseUrl).search(retrievalQuery(q, history), {limit: 15});
        const passages = toPassages(q, page.hits);
        let answer: AskMessage;
        if (settings.ask.engine === 'openai' && covers(passages)) {
          const ask = settings.ask;
          abortRef.current = new AbortController();
          setStreaming('');
          const text = await streamChatCompletion({
            endpoint: ask.endpoint,
            model: ask.model,
            apiKey: ask.apiKey ?? undefined,
            messages: chatMessages(q, history, passages),
            signal: abortRef.current.signal,
            onToken: (t) => setStreaming((s) => s + t),
          });
          const cited = new Set(splitCitations(text).flatMap((p) => ('n' in p ? [p.n] : [])));
          const citations = passages.filter((p) => cited.has(p.n)).map((p) => ({n: p.n, url: p.url, title: p.title}));
          answer = {role: 'assistant', text: text.trim() || notCoveredText, citations, notCovered: citations.length === 0};
        } else {
          const composed = composeAnswer(q, passages);
          answer = {role: 'assistant', text: composed.text, citations: composed.citations, notCovered: composed.notCovered};
        }
        persist({...withQuestion, updatedAt: Date.now(), messages: [...withQuestion.messages, answer]});
      } catch (e) {
        if ((e as Error).name !== 'AbortError') setError('Unable to fetch results');
        setConversation(base);
      } finally {
        setStreaming('');
        setBusy(false);
        abortRef.current = null;
        inputRef.current?.focus();
      }
    },
    [baseUrl, persist, settings.ask],
  );

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    if (initialQuestion.trim()) void ask(initialQuestion, null);
    else inputRef.current?.focus();
  }, [ask, initialQuestion]);

  useEffect(() => () => abortRef.current?.abort(), []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const q = input;
    setInput('');
    void ask(q, conversation);
  };

  const setFeedback = (index: number, value: 'up' | 'down') => {
    if (!conversation) return;
    const messages = conversation.messages.map((m, i) =>
      i === index ? {...m, feedback: m.feedback === value ? undefined : value} : m,
    );
    persist({...conversation, messages});
  };

  const lastQuestion = [...(conversation?.messages ?? [])].reverse().find((m) => m.role === 'user')?.text ?? initialQuestion;

  return (
    <div className="DocSearch DocSearch-Container" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div className={`DocSearch-Modal ${styles.panel}`} role="dialog" aria-modal="true" aria-labelledby="vantage-ask-title">
        <header className={styles.header}>
          <button type="button" className={styles.textButton} onClick={() => onBack(lastQuestion)}>
            ← Back to search
          </button>
          <h2 id="vantage-ask-title" className={styles.title}>
            Ask AI
          </h2>
          <button
            type="button"
            className={styles.textButton}
            onClick={() => {
              setConversation(null);
              setError(null);
              inputRef.current?.focus();
            }}>
            New conversation
          </button>
          <button type="button" className={styles.textButton} aria-label="Close" onClick={onClose}>
            ✕
          </button>
        </header>
        <div className={styles.body}>
          {conversation ? (
            <ol className={styles.messages} aria-live="polite">
              {conversation.messages.map((m, i) =>
                m.role === 'user' ? (
                  <li key={i} className={styles.question}>
                    {m.text}
                  </li>
                ) : (
                  <li key={i} className={styles.answer} data-not-covered={m.notCovered ? 'true' : undefined}>
                    <AnswerText text={m.text} citations={m.citations ?? []} onNavigate={onClose} />
                    <p className={styles.disclaimer}>{disclaimer}</p>
                    <div className={styles.feedback} role="group" aria-label="Was this answer helpful?">
                      <button type="button" aria-label="Helpful" aria-pressed={m.feedback === 'up'} onClick={() => setFeedback(i, 'up')}>
                        👍
                      </button>
                      <button
                        type="button"
                        aria-label="Not helpful"
                        aria-pressed={m.feedback === 'down'}
                        onClick={() => setFeedback(i, 'down')}>
                        👎
                      </button>
                    </div>
                  </li>
                ),
              )}
              {busy && (
                <li className={styles.answer} aria-busy="true">
                  {streaming ? <p className={styles.answerText}>{streaming}</p> : <p className={styles.thinking}>Searching the documentation…</p>}
                </li>
              )}
            </ol>
          ) : (
            <div className={styles.intro}>
              <p>Ask a question about Vantage. Answers are composed from the documentation, with links to the sections they come from.</p>
              {conversations.length > 0 && (
                <section aria-labelledby="vantage-ask-history">
                  <h3 id="vantage-ask-history" className={styles.historyTitle}>
                    Conversations
                  </h3>
                  <ul className={styles.history}>
                    {conversations.map((c) => (
                      <li key={c.id}>
                        <button type="button" className={styles.historyOpen} onClick={() => setConversation(c)}>
                          {c.title}
                        </button>
                        <button
                          type="button"
                          className={styles.historyDelete}
                          aria-label={`Delete conversation: ${c.title}`}
                          onClick={() => setConversations(deleteConversation(c.id))}>
                          Delete
                        </button>
                      </li>
                    ))}
                  </ul>
                </section>
              )}
            </div>
          )}
          {error && (
            <div className={styles.error} role="alert">
              <p className={styles.errorTitle}>{error}</p>
              <p>You might want to check your network connection.</p>
            </div>
          )}
        </div>
        <form className={styles.form} onSubmit={onSubmit}>
          <input
            ref={inputRef}
            className={styles.input}
            value={input}
            onChange={(e) => setInput(e.target.value)}
            placeholder={conversation ? 'Ask a follow-up question…' : 'Ask a question…'}
            aria-label="Question"
            maxLength={500}
            disabled={busy}
          />
          <button type="submit" className={styles.submit} disabled={busy || !input.trim()}>
            Ask
          </button>
        </form>
        <footer className={styles.footer}>Esc returns to search.</footer>
      </div>
    </div>
  );
}
