import {spawn} from 'node:child_process';
import {createServer} from 'node:net';
import {resolve} from 'node:path';

export interface ServedBuild {
  url: string;
  close: () => void;
}

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

/**
 * Serves a production build on 127.0.0.1 with `docusaurus serve` (the same
 * trailing-slash and 404 handling as production), resolving once it answers.
 */
export async function serveBuild(siteDir: string, buildDir: string): Promise<ServedBuild> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [resolve(siteDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'serve', '--dir', buildDir, '--host', '127.0.0.1', '--port', String(port), '--no-open'],
    {cwd: siteDir, stdio: ['ignore', 'ignore', 'inherit']},
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the static server exited with code ${child.exitCode}`);
    if (await fetch(`${url}/`).then((r) => r.ok, () => false)) return {url, close: () => child.kill()};
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error(`the static server did not answer at ${url} within 30 s`);
}
