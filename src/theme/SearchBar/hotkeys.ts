import {useLayoutEffect, useRef} from 'react';

/*
 * Search hotkeys as DocSearch defines them (cmd/ctrl+K toggles, '/' opens
 * outside fields, Escape closes or leaves Ask mode). DocSearch's own hook
 * re-subscribes after every render, so a key pressed right after closing
 * could meet the stale "open" handler and be lost. One listener reading the
 * current state from a ref has no such gap. It is attached in a layout
 * effect: another docs section mounts a new navbar, and a passive effect
 * could run after the new page is painted, leaving a moment in which
 * ctrl+K did nothing.
 */
export type HotkeyAction = 'open' | 'close' | 'leaveAsk' | null;

export interface HotkeyState {
  isOpen: boolean;
  isAsk: boolean;
}

interface KeyLike {
  key: string;
  code: string;
  metaKey: boolean;
  ctrlKey: boolean;
  target: EventTarget | null;
}

function isEditable(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || typeof el.tagName !== 'string') return false;
  return el.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA', 'BUTTON'].includes(el.tagName);
}

export function hotkeyAction(event: KeyLike, {isOpen, isAsk}: HotkeyState): HotkeyAction {
  if (event.code === 'Escape' || event.key === 'Escape') {
    if (!isOpen) return null;
    return isAsk ? 'leaveAsk' : 'close';
  }
  if (event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey)) return isOpen ? 'close' : 'open';
  if (event.key === '/' && !isOpen && !isEditable(event.target)) return 'open';
  return null;
}

export interface HotkeyHandlers {
  onOpen: () => void;
  onClose: () => void;
  onLeaveAsk: () => void;
}

export function useSearchHotkeys(state: HotkeyState, handlers: HotkeyHandlers): void {
  const current = useRef({state, handlers});
  useLayoutEffect(() => {
    current.current = {state, handlers};
  });
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.composedPath?.()[0] ?? event.target;
      const {key, code, metaKey, ctrlKey} = event;
      const action = hotkeyAction({key, code, metaKey, ctrlKey, target}, current.current.state);
      if (!action) return;
      event.preventDefault();
      const {onOpen, onClose, onLeaveAsk} = current.current.handlers;
      // Later keys in the same tick must see the new state before React re-renders.
      if (action === 'open') {
        current.current.state = {isOpen: true, isAsk: false};
        onOpen();
      } else if (action === 'close') {
        current.current.state = {isOpen: false, isAsk: false};
        onClose();
      } else {
        current.current.state = {...current.current.state, isAsk: false};
        onLeaveAsk();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
