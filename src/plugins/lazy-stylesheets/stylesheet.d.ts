// `import url from './x.css?stylesheet'` (see index.ts).
declare module '*.css?stylesheet' {
  const url: string;
  export default url;
}
