import preload from '@docusaurus/core/lib/client/preload';
import {inItsOwnTask} from './turns';

/*
 * Replaces `./preload` for Docusaurus's browser entry only (see index.ts).
 * The entry matches the route and asks for its chunks while main.js is still
 * being evaluated, then hydrates in whatever task brings the last chunk.
 * Those were the two longest tasks of a first load; each now ends before the
 * next begins.
 */
export default function preloadFirstRoute(pathname: string): Promise<unknown> {
  return inItsOwnTask(() => preload(pathname));
}
