import {execFileSync} from 'node:child_process';
import {join} from 'node:path';
import {chromium, type Browser} from 'playwright-core';

/*
 * The one way every test, benchmark and script starts Chromium: Debian's
 * build (or CHROME_PATH), headless, without the background services that
 * would reach for the network.
 */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

let found: string | undefined;

/** CHROME_PATH, else what scripts/find-chromium.sh finds (or installs). */
export function chromiumPath(): string {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  found ??= execFileSync('bash', [join(__dirname, 'find-chromium.sh')], {encoding: 'utf8'}).trim();
  return found;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({executablePath: chromiumPath(), headless: true, args: chromiumFlags});
}
