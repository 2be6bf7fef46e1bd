/**
 * What a client may send the Ask proxy: the conversation's messages and
 * nothing else (the model and every other parameter are fixed on the server).
 */
import {z} from 'zod';

/** Most messages in one request (system prompt, recent history, question). */
export const maxMessages = 20;

const message = z.strictObject({
  role: z.enum(['system', 'user', 'assistant']),
  content: z.string().min(1).max(20_000),
});

export const askRequest = z
  .strictObject({messages: z.array(message).min(1).max(maxMessages)})
  .refine((r) => r.messages.every((m, i) => m.role !== 'system' || i === 0), {
    message: 'only the first message may be a system message',
    path: ['messages'],
  })
  .refine((r) => r.messages[r.messages.length - 1]?.role === 'user', {
    message: 'the last message must be the question (role "user")',
    path: ['messages'],
  });

export type AskRequest = z.infer<typeof askRequest>;

/** The request's messages, or a sentence saying what is wrong with it. */
export function parseAskRequest(body: string): {ok: true; request: AskRequest} | {ok: false; error: string} {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return {ok: false, error: 'The request body is not JSON: send {"messages": [{"role": "user", "content": "..."}]}.'};
  }
  const parsed = askRequest.safeParse(json);
  if (parsed.success) return {ok: true, request: parsed.data};
  const issue = parsed.error.issues[0];
  const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  return {ok: false, error: `Invalid request: ${where}${issue.message}.`};
}
