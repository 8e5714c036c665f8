import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';
import type { TestUser } from './backend';
import { DOM, LIVE_NAMES, pageIsLive, slotSelector } from './dom';

/**
 * Fails on any serious or critical axe-core violation, listing what and where.
 *
 * Contrast is judged on the page a visitor finally sees, and the page must hold still while axe reads it:
 * a carousel that advances mid-check starts a fresh fade, and axe then measures half-transparent text.
 * So the check runs with reduced motion (the site's carousels stop and its fades switch off, as for any
 * visitor who asks for that), finishes whatever finite animation is still running, and only then analyses.
 */
export async function expectAccessible(page: Page, options: { exclude?: string[] } = {}) {
  const alreadyReduced = await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches);
  if (!alreadyReduced) await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    await page.evaluate(() => {
      for (const animation of document.getAnimations()) {
        if (animation.effect?.getTiming().iterations !== Infinity) animation.finish();
      }
    });
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
    let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
    for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
    const { violations } = await builder.analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  } finally {
    // A test that asked for reduced motion itself keeps it.
    if (!alreadyReduced) await page.emulateMedia({ reducedMotion: null });
  }
}

/**
 * The page never scrolls sideways. It is polled, so a layout still settling after a resize (a chart measures its own
 * box a frame later) is waited for, and a failure names what sticks out past the right edge, unclipped by any
 * ancestor, rather than a bare pixel count.
 */
export async function expectNoSidewaysScroll(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const root = document.documentElement;
        if (root.scrollWidth <= root.clientWidth) return [];
        const clippedByAncestor = (el: Element) => {
          for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) if (getComputedStyle(a).overflowX !== 'visible') return true;
          return false;
        };
        const culprits = Array.from(document.querySelectorAll('body *'))
          .filter((el) => {
            const box = el.getBoundingClientRect();
            return box.width > 0 && box.right > root.clientWidth + 0.5 && getComputedStyle(el).position !== 'fixed' && !clippedByAncestor(el);
          })
          .slice(0, 10)
          .map(
            (el) =>
              `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> ends at ${Math.round(el.getBoundingClientRect().right)} px: ${(el.textContent ?? '').slice(0, 60)}`,
          );
        return [`${root.scrollWidth - root.clientWidth} px wider than ${root.clientWidth} px`, ...culprits];
      }),
    )
    .toEqual([]);
}

/** Signs in through the real sign-in page and waits until the top bar shows the user. */
export async function signInThroughUi(page: Page, user: TestUser) {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
  await expect(page).toHaveURL(/\/$/);
}

/**
 * Waits until the shell has hydrated and every remote area of the page, and a shell page loaded as its own chunk
 * (About), is live (its code arrived and hydrated its prerendered HTML) or shows its fallback (`pageIsLive`). An
 * area below the fold waits for the viewport: `scrollToRemote` brings it in and waits for it. This is the documented contract of remote areas (docs/architecture.md, "Live at first paint").
 */
export async function waitForLiveRemotes(page: Page) {
  // A function with its argument, not a string: the release's CSP refuses string evaluation.
  await page.waitForFunction(pageIsLive, LIVE_NAMES, { timeout: 30_000 });
}

/** Scrolls a remote area that loads near the viewport into view and waits until it is live or shows its fallback. */
export async function scrollToRemote(page: Page, id: string) {
  const slot = page.locator(slotSelector(id));
  await slot.locator('> *').first().scrollIntoViewIfNeeded();
  await expect(slot).not.toHaveAttribute(DOM.deferred);
  await waitForLiveRemotes(page);
}

/** Every test records the browser's requests; none may leave the site's own origins and its backend. */
export const test = base.extend<{ requests: string[]; waitForLive: boolean }>({
  /** Off for tests of what a visitor does before the page is live (early input): `goto` then returns at once. */
  waitForLive: [true, { option: true }],
  // A test acts on a page loaded by `goto` or `reload` only once its remote areas are live.
  page: async ({ page, javaScriptEnabled, waitForLive }, use) => {
    if (javaScriptEnabled !== false && waitForLive) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await waitForLiveRemotes(page);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        await waitForLiveRemotes(page);
        return response;
      };
    }
    await use(page);
  },
  requests: [
    async ({ page }, use) => {
      const urls: string[] = [];
      page.on('request', (r) => urls.push(r.url()));
      await use(urls);
      const foreign = urls.filter((u) => !/^(https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?\/|data:|blob:|about:)/.test(u));
      expect(foreign, 'requests outside the site and its backend').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
