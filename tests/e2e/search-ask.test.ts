import {describe, expect, it} from 'vitest';
import type {Page} from 'playwright-core';
import {gotoHydrated, hydrated, newContext, sharedBrowser} from './browser';

const browser = sharedBrowser();

const input = '.DocSearch-Input';
const disclaimer = 'Answers are generated with AI which can make mistakes. Verify responses.';

async function open(path: string): Promise<Page> {
  const context = await newContext(browser());
  const page = await context.newPage();
  // Everything must work with no network beyond the site itself.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  return gotoHydrated(page, path);
}

async function ask(page: Page, question: string): Promise<void> {
  await page.keyboard.press('Control+k');
  await page.fill(input, question);
  await page.waitForSelector('.DocSearch-Hit');
  await page.keyboard.press('Control+i');
  await page.waitForSelector('[role="dialog"][aria-labelledby="vantage-ask-title"]');
}

describe('Ask', () => {
  it('toggles from the modal entry and returns to search with Escape, query kept', async () => {
    const page = await open('/');
    await page.keyboard.press('Control+k');
    await page.fill(input, 'how do I request licenses in a job');
    await page.waitForSelector('.DocSearch-Hit');
    await page.locator('.vantage-ask-entry').click();
    await page.waitForSelector('[aria-labelledby="vantage-ask-title"]');
    await page.keyboard.press('Escape');
    await page.waitForSelector(input);
    expect(await page.inputValue(input)).toBe('how do I request licenses in a job');
    await page.context().close();
  });

  it('answers offline with citations that lead to the cited heading', async () => {
    const page = await open('/');
    await ask(page, 'How do I request licenses in a job script?');
    const answer = page.locator('[aria-labelledby="vantage-ask-title"] li[class*="answer"]').first();
    await answer.waitFor();
    expect(await answer.innerText()).toContain(disclaimer);
    const citation = answer.locator('a[class*="citationRef"]').first();
    const href = await citation.getAttribute('href');
    expect(href).toMatch(/^\/[^#]*(#.+)?$/);
    await citation.click();
    await page.waitForURL((url) => url.pathname + url.hash === href);
    const anchor = href!.split('#')[1];
    if (anchor) await expect.poll(() => page.locator(`[id="${anchor}"]`).isVisible()).toBe(true);
    await page.context().close();
  });

  it('numbers citations 1..n in order of first use, and the sources list the same way in decimal', async () => {
    const page = await open('/');
    await ask(page, 'How do I request licenses in a job script?');
    const answer = page.locator('[aria-labelledby="vantage-ask-title"] li[class*="answer"]').first();
    await answer.waitFor();
    const markers = (await answer.locator('a[class*="citationRef"]').allInnerTexts()).map((t) => Number(t.replace(/\D/g, '')));
    const firstUse = [...new Set(markers)];
    expect(firstUse.length).toBeGreaterThan(0);
    expect(firstUse).toEqual(firstUse.map((_, i) => i + 1));
    const sources = answer.locator('ol[aria-label="Sources"]');
    const values = await sources.locator('li').evaluateAll((items) => items.map((li) => (li as HTMLLIElement).value));
    expect(values).toEqual(values.map((_, i) => i + 1));
    expect(values.length).toBeGreaterThanOrEqual(Math.max(...firstUse));
    expect(await sources.evaluate((ol) => getComputedStyle(ol).listStyleType)).toBe('decimal');
    await page.context().close();
  });

  it('says plainly when the docs do not cover a question', async () => {
    const page = await open('/');
    await page.keyboard.press('Control+k');
    await page.waitForSelector(input);
    await page.keyboard.press('Control+i');
    await page.waitForSelector('[aria-labelledby="vantage-ask-title"]');
    await page.fill('input[aria-label="Question"]', 'What is the weather on Mars tomorrow?');
    await page.keyboard.press('Enter');
    await page.waitForSelector('li[data-not-covered="true"]');
    expect(await page.locator('li[data-not-covered="true"]').innerText()).toContain('does not cover this question');
    await page.context().close();
  });

  it('keeps feedback, follow-ups and the conversation across a reload', async () => {
    const page = await open('/');
    await ask(page, 'How do I create a job template?');
    await page.locator('li[class*="answer"]').first().waitFor();
    await page.getByRole('button', {name: 'Helpful'}).first().click();
    expect(await page.getByRole('button', {name: 'Helpful'}).first().getAttribute('aria-pressed')).toBe('true');
    await page.fill('input[aria-label="Question"]', 'and how do I delete it?');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByText(disclaimer).count()).toBe(2);
    await page.reload();
    await page.waitForSelector(hydrated);
    await page.keyboard.press('Control+k');
    await page.waitForSelector(input);
    await page.keyboard.press('Control+i');
    await page.getByRole('button', {name: 'How do I create a job template?', exact: true}).click();
    await expect.poll(() => page.getByText(disclaimer).count()).toBe(2);
    expect(await page.locator('li[class*="question"]').allInnerTexts()).toEqual(['How do I create a job template?', 'and how do I delete it?']);
    expect(await page.getByRole('button', {name: 'Helpful'}).first().getAttribute('aria-pressed')).toBe('true');
    // Deleting it removes it from the list.
    await page.getByRole('button', {name: 'New conversation'}).click();
    await page.getByRole('button', {name: 'Delete conversation: How do I create a job template?'}).click();
    await expect.poll(() => page.getByRole('button', {name: 'How do I create a job template?', exact: true}).count()).toBe(0);
    await page.context().close();
  });

  it('drops corrupt stored conversations and search history without breaking', async () => {
    const page = await open('/');
    await page.evaluate(() => {
      localStorage.setItem('vantage-ask-conversations', '{corrupt');
      localStorage.setItem('__DOCSEARCH_RECENT_SEARCHES__vantage-local', '[{"objectID":"1","url":"javascript:alert(1)"}]');
    });
    await page.reload();
    await page.waitForSelector(hydrated);
    await page.keyboard.press('Control+k');
    await page.waitForSelector('.DocSearch-Modal');
    expect(await page.locator('.DocSearch-Modal a[href^="javascript:"]').count()).toBe(0);
    await page.keyboard.press('Control+i');
    await page.waitForSelector('[aria-labelledby="vantage-ask-title"]');
    expect(await page.evaluate(() => localStorage.getItem('vantage-ask-conversations'))).toBeNull();
    await page.context().close();
  });

  it('renders a hostile question as text', async () => {
    const page = await open('/');
    await page.keyboard.press('Control+k');
    await page.waitForSelector(input);
    await page.keyboard.press('Control+i');
    await page.waitForSelector('[aria-labelledby="vantage-ask-title"]');
    const hostile = '<img src=x onerror="window.__pwned=1"> licenses';
    await page.fill('input[aria-label="Question"]', hostile);
    await page.keyboard.press('Enter');
    await page.locator('li[class*="answer"]').first().waitFor();
    expect(await page.locator('li[class*="question"]').first().innerText()).toBe(hostile);
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as {__pwned?: number}).__pwned)).toBeUndefined();
    await page.context().close();
  });
});
