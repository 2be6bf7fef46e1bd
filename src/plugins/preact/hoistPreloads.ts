/*
 * React's server renderer writes the image preloads it finds (the navbar
 * logo, a page's first diagram) as <link> elements at the start of the app's
 * container. React's hydration skips them; Preact's takes them for stray
 * nodes and moves the app's nodes around them. They have done their work by
 * now; in <head>, where they belong, they are out of the way.
 */
if (typeof document !== 'undefined') {
  for (const link of Array.from(document.querySelectorAll('#__docusaurus > link'))) {
    document.head.appendChild(link);
  }
}
