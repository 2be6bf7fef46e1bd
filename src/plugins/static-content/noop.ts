// Stands in for the Prism language loader in the browser: code is highlighted on the server.
export default function prismIncludeLanguages(): void {}
