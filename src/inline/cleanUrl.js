/*
 * Runs inline in <head>, before the router reads the address. A host that serves
 * the files as they are answers /a/b.html and /a/b/index.html too; Docusaurus
 * renders the right page there, and this puts the clean address (/a/b, as the
 * site links it) in the address bar, without a new history entry.
 */
(function (root) {
  'use strict';

  /** The path without `.html` or `/index.html` (the rule of Docusaurus's normalizeLocation). */
  function cleanPath(pathname) {
    var match = /^(.*?)(?:\/index)?\.html$/.exec(pathname);
    return match ? match[1] || '/' : pathname;
  }

  if (typeof module !== 'undefined' && module.exports) {
    module.exports = {cleanPath: cleanPath};
  } else if (root) {
    var here = root.location;
    var clean = cleanPath(here.pathname);
    if (clean !== here.pathname) {
      try {
        root.history.replaceState(root.history.state, '', clean + here.search + here.hash);
      } catch {
        // A page whose address cannot change (a sandboxed frame) keeps the one it has.
      }
    }
  }
})(typeof window !== 'undefined' ? window : undefined);
