/** What one Ask request may carry: the browser trims to these, the proxy refuses more (no zod here: the browser imports it). */
export const askLimits = {
  /** Earlier turns sent with a question. */
  history: 6,
  /** Passages given to the model, best first. */
  passages: 5,
  /** Characters of one passage's text. */
  passageText: 1500,
} as const;

/** The body of a request to the Ask proxy. */
export interface AskRequestBody {
  question: string;
  history: Array<{role: 'user' | 'assistant'; content: string}>;
  passages: Array<{n: number; title: string; url: string; text: string}>;
}
