/**
 * The Ask panel: answers questions from the documentation with numbered
 * citations, follow-ups in the same conversation, thumbs up/down per answer,
 * and a bounded list of past conversations kept in localStorage.
 * The conversation itself (asking, streaming, cancelling, failures) is
 * useAskConversation. Every piece of text (question, answer, titles) is
 * rendered as text.
 */
import React, {useEffect, useRef, type FormEvent, type ReactNode} from 'react';
import {answerLabel, engineOf, panelIntro, panelTitle} from '../../../search/labels';
import type {SearchSettings} from '../../../search/settings';
import AnswerText from './AnswerText';
import {lastQuestion, maxQuestionChars} from './askConversation';
import {useAskConversation} from './useAskConversation';
import styles from './AskPanel.module.css';

interface Props {
  settings: SearchSettings;
  baseUrl: string;
  initialQuestion: string;
  onBack: (query: string) => void;
  onClose: () => void;
}

export default function AskPanel({settings, baseUrl, initialQuestion, onBack, onClose}: Props): ReactNode {
  const chat = useAskConversation(settings, baseUrl);
  const {conversation, conversations, input, busy, streaming, failure, ask} = chat;
  const inputRef = useRef<HTMLInputElement>(null);
  const asked = useRef(false);
  const modelConfigured = settings.ask.engine === 'proxy';

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    if (initialQuestion.trim()) void ask(initialQuestion);
    else inputRef.current?.focus();
  }, [ask, initialQuestion]);

  // A disabled input loses focus; give it back once the question is over.
  useEffect(() => {
    if (!busy) inputRef.current?.focus();
  }, [busy]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const q = input;
    chat.setInput('');
    void ask(q);
  };

  return (
    <div className="DocSearch DocSearch-Container" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        className={`DocSearch-Modal ${styles.panel}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby="vantage-ask-title"
      >
        <header className={styles.header}>
          <button
            type="button"
            className={styles.textButton}
            onClick={() => onBack(lastQuestion(conversation, initialQuestion))}
          >
            ← Back to search
          </button>
          <h2 id="vantage-ask-title" className={styles.title}>
            {panelTitle(modelConfigured)}
          </h2>
          <button
            type="button"
            className={styles.textButton}
            onClick={() => {
              chat.newConversation();
              inputRef.current?.focus();
            }}
          >
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
                      <button
                        type="button"
                        aria-label="Helpful"
                        aria-pressed={m.feedback === 'up'}
                        onClick={() => chat.setFeedback(i, 'up')}
                      >
                        👍
                      </button>
                      <button
                        type="button"
                        aria-label="Not helpful"
                        aria-pressed={m.feedback === 'down'}
                        onClick={() => chat.setFeedback(i, 'down')}
                      >
                        👎
                      </button>
                    </div>
                  </li>
                ),
              )}
              {busy && (
                <li className={styles.answer} aria-busy="true">
                  {streaming ? (
                    <p className={styles.answerText}>{streaming}</p>
                  ) : (
                    <p className={styles.thinking}>Searching the documentation…</p>
                  )}
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
                        <button type="button" className={styles.historyOpen} onClick={() => chat.open(c)}>
                          {c.title}
                        </button>
                        <button
                          type="button"
                          className={styles.historyDelete}
                          aria-label={`Delete conversation: ${c.title}`}
                          onClick={() => chat.remove(c.id)}
                        >
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
                <button
                  type="button"
                  className={styles.offlineButton}
                  onClick={() => void ask(failure.offlineFor!, true)}
                >
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
            onChange={(e) => chat.setInput(e.target.value)}
            placeholder={conversation ? 'Ask a follow-up question…' : 'Ask a question…'}
            aria-label="Question"
            maxLength={maxQuestionChars}
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
