import React, {useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import {chatGptUrl, claudeUrl, copyFromUrl} from './actions';
import styles from './styles.module.css';

const assistants = [
  {name: 'ChatGPT', url: chatGptUrl},
  {name: 'Claude', url: claudeUrl},
];

interface Props {
  /** Site path of the page's Markdown twin, e.g. `/platform/jobs.md`. */
  markdownPath: string;
  /** Absolute public URL of the twin, given to assistants. */
  markdownUrl: string;
}

type Status = 'idle' | 'copied' | 'failed';

/**
 * A menu button near the page title: copy the page as Markdown, view it,
 * or open it in an assistant. Follows the WAI-ARIA menu button pattern:
 * Enter, Space or ArrowDown opens on the first item, ArrowUp on the last;
 * arrows, Home and End move; Escape closes and returns to the button.
 */
export default function PageActions({markdownPath, markdownUrl}: Props): ReactNode {
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const focusOnOpen = useRef<'first' | 'last'>('first');
  const menuId = useId();

  const items = (): HTMLElement[] =>
    Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const focusAt = (index: number) => {
    const list = items();
    list[(index + list.length) % list.length]?.focus();
  };

  // In the commit that shows the menu, so the next key press already lands on an item.
  useLayoutEffect(() => {
    if (open) focusAt(focusOnOpen.current === 'first' ? 0 : -1);
    // focusAt reads refs only; the focus moves when the menu opens, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  useEffect(() => {
    if (status === 'idle') return undefined;
    const timer = window.setTimeout(() => setStatus('idle'), 2500);
    return () => window.clearTimeout(timer);
  }, [status]);

  const openMenu = (focus: 'first' | 'last') => {
    focusOnOpen.current = focus;
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const edge = event.key === 'ArrowDown' ? 'first' : 'last';
    // Open already (the key came before focus reached the menu): the arrow goes into the menu, it is not lost.
    if (open) focusAt(edge === 'first' ? 0 : -1);
    else openMenu(edge);
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const current = items().indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusAt(current + 1),
      ArrowUp: () => focusAt(current - 1),
      Home: () => focusAt(0),
      End: () => focusAt(-1),
      Escape: () => close(true),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      move();
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  const copy = async () => {
    close(true);
    try {
      await copyFromUrl(markdownPath);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  };

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? close(false) : openMenu('first'))}
        onKeyDown={onButtonKeyDown}
      >
        <svg aria-hidden="true" className={styles.icon} viewBox="0 0 16 16" width="14" height="14">
          <rect x="5" y="5" width="9" height="9" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path
            d="M11 3.5V3a1.5 1.5 0 0 0-1.5-1.5h-6A1.5 1.5 0 0 0 2 3v6a1.5 1.5 0 0 0 1.5 1.5H4"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
          />
        </svg>
        {status === 'copied' ? 'Copied' : status === 'failed' ? 'Copy failed' : 'Copy page'}
        <span aria-hidden="true" className={styles.caret} />
      </button>
      <span className="sr-only" role="status">
        {status === 'copied' ? 'Page copied as Markdown' : status === 'failed' ? 'Could not copy the page' : ''}
      </span>
      <ul
        id={menuId}
        ref={menuRef}
        role="menu"
        aria-label="Page actions"
        className={styles.menu}
        hidden={!open}
        onKeyDown={onMenuKeyDown}
      >
        <li role="none">
          <button type="button" role="menuitem" tabIndex={-1} className={styles.item} onClick={copy}>
            <span className={styles.itemTitle}>Copy page</span>
            <span className={styles.itemHint}>Markdown for your AI assistant</span>
          </button>
        </li>
        <li role="none">
          <a role="menuitem" tabIndex={-1} className={styles.item} href={markdownPath} onClick={() => setOpen(false)}>
            <span className={styles.itemTitle}>View as Markdown</span>
            <span className={styles.itemHint}>This page as plain text</span>
          </a>
        </li>
        {assistants.map(({name, url}) => (
          <li role="none" key={name}>
            <a
              role="menuitem"
              tabIndex={-1}
              className={styles.item}
              href={url(markdownUrl)}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => setOpen(false)}
            >
              <span className={styles.itemTitle}>Open in {name}</span>
              <span className={styles.itemHint}>Ask questions about this page</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
