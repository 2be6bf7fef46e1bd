/*
 * When a route's code cannot be fetched on first load, Docusaurus never
 * hydrates: the server-rendered text stays readable but nothing says why the
 * page does not respond. This shows the error and a Retry button on top.
 */
const BANNER_ID = 'route-load-error';

export function isChunkLoadError(reason: unknown): reason is Error {
  if (!(reason instanceof Error)) return false;
  return reason.name === 'ChunkLoadError' || /^Loading (CSS )?chunk \S+ failed/.test(reason.message);
}

export function showRouteLoadError(doc: Document, error: Error, retry: () => void): HTMLElement {
  doc.getElementById(BANNER_ID)?.remove();
  const banner = doc.createElement('div');
  banner.id = BANNER_ID;
  banner.className = 'route-load-error route-load-error--banner';
  banner.setAttribute('role', 'alert');
  const title = doc.createElement('strong');
  title.textContent = 'This page could not be loaded completely.';
  const message = doc.createElement('p');
  message.className = 'route-load-error__message';
  message.textContent = error.message;
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'button button--primary button--sm';
  button.textContent = 'Retry';
  button.addEventListener('click', retry);
  banner.append(title, message, button);
  doc.body.prepend(banner);
  return banner;
}

if (typeof window !== 'undefined') {
  /*
   * A route chunk named in the page's HTML that fails to load fires its error
   * event before webpack asks for it; webpack would then wait on that dead
   * <script> for two minutes instead of reporting the failure. Removed at
   * once, it is requested afresh and the failure surfaces below. The page's
   * scripts run, and fail, in order, after main.js has run this.
   */
  window.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLScriptElement && event.target.src.includes('/assets/js/')) event.target.remove();
    },
    true,
  );
  window.addEventListener('unhandledrejection', (event) => {
    const hydrated = document.documentElement.getAttribute('data-has-hydrated') === 'true';
    if (!hydrated && isChunkLoadError(event.reason)) {
      showRouteLoadError(document, event.reason, () => window.location.reload());
    }
  });
}
