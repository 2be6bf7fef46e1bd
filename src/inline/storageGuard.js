/*
 * Runs inline in <head>, before the theme reads storage: stored values the
 * site owns are checked against what they may be and dropped when corrupt,
 * so a bad value can never reach the page (e.g. as a data-theme attribute).
 * Storage that throws (disabled, sandboxed) is left alone: the theme copes.
 */
(function (root) {
  'use strict';

  var RULES = {
    theme: /^(light|dark)$/,
    'docusaurus.announcement.dismiss': /^(true|false)$/,
  };

  var DISMISS_KEY = 'docusaurus.announcement.dismiss';
  var ID_KEY = 'docusaurus.announcement.id';

  /**
   * Removes every value that breaks its rule, and a dismissal that belongs to
   * an older announcement (the theme hides the bar before it could notice the
   * new id); returns the removed keys.
   */
  function sanitize(storage, announcementId) {
    var removed = [];
    try {
      Object.keys(RULES).forEach(function (key) {
        var value = storage.getItem(key);
        if (value !== null && !RULES[key].test(value)) {
          storage.removeItem(key);
          removed.push(key);
        }
      });
      if (announcementId && storage.getItem(DISMISS_KEY) !== null && storage.getItem(ID_KEY) !== announcementId) {
        storage.removeItem(DISMISS_KEY);
        removed.push(DISMISS_KEY);
      }
    } catch {
      // Unreadable storage: nothing to clean.
    }
    return removed;
  }

  if (typeof module !== 'undefined' && module.exports) {
    module.exports = {sanitize: sanitize, RULES: RULES};
  } else if (root) {
    try {
      // The build replaces the token below with the current announcement id.
      sanitize(root.localStorage, '__ANNOUNCEMENT_ID__');
    } catch {
      // Accessing localStorage itself may throw.
    }
  }
})(typeof window !== 'undefined' ? window : undefined);
