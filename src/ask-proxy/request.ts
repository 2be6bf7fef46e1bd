/**
 * What a client may send the Ask proxy: the question, the conversation's
 * recent turns and the passages its search found; nothing else. The
 * instruction to the model (./prompt.ts), the model and every other parameter
 * are fixed on the server.
 */
import {z} from 'zod';
import {askLimits} from './limits';

const turn = z.strictObject({
  role: z.enum(['user', 'assistant']),
  content: z.string().min(1).max(8000),
});

const passage = z.strictObject({
  n: z.number().int().min(1).max(99),
  title: z.string().min(1).max(300),
  // A path of this site, never another origin.
  url: z
    .string()
    .max(500)
    .regex(/^\/(?!\/)[^\s]*$/, 'must be a path of the site, such as /platform/jobs#anchor'),
  text: z.string().max(askLimits.passageText),
});

export const askRequest = z.strictObject({
  question: z.string().trim().min(1).max(2000),
  history: z.array(turn).max(askLimits.history).default([]),
  passages: z.array(passage).min(1).max(askLimits.passages),
});

export type AskRequest = z.infer<typeof askRequest>;

/** The request, or a sentence saying what is wrong with it. */
export function parseAskRequest(body: string): {ok: true; request: AskRequest} | {ok: false; error: string} {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return {
      ok: false,
      error: 'The request body is not JSON: send {"question": "...", "history": [...], "passages": [...]}.',
    };
  }
  const parsed = askRequest.safeParse(json);
  if (parsed.success) return {ok: true, request: parsed.data};
  const issue = parsed.error.issues[0];
  const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  return {ok: false, error: `Invalid request: ${where}${issue.message}.`};
}
