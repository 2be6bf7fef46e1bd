import {describe, expect, it} from 'vitest';
import {newContext, sharedBrowser} from './browser';

const browser = sharedBrowser();

// The sign-up page's content module, recognised by the metadata it carries.
const marker = `JSON.parse('{"id":"getting-started/sign-up"`;

describe('a page that crashes while rendering', () => {
  it("shows 'This page crashed.', the message with its causes, and recovers with 'Try again'", async () => {
    const context = await newContext(browser());
    let rewritten = false;
    await context.route(/\/assets\/js\/[^/]+\.js$/, async (route) => {
      const response = await route.fetch();
      let body = await response.text();
      if (body.includes(marker)) {
        // Wrap the page component so it throws an error with a cause until the test lifts
        // window.__crash (React retries a failed render once, so a one-shot throw would hide).
        body = body.replace(/default:\(\)=>([A-Za-z_$][\w$]*)/, (_, component: string) => {
          rewritten = true;
          return (
            `default:()=>function(p){if(window.__crash!==false){` +
            `throw new Error("Simulated render failure",{cause:new Error("Simulated root cause")})}return ${component}(p)}`
          );
        });
      }
      await route.fulfill({response, body});
    });
    const page = await context.newPage();
    await page.goto('/getting-started/sign-up');
    await expect.poll(() => page.getByText('This page crashed.').count(), {timeout: 20_000}).toBeGreaterThan(0);
    expect(rewritten).toBe(true);
    const text = await page.locator('body').innerText();
    expect(text).toContain('Simulated render failure');
    expect(text).toMatch(/Cause:\s*Simulated root cause/);
    await page.evaluate(() => {
      (window as unknown as {__crash: boolean}).__crash = false;
    });
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect.poll(() => page.locator('article h1').count()).toBe(1);
    expect(await page.getByText('This page crashed.').count()).toBe(0);
    // Prefetches may still be in flight through the handler.
    await context.unrouteAll({behavior: 'ignoreErrors'});
    await context.close();
  });
});
