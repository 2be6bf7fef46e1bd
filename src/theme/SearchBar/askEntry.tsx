/**
 * The way from search results to Ask for our own Ask engines (offline, or a
 * language model behind the proxy): an entry under the results and Ctrl/Cmd+I.
 */
import React, {useEffect, type ReactNode} from 'react';

/** Ctrl/Cmd+I asks what is in the search box. */
export function useAskShortcut(enabled: boolean, fallbackQuery: string, onAsk: (query: string) => void): void {
  useEffect(() => {
    if (!enabled) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'i') {
        event.preventDefault();
        event.stopPropagation();
        const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
        onAsk(input?.value ?? fallbackQuery);
      }
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [enabled, fallbackQuery, onAsk]);
}

/** `label` is the Ask panel's title: no AI is named where none answers. */
export function AskEntry({
  label,
  query,
  onAsk,
}: {
  label: string;
  query: string;
  onAsk: (query: string) => void;
}): ReactNode {
  return (
    <button type="button" className="vantage-ask-entry" onClick={() => onAsk(query)}>
      <span className="vantage-ask-entry-label">{label}:</span> {query}
      <kbd className="vantage-ask-entry-key">Ctrl I</kbd>
    </button>
  );
}
