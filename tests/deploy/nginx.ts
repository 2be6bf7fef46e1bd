import {type ChildProcess, execFileSync, spawn, spawnSync} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {request} from 'node:http';
import {createServer} from 'node:net';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';

const siteDir = resolve(import.meta.dirname, '../..');
export const siteConfigFile = join(siteDir, 'deploy/nginx.conf');
/** The root that deploy/nginx.conf names; the test serves build/ in its place. */
const productionRoot = '/var/www/vantage-docs';

/** Debian's nginx, or NGINX_PATH (scripts/find-nginx.sh installs it when it can). */
export function findNginx(): string | undefined {
  return [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx'].find((p): p is string => !!p && existsSync(p));
}

/** The brotli_static module's file, if nginx has one installed (Debian: libnginx-mod-http-brotli-static). */
function brotliModule(nginx: string): string | undefined {
  // `nginx -V` prints its build options to stderr.
  const info = spawnSync(nginx, ['-V'], {encoding: 'utf8'}).stderr;
  const modules = /--modules-path=(\S+)/.exec(info)?.[1] ?? '/usr/lib/nginx/modules';
  const file = join(modules, 'ngx_http_brotli_static_module.so');
  return existsSync(file) ? file : undefined;
}

function replaceExactly(text: string, from: string, to: string, times: number): string {
  const found = text.split(from).length - 1;
  if (found !== times)
    throw new Error(
      `deploy/nginx.conf: expected '${from}' ${times} time(s), found ${found}; update tests/deploy/nginx.ts with it.`,
    );
  return text.split(from).join(to);
}

/** deploy/nginx.conf with build/ as its root and 127.0.0.1:port as its only address. */
export function siteConfigFor(buildDir: string, port: number, brotli: boolean): string {
  let text = readFileSync(siteConfigFile, 'utf8');
  text = replaceExactly(text, `include ${productionRoot}/`, `include ${buildDir}/`, 1);
  text = replaceExactly(text, `root ${productionRoot};`, `root ${buildDir};`, 1);
  text = replaceExactly(text, '    listen 80;\n', `    listen 127.0.0.1:${port};\n`, 1);
  text = replaceExactly(text, '    listen [::]:80;\n', '', 1);
  if (!brotli) text = replaceExactly(text, '    brotli_static on;\n', '', 1);
  return text;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const {port} = server.address() as {port: number};
  await new Promise((done) => server.close(done));
  return port;
}

/** The uid and gid of `nobody`, to drop root before nginx starts. */
function nobody(): {uid: number; gid: number} {
  const id = (flag: string) => Number(execFileSync('id', [flag, 'nobody'], {encoding: 'utf8'}).trim());
  return {uid: id('-u'), gid: id('-g')};
}

export interface RunningNginx {
  url: string;
  port: number;
  brotli: boolean;
  /** What nginx has written to its terminal and error log so far. */
  log: () => string;
  stop: () => Promise<void>;
}

/**
 * Starts nginx in the foreground with deploy/nginx.conf serving buildDir on a free 127.0.0.1
 * port, as an unprivileged process (as `nobody` when the tests run as root) whose pid file,
 * temporary files and logs live in a fresh directory. Resolves once it answers.
 */
export async function startNginx(nginx: string, buildDir: string): Promise<RunningNginx> {
  const module = brotliModule(nginx);
  const port = await freePort();
  const user = process.getuid?.() === 0 ? nobody() : undefined;
  const dir = mkdtempSync(join(tmpdir(), 'docs-nginx-'));
  try {
    // A build under a private home (/root/...) is out of nobody's reach: serve a copy then.
    const root = user && !canRead(join(buildDir, 'index.html'), user) ? join(dir, 'site') : buildDir;
    if (root !== buildDir) cpSync(buildDir, root, {recursive: true});
    writeFileSync(join(dir, 'site.conf'), siteConfigFor(root, port, !!module));
    writeFileSync(join(dir, 'nginx.conf'), mainConfig(dir, module));
    if (user) execFileSync('chown', ['-R', `${user.uid}:${user.gid}`, dir]);
  } catch (error) {
    rmSync(dir, {recursive: true, force: true});
    throw error;
  }

  const child = spawn(nginx, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], {
    stdio: ['ignore', 'pipe', 'pipe'],
    ...user,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', done));
  const log = () => output + (existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : '');

  const url = `http://127.0.0.1:${port}`;
  let running = true;
  void exited.then(() => (running = false));
  // nginx writes its pid file once it holds the port: only then is an answer surely its own.
  const ready =
    (await until(
      () =>
        existsSync(join(dir, 'nginx.pid')) && readFileSync(join(dir, 'nginx.pid'), 'utf8').trim() === String(child.pid),
      () => running,
    )) &&
    (await until(
      () => answers(url),
      () => running,
    ));
  if (!ready) {
    const message = log();
    rmSync(dir, {recursive: true, force: true});
    throw new Error(`nginx did not start with deploy/nginx.conf:\n${message}`);
  }
  return {url, port, brotli: !!module, log, stop: () => stop(child, exited, dir)};
}

/** The main configuration: foreground, one worker, every path it writes inside dir, the site file in http. */
function mainConfig(dir: string, brotliModuleFile: string | undefined): string {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];
  for (const t of temp) mkdirSync(join(dir, t));
  return [
    brotliModuleFile ? `load_module ${brotliModuleFile};` : '',
    'daemon off;',
    'worker_processes 1;',
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    'events { worker_connections 128; }',
    'http {',
    // As Debian's /etc/nginx/nginx.conf does around conf.d/*.conf.
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    `  access_log ${dir}/access.log;`,
    ...temp.map((t) => `  ${t}_temp_path ${dir}/${t};`),
    `  include ${dir}/site.conf;`,
    '}',
    '',
  ].join('\n');
}

function canRead(file: string, user: {uid: number; gid: number}): boolean {
  return spawnSync('test', ['-r', file], {...user}).status === 0;
}

/**
 * Resolves true once condition holds, false if alive() turns false first. Looks again after a
 * short pause: a busy machine may take a while to meet it.
 */
async function until(condition: () => boolean | Promise<boolean>, alive: () => boolean): Promise<boolean> {
  while (alive()) {
    if (await condition()) return true;
    await new Promise((done) => setTimeout(done, 25));
  }
  return false;
}

/** Whether the server answers a request. */
function answers(url: string): Promise<boolean> {
  return new Promise<boolean>((done) => {
    const req = request(url, {method: 'HEAD'}, (res) => {
      res.resume();
      done(true);
    });
    req.once('error', () => done(false));
    req.end();
  });
}

async function stop(child: ChildProcess, exited: Promise<number | null>, dir: string): Promise<void> {
  if (child.exitCode === null) {
    child.kill('SIGQUIT');
    await exited;
  }
  rmSync(dir, {recursive: true, force: true});
}
