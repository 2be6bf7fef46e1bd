/**
 * `npm start` is how writers preview pages. Plugins that change the browser
 * bundle for production can break it unnoticed (it once showed every page
 * as "could not be loaded"), so the dev server gets one real visit.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {launchChromium} from '../../scripts/chromium';
import {readHtml, siteDir} from '../build/buildOutput';

const port = 3197;
const origin = `http://127.0.0.1:${port}`;
let server: ChildProcess | undefined;
let output = '';

async function waitForServer(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (server?.exitCode !== null) throw new Error(`docusaurus start exited early:\n${output.slice(-2000)}`);
    try {
      if ((await fetch(origin + '/')).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`docusaurus start did not answer within the time allowed:\n${output.slice(-2000)}`);
}

beforeAll(async () => {
  server = spawn('npx', ['docusaurus', 'start', '--host', '127.0.0.1', '--port', String(port), '--no-open'], {
    cwd: siteDir,
    detached: true,
    // Vitest sets NODE_ENV=test, which `npm start` never has: Docusaurus then picks no browserslist entry.
    env: {...process.env, NODE_ENV: 'development', BROWSER: 'none'},
  });
  server.stdout?.on('data', (d) => (output += String(d)));
  server.stderr?.on('data', (d) => (output += String(d)));
  await waitForServer(Date.now() + 240_000);
}, 250_000);

afterAll(() => {
  // The server runs in its own process group: stop it and its workers.
  if (server?.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
});

describe('npm start', () => {
  it('serves a doc page with its text, working search and no errors', async () => {
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      await page.goto(origin + '/cli/commands', {timeout: 120_000});
      await page.locator('article h2').first().waitFor({timeout: 120_000});
      expect(await page.locator('article').innerText()).not.toMatch(/could not be loaded/i);
      expect(await page.locator('article h2').count()).toBeGreaterThan(3);
      await page.keyboard.press('Control+k');
      // The loaded modal, not the Suspense placeholder that stands in while its chunk loads.
      const modal = page.locator('.DocSearch-Container:not([aria-busy])');
      await modal.waitFor({timeout: 60_000});
      expect(await modal.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 200_000);

  it('renders islands as the production build does, and they work', async () => {
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(origin + '/cli/installation', {timeout: 120_000});
      const tabs = page.locator('[data-island="@theme/Tabs"]').first();
      await tabs.waitFor({timeout: 120_000});
      // The same container, props and panels as the server HTML of the build (`npm test` builds first).
      const built = readHtml('/cli/installation');
      const builtProps = /data-island=@theme\/Tabs data-island-props='([^']*)'/.exec(built)?.[1];
      expect(builtProps).toBeDefined();
      expect(JSON.parse((await tabs.getAttribute('data-island-props'))!)).toEqual(
        JSON.parse(builtProps!.replaceAll('&amp;', '&')),
      );
      expect(await tabs.locator('[role=tabpanel]').count()).toBe(3);
      expect(await tabs.locator('.island-slot').count()).toBe(3);
      await tabs.getByRole('tab', {name: 'pipx'}).click();
      await tabs.locator('[role=tab][aria-selected=true]', {hasText: 'pipx'}).waitFor();
      expect(await tabs.locator('[role=tabpanel]:not([hidden])').innerText()).toContain('pipx install vantage-cli');
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 200_000);
});
