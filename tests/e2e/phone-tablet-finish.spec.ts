import type { Locator, Page } from '@playwright/test';
import { test, expect, expectAccessible } from '../support/fixtures';
import { openWizard, toContact } from '../support/quoteWizard';
import { CASE_STUDY_ROUTES } from '../../packages/ui/src/caseStudies/routes';
import { SIDEBAR } from '../../packages/ui/src/tokens';

/** Issue 38, item 10: the layout on phones and tablets, measured in the browser. */
test.describe.configure({ timeout: 120_000 });

/** From the narrowest phone to a wide desktop, and each breakpoint's edges. */
const WIDTHS = [320, 375, 414, 599, 600, 767, 768, 900, 1024, 1199, 1200, 1280, 1440, 1600];

/** The words of an element's text that the browser laid out over more than one line (a break inside a word). */
const brokenWords = (el: Locator) =>
  el.evaluate((node) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      // A hyphen or a slash is a fair place for a line to end; anywhere else inside a word is not.
      for (const match of (text.textContent ?? '').matchAll(/[^\s\-‐–—/]+/g)) {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        const tops = new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top)));
        if (tops.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });

test('no case-study title breaks inside a word at any width from 320 to 1600 px', async ({ page }) => {
  test.setTimeout(600_000);
  for (const slug of CASE_STUDY_ROUTES) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/portfolio/${slug}`);
    const title = page.locator('#case-study-title');
    await expect(title).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      // From 1280 px down the sidebar's margin eases out over 200 ms; the title is read where it settles.
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
      expect(await brokenWords(title), `${slug} at ${width} px`).toEqual([]);
    }
  }
});

test.describe('a phone, 375 × 667', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test("the listing's filter chips are one row that scrolls sideways", async ({ page }) => {
    // A Tab and two checks a chip, fourteen chips: over a minute beside another worker on a busy machine.
    test.slow();
    await page.goto('/portfolio');
    const group = page.getByRole('group', { name: 'Filter by category' });
    const chips = group.getByRole('button');
    await expect(chips.first()).toBeVisible();
    const tops = await chips.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    expect(await group.evaluate((g) => g.scrollWidth > g.clientWidth)).toBe(true);
    // Tabbing along the row shows each chip whole, also one that was half out of the row (record 031).
    await chips.first().focus();
    for (let i = 0; i < (await chips.count()); i++) {
      if (i > 0) await page.keyboard.press('Tab');
      await expect(chips.nth(i)).toBeFocused();
      await expect(chips.nth(i)).toBeInViewport({ ratio: 1 });
    }
  });

  test("the wizard's Previous and Next stay on screen at every step", async ({ page }) => {
    await page.goto('/services');
    const w = await openWizard(page);
    const next = w.getByRole('button', { name: 'Next', exact: true });
    const previous = w.getByRole('button', { name: 'Previous', exact: true });
    await expect(next).toBeInViewport({ ratio: 1 });
    await w.getByRole('radio', { name: 'Custom Service' }).check();
    await w.getByRole('textbox', { name: 'Details of your custom service' }).fill('Invoice reading assistant');
    await expect(next).toBeInViewport({ ratio: 1 });
    await next.click();
    await w.getByRole('checkbox', { name: 'Consultation' }).check();
    await expect(next).toBeInViewport({ ratio: 1 });
    await expect(previous).toBeInViewport({ ratio: 1 });
    await next.click();
    await w.getByRole('checkbox', { name: 'Python', exact: true }).check();
    await expect(next).toBeInViewport({ ratio: 1 });
    await expect(previous).toBeInViewport({ ratio: 1 });
  });

  test("no field of the wizard's contact step is hidden under its actions when it takes focus", async ({ page }) => {
    await page.goto('/services');
    const w = await openWizard(page);
    await toContact(w);
    const actions = w.locator('[data-wizard-actions]');
    const fields = w.locator(
      'input:not([type="hidden"]):not([tabindex="-1"]):not([aria-hidden="true"]), textarea:not([aria-hidden="true"]):not([tabindex="-1"])',
    );
    const count = await fields.count();
    expect(count).toBeGreaterThan(2);
    for (let i = 0; i < count; i++) {
      const field = fields.nth(i);
      if (!(await field.isVisible())) continue;
      await field.focus();
      const [box, foot] = await Promise.all([field.boundingBox(), actions.boundingBox()]);
      expect(box!.y + box!.height, `field ${i}`).toBeLessThanOrEqual(foot!.y + 1);
      await expect(field).toBeInViewport({ ratio: 1 });
    }
  });

  test("the case study's hero shows its cover on a phone", async ({ page }) => {
    await page.goto('/portfolio/face-recognition');
    const cover = page
      .locator('header')
      .filter({ has: page.locator('#case-study-title') })
      .locator('img');
    await expect(cover).toBeVisible();
    expect(await cover.evaluate((img) => img.getBoundingClientRect().width)).toBeGreaterThan(200);
  });
});

/** The gap between the fixed top bar's bottom and the top of the page's first content. */
async function gapUnderTopBar(page: Page, first: Locator): Promise<number> {
  const bar = await page.getByRole('banner').first().boundingBox();
  const content = await first.boundingBox();
  return Math.round(content!.y - (bar!.y + bar!.height));
}

for (const width of [375, 768, 1280]) {
  test(`the content starts 24 px under the top bar at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const url of ['/portfolio', '/services', '/contact']) {
      await page.goto(url);
      const heading = page.getByRole('main').getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      expect(await gapUnderTopBar(page, heading), url).toBe(24);
    }
    const bar = await page.getByRole('banner').first().boundingBox();
    expect(Math.round(bar!.height)).toBe(SIDEBAR.topBarHeight);
  });
}

/** For each visible select: its selected option's text is no wider than the room the select gives it. */
const clippedSelects = (page: Page) =>
  page.locator('main select').evaluateAll((selects) =>
    selects
      .filter((s) => s.getBoundingClientRect().width > 0)
      .flatMap((el) => {
        const select = el as HTMLSelectElement;
        const style = getComputedStyle(select);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        const widest = Math.max(...Array.from(select.options, (o) => context.measureText(o.text).width));
        return widest > room ? [`${select.id}: ${Math.ceil(widest)} px of text in ${Math.floor(room)} px`] : [];
      }),
  );

for (const width of [320, 375, 768, 1024, 1280, 1440, 1600]) {
  test(`Contact's selects never clip their values at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/contact');
    for (const type of ['I have a project idea', 'I am interested in a product']) {
      await page.getByRole('radio', { name: type }).check();
      await expect(page.locator('main select').first()).toBeVisible();
      expect(await clippedSelects(page), type).toEqual([]);
    }
  });
}

test.describe('dark scheme', () => {
  test.use({ colorScheme: 'dark', viewport: { width: 375, height: 667 } });

  test('the phone menu and the wizard are one dark surface', async ({ page }) => {
    await page.goto('/services');
    const surface = (dialog: Locator) =>
      dialog.evaluate((el) => {
        const style = getComputedStyle(el);
        return { color: style.backgroundColor, image: style.backgroundImage };
      });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const menuSurface = await surface(menu);
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Get a Custom Quote', exact: true }).click();
    const wizard = page.getByRole('dialog', { name: 'Get a custom quote' });
    const wizardSurface = await surface(wizard);
    expect(menuSurface).toEqual({ color: wizardSurface.color, image: 'none' });
    expect(wizardSurface.image).toBe('none');
    // The sticky actions sit on the same surface.
    const actions = wizard.locator('[data-wizard-actions]');
    expect(await actions.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(wizardSurface.color);
    await expectAccessible(page);
  });
});

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`axe, ${colorScheme} scheme`, () => {
    test.use({ colorScheme });
    for (const viewport of [
      { width: 375, height: 667 },
      { width: 1440, height: 900 },
    ]) {
      // One test a page: five pages in one test outran its time on a shared machine.
      for (const url of ['/', '/portfolio', '/portfolio/face-recognition', '/contact', '/services']) {
        test(`${url} passes at ${viewport.width} px`, async ({ page }) => {
          await page.setViewportSize(viewport);
          await page.goto(url);
          await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
          await expectAccessible(page);
        });
      }
    }
  });
}
