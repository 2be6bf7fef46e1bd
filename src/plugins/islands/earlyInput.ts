import {failedAttribute, islandAttribute, rootAttribute} from './markup';

/*
 * Clicks and key presses on an island before React has a root on it would do
 * nothing: the tab's handler is not there yet. A tiny script in each page's
 * head (from the first paint, before any bundle) queues them; once the
 * island's root has hydrated, hydrate.tsx replays them on the same elements.
 * After `hydrateRoot` React queues and replays such input itself, so the
 * script stops queueing at `rootAttribute` (and for an island that failed). Input the browser acts on
 * natively (links, summaries, form fields) and input in page text (slots)
 * is left alone: replaying it would act twice.
 */

declare global {
  interface Window {
    __islandInput?: Event[];
  }
}

const native = 'a[href],summary,input,select,textarea,label,[contenteditable],[data-island-slot]';

/** The inline script's source, standalone (no imports reach it: it runs before any bundle). */
export const earlyInputScript = `(function(){var q=window.__islandInput=[];function on(e){var t=e.target;if(!e.isTrusted||!(t instanceof Element))return;var c=t.closest(${JSON.stringify(`[${islandAttribute}]`)});if(!c||c.hasAttribute(${JSON.stringify(rootAttribute)})||c.hasAttribute(${JSON.stringify(failedAttribute)}))return;var n=t.closest(${JSON.stringify(native)});if(n&&c.contains(n))return;q.push(e)}document.addEventListener('click',on,true);document.addEventListener('keydown',on,true)})();`;

/** Removes and returns the queued input aimed at this container (not at islands nested in it). */
export function takeEarlyInput(container: Element): Event[] {
  const queue = typeof window === 'undefined' ? undefined : window.__islandInput;
  if (!queue) return [];
  const mine = queue.filter((e) => (e.target as Element).closest(`[${islandAttribute}]`) === container);
  // In place: the inline script holds the same array.
  for (const event of mine) queue.splice(queue.indexOf(event), 1);
  return mine;
}

const modifiers = (e: MouseEvent | KeyboardEvent) => ({
  shiftKey: e.shiftKey,
  ctrlKey: e.ctrlKey,
  altKey: e.altKey,
  metaKey: e.metaKey,
});

/** Dispatches a copy of each event, in order, on the element the reader aimed at. */
export function replayEarlyInput(container: Element, events: Event[]): void {
  for (const event of events) {
    const target = event.target as Element;
    const init = {bubbles: true, cancelable: true, composed: true};
    if (event instanceof KeyboardEvent) {
      // Keys go where focus is now: a replayed key may have moved it (ArrowRight, then Enter).
      const focused = document.activeElement;
      const at = focused && focused !== document.body && container.contains(focused) ? focused : target;
      const {key, code, location, repeat} = event;
      at.dispatchEvent(new KeyboardEvent(event.type, {...init, ...modifiers(event), key, code, location, repeat}));
    } else if (event instanceof MouseEvent && target.isConnected) {
      const {button, buttons, detail, clientX, clientY, screenX, screenY} = event;
      target.dispatchEvent(
        new MouseEvent(event.type, {
          ...init,
          ...modifiers(event),
          button,
          buttons,
          detail,
          clientX,
          clientY,
          screenX,
          screenY,
        }),
      );
    }
  }
}
