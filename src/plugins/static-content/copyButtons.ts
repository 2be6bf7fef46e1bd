import {eachWhenIdle} from '../../idle';

/*
 * Copy buttons for code blocks in server-rendered page text (Docusaurus draws
 * its own only in the browser, from the page's JavaScript, which we do not ship).
 */
const copyIcon =
  '<svg viewBox="0 0 24 24" aria-hidden="true" width="18" height="18"><path fill="currentColor" d="M19 21H8V7h11m0-2H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2m-3-4H4a2 2 0 0 0-2 2v14h2V3h12V1Z"/></svg>';

function addCopyButton(pre: HTMLPreElement): void {
  const holder = pre.parentElement;
  if (!holder || holder.querySelector(':scope > button.code-copy')) return;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'clean-btn code-copy';
  button.title = 'Copy';
  button.setAttribute('aria-label', 'Copy code to clipboard');
  button.innerHTML = copyIcon;
  holder.append(button);
}

/**
 * Adds the buttons in idle time: a reference page has over 200 code blocks,
 * and the buttons are not worth delaying the page's first input for.
 * Returns a function that stops adding them.
 */
export function addCopyButtonsWhenIdle(root: HTMLElement): () => void {
  return eachWhenIdle(Array.from(root.querySelectorAll<HTMLPreElement>('.theme-code-block pre')), addCopyButton);
}

/** The code as a reader sees it, one line per line. */
export function codeText(pre: HTMLPreElement): string {
  const lines = pre.querySelectorAll('.token-line');
  if (lines.length === 0) return pre.textContent ?? '';
  return Array.from(lines, (line) => line.textContent ?? '').join('\n');
}

export async function copyCode(button: HTMLButtonElement): Promise<void> {
  const pre = button.parentElement?.querySelector('pre');
  if (!pre) return;
  try {
    await navigator.clipboard.writeText(codeText(pre));
    button.setAttribute('aria-label', 'Copied');
    button.classList.add('code-copy--done');
    button.title = 'Copied';
  } catch {
    button.setAttribute('aria-label', 'Copying failed: select the code and copy it by hand');
    button.title = 'Copying failed';
  }
  window.setTimeout(() => {
    button.setAttribute('aria-label', 'Copy code to clipboard');
    button.classList.remove('code-copy--done');
    button.title = 'Copy';
  }, 1500);
}
