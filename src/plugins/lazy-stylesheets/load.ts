/**
 * Adds each stylesheet once and resolves when all have loaded. A sheet that
 * fails to load resolves too (with a console warning): the part it styles
 * still works, only plainer.
 */
export function loadStylesheets(urls: string[], doc: Document = document): Promise<void> {
  return Promise.all(
    urls.map(
      (url) =>
        new Promise<void>((resolve) => {
          const existing = doc.querySelector<HTMLLinkElement>(`link[rel="stylesheet"][href="${CSS.escape(url)}"]`);
          if (existing?.sheet) return resolve();
          const link = existing ?? doc.createElement('link');
          link.addEventListener('load', () => resolve(), {once: true});
          link.addEventListener(
            'error',
            () => {
              console.warn(`The stylesheet ${url} could not be loaded.`);
              resolve();
            },
            {once: true},
          );
          if (!existing) {
            link.rel = 'stylesheet';
            link.href = url;
            doc.head.appendChild(link);
          }
        }),
    ),
  ).then(() => undefined);
}
