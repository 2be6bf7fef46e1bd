/**
 * The Ask panel's conversation: asks a question (retrieval from the local
 * index, then the model through the Ask proxy or the offline composer),
 * streams the model's answer, cancels a running answer, keeps failures with
 * the offline answer offered, and stores conversations. The state itself is
 * the pure reducer in ./askConversation.ts.
 */
import {useCallback, useEffect, useReducer, useRef} from 'react';
import {askRequestBody, composeAnswer, covers, retrievePassages, type Passage} from '../../../search/ask';
import {renumberCitations, withoutCitations} from '../../../search/citations';
import {getEngine} from '../../../search/client';
import {streamChatCompletion} from '../../../search/openai';
import type {SearchSettings} from '../../../search/settings';
import {
  deleteConversation,
  loadConversations,
  saveConversation,
  type AskMessage,
  type Conversation,
} from '../../../search/storage';
import {
  askReducer,
  cleanQuestion,
  composeFailure,
  initialAskState,
  searchFailure,
  serviceFailure,
  shortened,
  withAnswer,
  withFeedback,
  withQuestion,
  type AskState,
  type Failure,
} from './askConversation';

function newId(): string {
  return `c${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

export interface AskConversation extends AskState {
  /** Asks a question in the conversation shown; `offline` skips the model (the offline answer offered after a failure). */
  ask: (question: string, offline?: boolean) => Promise<void>;
  setInput: (text: string) => void;
  /** Cancels a running answer and shows the intro. */
  newConversation: () => void;
  open: (conversation: Conversation) => void;
  remove: (id: string) => void;
  setFeedback: (index: number, value: 'up' | 'down') => void;
}

export function useAskConversation(settings: SearchSettings, baseUrl: string): AskConversation {
  const [state, dispatch] = useReducer(askReducer, undefined, () => initialAskState(loadConversations()));
  const abortRef = useRef<AbortController | null>(null);
  /** The last run started; the reducer drops what older runs report, this only saves them work. */
  const runRef = useRef(0);
  /** The conversation a new question is added to (kept in a ref so `ask` stays stable). */
  const shownRef = useRef<Conversation | null>(null);
  shownRef.current = state.conversation;

  const stop = useCallback(() => {
    runRef.current++;
    abortRef.current?.abort();
    abortRef.current = null;
  }, []);

  const ask = useCallback(
    async (question: string, offline = false) => {
      const q = cleanQuestion(question);
      if (!q) return;
      stop();
      const run = runRef.current;
      const current = () => runRef.current === run;
      const base = shownRef.current;
      const history = base?.messages ?? [];
      const asked = withQuestion(base, q, newId(), Date.now());
      dispatch({type: 'start', run, conversation: asked});
      const fail = (failure: Failure) => dispatch({type: 'failed', run, failure, base, question: q});
      try {
        let passages: Passage[];
        try {
          const engine = getEngine(baseUrl);
          passages = await retrievePassages(
            q,
            history,
            async (query, options) => (await engine.search(query, options)).hits,
            (hit) => engine.pageHits(hit),
          );
        } catch {
          fail(searchFailure);
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
              request: askRequestBody(q, withoutCitations(history).map(shortened), passages),
              firstWordsMs: settings.ask.firstWordsMs,
              totalMs: settings.ask.totalMs,
              signal: controller.signal,
              onToken: (t) => {
                raw += t;
                dispatch({type: 'token', run, text: renumberCitations(raw, passages).text});
              },
            });
          } catch (error) {
            if (!controller.signal.aborted) fail(serviceFailure(error, q));
            return;
          }
          const cited = renumberCitations(text.trim(), passages);
          answer = {
            role: 'assistant',
            text: cited.text,
            citations: cited.citations,
            notCovered: cited.citations.length === 0,
            engine: 'ai',
          };
        } else {
          const composed = composeAnswer(q, passages);
          answer = {
            role: 'assistant',
            text: composed.text,
            citations: composed.citations,
            notCovered: composed.notCovered,
            engine: 'offline',
          };
        }
        if (!current()) return;
        const done = withAnswer(asked, answer, Date.now());
        dispatch({type: 'answered', run, conversation: done, conversations: saveConversation(done)});
      } catch (error) {
        fail(composeFailure(error));
      } finally {
        if (current()) abortRef.current = null;
      }
    },
    [baseUrl, settings.ask, stop],
  );

  useEffect(() => () => abortRef.current?.abort(), []);

  const newConversation = useCallback(() => {
    stop();
    dispatch({type: 'newConversation'});
  }, [stop]);

  const setInput = useCallback((text: string) => dispatch({type: 'input', text}), []);
  const open = useCallback((conversation: Conversation) => dispatch({type: 'open', conversation}), []);
  const remove = useCallback((id: string) => dispatch({type: 'listed', conversations: deleteConversation(id)}), []);
  const setFeedback = useCallback((index: number, value: 'up' | 'down') => {
    const shown = shownRef.current;
    if (!shown) return;
    const next = withFeedback(shown, index, value);
    dispatch({type: 'saved', conversation: next, conversations: saveConversation(next)});
  }, []);

  return {...state, ask, setInput, newConversation, open, remove, setFeedback};
}
