/*
 * Docusaurus sorts the docs plugins with localeCompare while rendering; the
 * first call in a page sets up the browser's ICU collator, about 6 ms on a
 * desktop and four times that on a mid-range phone. Making that first call in
 * a task of its own, while the route's chunks download, keeps it out of the
 * hydration task.
 */
if (typeof window !== 'undefined') {
  window.setTimeout(() => '/'.localeCompare('/'), 0);
}
