/** Class names shared by the build (rehype.ts), the styles and the browser (hashTarget.ts). */
export const sectionClass = 'doc-section';
export const lazyClass = `${sectionClass}--lazy`;
