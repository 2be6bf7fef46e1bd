/**
 * The Ask panel's conversation as a pure state machine: the question being
 * answered, the answer streaming in, what went wrong, and the past
 * conversations. useAskConversation wraps it with the side effects (search,
 * the model's stream, localStorage); the reducer alone decides what a late
 * result may still change, so a cancelled or superseded question never
 * touches the panel again.
 */
import {AnswerServiceError} from '../../../search/openai';
import type {AskMessage, Conversation} from '../../../search/storage';

/** What went wrong with the last question, shown until the next one. */
export interface Failure {
  title: string;
  /** The service's own message, or help. */
  detail?: string;
  /** Set when the offline answer can stand in: the question it is for. */
  offlineFor?: string;
}

export interface AskState {
  /** The conversation shown, with the question being answered already in it; null shows the intro and past conversations. */
  conversation: Conversation | null;
  /** Past conversations, newest first, as stored. */
  conversations: Conversation[];
  input: string;
  /** A question is being answered: the input is disabled. */
  busy: boolean;
  /** The model's answer so far, while it streams. */
  streaming: string;
  failure: Failure | null;
  /** The question being answered (its run number), 0 when none: results of any other run are dropped. */
  run: number;
}

export type AskAction =
  | {type: 'start'; run: number; conversation: Conversation}
  | {type: 'token'; run: number; text: string}
  | {type: 'answered'; run: number; conversation: Conversation; conversations: Conversation[]}
  | {type: 'failed'; run: number; failure: Failure; base: Conversation | null; question: string}
  | {type: 'cancel'}
  | {type: 'newConversation'}
  | {type: 'open'; conversation: Conversation}
  | {type: 'saved'; conversation: Conversation; conversations: Conversation[]}
  | {type: 'listed'; conversations: Conversation[]}
  | {type: 'input'; text: string};

export function initialAskState(conversations: Conversation[]): AskState {
  return {conversation: null, conversations, input: '', busy: false, streaming: '', failure: null, run: 0};
}

/** Longest question sent; the input allows no more either. */
export const maxQuestionChars = 500;

/** What a run leaves behind once it has answered or failed. */
const finished = {run: 0, busy: false, streaming: ''} as const;

export function askReducer(state: AskState, action: AskAction): AskState {
  switch (action.type) {
    case 'start':
      return {...state, run: action.run, busy: true, streaming: '', failure: null, conversation: action.conversation};
    case 'token':
      return action.run === state.run ? {...state, streaming: action.text} : state;
    case 'answered':
      if (action.run !== state.run) return state;
      return {
        ...state,
        ...finished,
        conversation: action.conversation,
        conversations: action.conversations,
      };
    case 'failed':
      // Nothing is saved for a failed question: the conversation goes back, the question to the input.
      if (action.run !== state.run) return state;
      return {
        ...state,
        ...finished,
        failure: action.failure,
        conversation: action.base,
        input: action.question,
      };
    case 'cancel':
      return {...state, run: 0, busy: false, streaming: ''};
    case 'newConversation':
      return {...state, run: 0, busy: false, streaming: '', conversation: null, failure: null};
    case 'open':
      return {...state, conversation: action.conversation};
    case 'saved':
      return {...state, conversation: action.conversation, conversations: action.conversations};
    case 'listed':
      return {...state, conversations: action.conversations};
    case 'input':
      return {...state, input: action.text};
  }
}

/** The question as sent: trimmed and cut to the input's limit; empty means nothing to ask. */
export function cleanQuestion(question: string): string {
  return question.trim().slice(0, maxQuestionChars);
}

/** The conversation with a new question added (a new conversation when there is none), as shown while it is answered. */
export function withQuestion(base: Conversation | null, question: string, id: string, now: number): Conversation {
  return {
    id: base?.id ?? id,
    title: base?.title ?? question.slice(0, 120),
    updatedAt: now,
    messages: [...(base?.messages ?? []), {role: 'user', text: question}],
  };
}

/** The conversation with its answer added. */
export function withAnswer(conversation: Conversation, answer: AskMessage, now: number): Conversation {
  return {...conversation, updatedAt: now, messages: [...conversation.messages, answer]};
}

/** Thumbs up or down on one answer; the same choice again clears it. */
export function withFeedback(conversation: Conversation, index: number, value: 'up' | 'down'): Conversation {
  const messages = conversation.messages.map((m, i) =>
    i === index ? {...m, feedback: m.feedback === value ? undefined : value} : m,
  );
  return {...conversation, messages};
}

/** Earlier messages sent with a follow-up are cut to this length, so the request stays well under the proxy's size limit (32 KB by default). */
export const maxHistoryChars = 2000;

export function shortened(m: AskMessage): AskMessage {
  return m.text.length > maxHistoryChars ? {...m, text: `${m.text.slice(0, maxHistoryChars)}…`} : m;
}

/** The last question of a conversation (for "Back to search"), or the one the panel opened with. */
export function lastQuestion(conversation: Conversation | null, initialQuestion: string): string {
  return [...(conversation?.messages ?? [])].reverse().find((m) => m.role === 'user')?.text ?? initialQuestion;
}

/** The failure shown for an answer service error: its own message, and the offline answer offered. */
export function serviceFailure(error: unknown, question: string): Failure {
  if (error instanceof AnswerServiceError) {
    return {title: error.message, detail: error.detail && `The service said: ${error.detail}`, offlineFor: question};
  }
  return {title: 'The answer service failed.', offlineFor: question};
}

/** The index could not be searched: nothing to answer from, offline or not. */
export const searchFailure: Failure = {
  title: 'Unable to fetch results',
  detail: 'You might want to check your network connection.',
};

/** A fault of our own (not the service's): said, rather than leaving the question hanging. */
export function composeFailure(error: unknown): Failure {
  return {title: 'The answer could not be put together.', detail: error instanceof Error ? error.message : undefined};
}
