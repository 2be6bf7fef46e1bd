import type {ClientModule} from '@docusaurus/types';
import {lazyClass} from './classes';

/*
 * A lazy section the browser has not laid out yet takes the height of its
 * size hint, which errs high. Jumping to an anchor further down would land
 * where the hints put it, and the text would then slide as the sections
 * around it are laid out. Before the jump settles, the lazy sections above
 * the target are laid out once for real; the browser remembers those sizes
 * (`contain-intrinsic-size: auto`), so the position holds from then on.
 */
export const shownClass = `${lazyClass}-shown`;

export function alignHashTarget(doc: Document, hash: string): void {
  if (hash.length < 2) return;
  let target: HTMLElement | null;
  try {
    target = doc.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return; // a malformed escape in the address
  }
  if (!target) return;
  const above = Array.from(doc.querySelectorAll<HTMLElement>(`.${lazyClass}`)).filter(
    (section) =>
      section.contains(target) || Boolean(section.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING),
  );
  if (above.length === 0) return;
  for (const section of above) section.classList.add(shownClass);
  target.scrollIntoView();
  // Two frames: the sizes are recorded after the layout that follows the scroll.
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      for (const section of above) section.classList.remove(shownClass);
    }),
  );
}

if (typeof window !== 'undefined') {
  window.addEventListener('hashchange', () => alignHashTarget(document, window.location.hash));
  if (window.location.hash) alignHashTarget(document, window.location.hash);
}

const hashTarget: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (previousLocation && location.hash && location.pathname !== previousLocation.pathname) {
      requestAnimationFrame(() => alignHashTarget(document, location.hash));
    }
  },
};

export default hashTarget;
