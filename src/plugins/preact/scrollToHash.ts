import type {ClientModule} from '@docusaurus/types';

/*
 * Preact re-renders context consumers below an unchanged subtree in a second
 * pass, so after a client-side navigation Docusaurus looks for the `#hash`
 * target while the previous page is still in the DOM, and does not scroll.
 * This scrolls once the new page has rendered.
 */
const maxFrames = 60;

function scrollWhenRendered(pathname: string, id: string, frame = 0): void {
  if (window.location.pathname !== pathname || frame > maxFrames) return;
  const target = document.getElementById(id);
  if (target) target.scrollIntoView();
  else requestAnimationFrame(() => scrollWhenRendered(pathname, id, frame + 1));
}

const scrollToHash: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (!previousLocation || !location.hash) return;
    if (location.pathname === previousLocation.pathname) return;
    const id = decodeURIComponent(location.hash.slice(1));
    queueMicrotask(() => scrollWhenRendered(location.pathname, id));
  },
};

export default scrollToHash;
