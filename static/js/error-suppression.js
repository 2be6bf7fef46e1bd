/*
 * Keeps the console and error reporting about this site: errors raised by
 * browser extensions, and a few harmless browser notices, are silenced.
 * Everything else, including every error of the site's own code, surfaces.
 */
(function (root) {
  'use strict';

  var EXTENSION_URL = /(chrome|moz|safari(-web)?|ms-browser|edge)-extension:\/\//i;
  var BENIGN_MESSAGES = [
    /^ResizeObserver loop (limit exceeded|completed with undelivered notifications)/,
  ];

  function textOf(value) {
    if (value == null) return '';
    if (typeof value === 'string') return value;
    try {
      return String(value.message != null ? value.message : value);
    } catch {
      return '';
    }
  }

  function stackOf(value) {
    try {
      return value && typeof value.stack === 'string' ? value.stack : '';
    } catch {
      return '';
    }
  }

  function isBenign(message) {
    for (var i = 0; i < BENIGN_MESSAGES.length; i += 1) {
      if (BENIGN_MESSAGES[i].test(message)) return true;
    }
    return false;
  }

  /** True when an error comes from an extension or is known browser noise. */
  function shouldSuppress(info) {
    var source = (info && info.source) || '';
    var error = info && info.error;
    if (EXTENSION_URL.test(source) || EXTENSION_URL.test(stackOf(error))) return true;
    var message = textOf(info && info.message) || textOf(error);
    // "Script error." without a source is a cross-origin error we cannot read;
    // with a same-origin source it is ours and must surface.
    if (/^Script error\.?$/.test(message)) return source === '';
    return isBenign(message);
  }

  function install(target) {
    target.addEventListener(
      'error',
      function (event) {
        if (shouldSuppress({message: event.message, source: event.filename, error: event.error})) {
          event.stopImmediatePropagation();
          event.preventDefault();
        }
      },
      true,
    );
    target.addEventListener(
      'unhandledrejection',
      function (event) {
        var reason = event.reason;
        if (shouldSuppress({message: textOf(reason), source: '', error: reason})) {
          event.stopImmediatePropagation();
          event.preventDefault();
        }
      },
      true,
    );
  }

  if (typeof module !== 'undefined' && module.exports) {
    module.exports = {shouldSuppress: shouldSuppress, install: install};
  } else if (root && root.addEventListener) {
    install(root);
  }
})(typeof window !== 'undefined' ? window : undefined);
