import {existsSync} from 'node:fs';
import {resolve} from 'node:path';
import type {TestProject} from 'vitest/node';
import {serveBuild} from '../../scripts/serveBuild';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const siteDir = resolve(import.meta.dirname, '../..');

/** Serves the production build on 127.0.0.1 for the browser tests. */
export default async function setup(project: TestProject): Promise<() => void> {
  // BUILD_DIR lets a check run against another build than the default one.
  const buildDir = resolve(siteDir, process.env.BUILD_DIR ?? 'build');
  if (!existsSync(resolve(buildDir, 'index.html'))) {
    throw new Error(`No production build in ${buildDir}: run \`npm run build\` before the end-to-end tests.`);
  }
  const served = await serveBuild(buildDir);
  project.provide('baseUrl', served.url);
  return served.close;
}
