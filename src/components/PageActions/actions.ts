/** What the page actions menu links to, kept apart from the UI so it is easy to test. */

/** The prompt prefilled in an assistant: it points the assistant at the page's Markdown twin. */
export function assistantPrompt(markdownUrl: string): string {
  return `Read ${markdownUrl} (a page of the Vantage Compute documentation) so that I can ask you questions about it.`;
}

export function chatGptUrl(markdownUrl: string): string {
  return `https://chatgpt.com/?hints=search&q=${encodeURIComponent(assistantPrompt(markdownUrl))}`;
}

export function claudeUrl(markdownUrl: string): string {
  return `https://claude.ai/new?q=${encodeURIComponent(assistantPrompt(markdownUrl))}`;
}

/**
 * Copies the text at `path` to the clipboard. Where the browser supports it,
 * the clipboard write starts at once with a promise of the text, so browsers
 * that only allow writes straight after a click (Safari) accept it.
 */
export async function copyFromUrl(path: string): Promise<void> {
  const text = fetch(path).then((response) => {
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
    return response.text();
  });
  if (typeof ClipboardItem !== 'undefined' && typeof navigator.clipboard?.write === 'function') {
    try {
      const blob = text.then((t) => new Blob([t], {type: 'text/plain'}));
      await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
      return;
    } catch {
      // Fall through to writeText (older engines reject promised clipboard items).
    }
  }
  await navigator.clipboard.writeText(await text);
}
