import preload from '@docusaurus/core/lib/client/preload';
import {inItsOwnTask, nextTask} from './turns';

/*
 * A route chunk the page's loader asked for that fails to load can fire its
 * error event before webpack looks for it; webpack would then wait on that
 * dead <script> for two minutes instead of reporting the failure. Removed at
 * once, it is requested afresh and the failure surfaces (routeLoadError.ts).
 * The loader's scripts run, and fail, in order, after main.js has run this.
 */
if (typeof window !== 'undefined') {
  window.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLScriptElement && event.target.src.includes('/assets/js/')) event.target.remove();
    },
    true,
  );
}

/*
 * Replaces `./preload` for Docusaurus's browser entry only (see index.ts).
 * The entry matched the route and asked for its chunks while main.js was
 * still being evaluated, then hydrated in whatever task brought the last
 * chunk. Each step now has a task of its own:
 * 1. main.js evaluation ends;
 * 2. the browser's ICU collator is set up: Docusaurus sorts with
 *    localeCompare while rendering, and the first call in a page costs about
 *    6 ms on a desktop, four times that on a mid-range phone;
 * 3. the route is matched and its chunks (listed by the page) are awaited;
 * 4. hydration.
 */
export default async function preloadFirstRoute(pathname: string): Promise<unknown> {
  await nextTask();
  '/'.localeCompare('/');
  return inItsOwnTask(() => preload(pathname));
}
