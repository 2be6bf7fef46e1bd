import {spawn, type ChildProcess} from 'node:child_process';
import {existsSync} from 'node:fs';
import {createServer} from 'node:net';
import {resolve} from 'node:path';
import type {TestProject} from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const siteDir = resolve(import.meta.dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the static server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the static server did not answer at ${url} within 30 s`);
}

/** Serves the production build on 127.0.0.1 for the browser tests. */
export default async function setup(project: TestProject): Promise<() => void> {
  // BUILD_DIR lets a check run against another build than the default one.
  const buildDir = resolve(siteDir, process.env.BUILD_DIR ?? 'build');
  if (!existsSync(resolve(buildDir, 'index.html'))) {
    throw new Error(`No production build in ${buildDir}: run \`npm run build\` before the end-to-end tests.`);
  }
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [resolve(siteDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'serve', '--dir', buildDir, '--host', '127.0.0.1', '--port', String(port), '--no-open'],
    {cwd: siteDir, stdio: ['ignore', 'ignore', 'inherit']},
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitFor(`${baseUrl}/`, child);
  project.provide('baseUrl', baseUrl);
  return () => {
    child.kill();
  };
}
