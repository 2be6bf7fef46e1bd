import {describe, expect, it} from 'vitest';
import {hotkeyAction, type HotkeyState} from './hotkeys';

const closed: HotkeyState = {isOpen: false, isAsk: false};
const open: HotkeyState = {isOpen: true, isAsk: false};
const asking: HotkeyState = {isOpen: true, isAsk: true};
const key = (k: string, extra: Partial<{metaKey: boolean; ctrlKey: boolean; target: unknown; code: string}> = {}) => ({
  key: k,
  code: extra.code ?? (k === 'Escape' ? 'Escape' : `Key${k.toUpperCase()}`),
  metaKey: extra.metaKey ?? false,
  ctrlKey: extra.ctrlKey ?? false,
  target: (extra.target ?? null) as EventTarget | null,
});

describe('search hotkeys', () => {
  it('toggles with ctrl+K and cmd+K, whatever the case of the letter', () => {
    expect(hotkeyAction(key('k', {ctrlKey: true}), closed)).toBe('open');
    expect(hotkeyAction(key('K', {metaKey: true}), closed)).toBe('open');
    expect(hotkeyAction(key('k', {metaKey: true}), open)).toBe('close');
    expect(hotkeyAction(key('k'), closed)).toBeNull();
  });

  it("opens with '/' only outside fields and buttons, and only when closed", () => {
    expect(hotkeyAction(key('/', {target: {tagName: 'BODY', isContentEditable: false}}), closed)).toBe('open');
    for (const tagName of ['INPUT', 'TEXTAREA', 'SELECT', 'BUTTON']) {
      expect(hotkeyAction(key('/', {target: {tagName, isContentEditable: false}}), closed)).toBeNull();
    }
    expect(hotkeyAction(key('/', {target: {tagName: 'DIV', isContentEditable: true}}), closed)).toBeNull();
    expect(hotkeyAction(key('/'), open)).toBeNull();
  });

  it('closes with Escape, or leaves Ask mode first', () => {
    expect(hotkeyAction(key('Escape'), open)).toBe('close');
    expect(hotkeyAction(key('Escape'), asking)).toBe('leaveAsk');
    expect(hotkeyAction(key('Escape'), closed)).toBeNull();
  });
});
