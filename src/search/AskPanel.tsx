/**
 * The Ask panel: answers questions from the documentation with numbered
 * citations, follow-ups in the same conversation, thumbs up/down per answer,
 * and a bounded list of past conversations kept in localStorage.
 * Every piece of text (question, answer, titles) is rendered as text.
 */
import React, {useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode} from 'react';
import AnswerText from './AnswerText';
import {askSearchLimit, composeAnswer, covers, chatMessages, retrievalQuery, toPassages, type Passage} from './ask';
import {renumberCitations, withoutCitations} from './citations';
import {getEngine} from './client';
import {answerLabel, engineOf, panelIntro, panelTitle} from './labels';
import {AnswerServiceError, streamChatCompletion} from './openai';
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

/** What went wrong with the last question, shown until the next one. */
interface Failure {
  title: string;
  /** The service's own message, or help. */
  detail?: string;
  /** Set when the offline answer can stand in: the question it is for. */
  offlineFor?: string;
}

function newId(): string {
  return `c${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

/** Earlier messages sent with a follow-up are cut to this length, so the request stays well under the proxy's size limit (32 KB by default). */
const maxHistoryChars = 2000;
const shortened = (m: AskMessage): AskMessage => (m.text.length > maxHistoryChars ? {...m, text: `${m.text.slice(0, maxHistoryChars)}…`} : m);

/** The failure shown for an answer service error. */
function serviceFailure(error: unknown, question: string): Failure {
  if (error instanceof AnswerServiceError) {
    return {title: error.message, detail: error.detail && `The service said: ${error.detail}`, offlineFor: question};
  }
  return {title: 'The answer service failed.', offlineFor: question};
}

export default function AskPanel({settings, baseUrl, initialQuestion, onBack, onClose}: Props): ReactNode {
  const [conversation, setConversation] = useState<Conversation | null>(null);
  const [conversations, setConversations] = useState<Conversation[]>(() => loadConversations());
  const [input, setInput] = useState('');
  const [busy, setBusy] = useState(false);
  const [streaming, setStreaming] = useState('');
  const [failure, setFailure] = useState<Failure | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  /** Which question is current: a cancelled or superseded one must not touch the panel any more. */
  const runRef = useRef(0);
  const asked = useRef(false);
  const modelConfigured = settings.ask.engine === 'proxy';

  const persist = useCallback((next: Conversation) => {
    setConversation(next);
    setConversations(saveConversation(next));
  }, []);

  /** Stops the running question, if any, and frees the input. */
  const cancel = useCallback(() => {
    runRef.current++;
    abortRef.current?.abort();
    abortRef.current = null;
    setStreaming('');
    setBusy(false);
  }, []);

  /** Asks a question; `offline` skips the model (the offline answer offered after a failure). */
  const ask = useCallback(
    async (question: string, base: Conversation | null, offline = false) => {
      const q = question.trim().slice(0, 500);
      if (!q) return;
      cancel();
      const run = runRef.current;
      const current = () => runRef.current === run;
      setFailure(null);
      setBusy(true);
      const history = base?.messages ?? [];
      const withQuestion: Conversation = {
        id: base?.id ?? newId(),
        title: base?.title ?? q.slice(0, 120),
        updatedAt: Date.now(),
        messages: [...history, {role: 'user', text: q}],
      };
      setConversation(withQuestion);
      // Nothing is saved for a failed question: the conversation goes back, the question to the input.
      const fail = (shown: Failure) => {
        setFailure(shown);
        setConversation(base);
        setInput(q);
      };
      try {
        let passages: Passage[];
        try {
          const page = await getEngine(baseUrl).search(retrievalQuery(q, history), {limit: askSearchLimit});
          passages = toPassages(q, page.hits);
        } catch {
          if (current()) fail({title: 'Unable to fetch results', detail: 'You might want to check your network connection.'});
          return;
        }
        if (!current()) return;
        let answer: AskMessage;
        if (!offline && settings.ask.engine === 'proxy' && covers(passages)) {
          const controller = new AbortController();
          abortRef.current = controller;
          let raw = '';
          let text: string;
          try {
            text = await streamChatCompletion({
              url: settings.ask.url,
              messages: chatMessages(q, withoutCitations(history).map(shortened), passages),
              firstWordsMs: settings.ask.firstWordsMs,
              totalMs: settings.ask.totalMs,
              signal: controller.signal,
              onToken: (t) => {
                raw += t;
                if (current()) setStreaming(renumberCitations(raw, passages).text);
              },
            });
          } catch (error) {
            if (current() && !controller.signal.aborted) fail(serviceFailure(error, q));
            return;
          }
          const cited = renumberCitations(text.trim(), passages);
          answer = {role: 'assistant', text: cited.text, citations: cited.citations, notCovered: cited.citations.length === 0, engine: 'ai'};
        } else {
          const composed = composeAnswer(q, passages);
          answer = {role: 'assistant', text: composed.text, citations: composed.citations, notCovered: composed.notCovered, engine: 'offline'};
        }
        if (!current()) return;
        persist({...withQuestion, updatedAt: Date.now(), messages: [...withQuestion.messages, answer]});
      } catch (error) {
        // A fault of our own (not the service's): say so rather than leave the question hanging.
        if (current()) fail({title: 'The answer could not be put together.', detail: error instanceof Error ? error.message : undefined});
      } finally {
        if (current()) {
          setStreaming('');
          setBusy(false);
          abortRef.current = null;
        }
      }
    },
    [baseUrl, cancel, persist, settings.ask],
  );

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    if (initialQuestion.trim()) void ask(initialQuestion, null);
    else inputRef.current?.focus();
  }, [ask, initialQuestion]);

  useEffect(() => () => abortRef.current?.abort(), []);

  // A disabled input loses focus; give it back once the question is over.
  useEffect(() => {
    if (!busy) inputRef.current?.focus();
  }, [busy]);

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
            {panelTitle(modelConfigured)}
          </h2>
          <button
            type="button"
            className={styles.textButton}
            onClick={() => {
              cancel();
              setConversation(null);
              setFailure(null);
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
                    <p className={styles.disclaimer}>{answerLabel(engineOf(m, modelConfigured))}</p>
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
              <p>{panelIntro(modelConfigured)}</p>
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
          {failure && (
            <div className={styles.error} role="alert">
              <p className={styles.errorTitle}>{failure.title}</p>
              {failure.detail && <p>{failure.detail}</p>}
              {failure.offlineFor !== undefined && (
                <button type="button" className={styles.offlineButton} onClick={() => void ask(failure.offlineFor!, conversation, true)}>
                  Show the answer assembled from the documentation
                </button>
              )}
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
