/**
 * The conversation the Ask proxy sends the model. The instruction is fixed
 * here, on the server: a client sends only its question, the recent turns and
 * the passages its search found, so the proxy cannot be told to be anything
 * but the documentation's answerer.
 */
import type {AskRequest} from './request';

export interface ModelMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

const instruction =
  'You answer questions about the Vantage Compute documentation using only the numbered passages below. ' +
  'Cite every statement with the passage number in square brackets, like [1]. ' +
  'If the passages do not contain the answer, say that the documentation does not cover it and do not guess.';

export function modelMessages({question, history, passages}: AskRequest): ModelMessage[] {
  const context = passages.map((p) => `[${p.n}] ${p.title} (${p.url})\n${p.text}`).join('\n\n');
  return [
    {role: 'system', content: `${instruction}\n\n${context}`},
    ...history.map((m) => ({role: m.role, content: m.content})),
    {role: 'user', content: question},
  ];
}
