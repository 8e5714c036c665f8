import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { test, expect, expectAccessible, scrollToRemote, expectNoSidewaysScroll } from '../support/fixtures';
import { TEST_PORTS } from '../support/ports';
import { adminClient, backendUrl } from '../support/backend';
import { CAROUSEL_INTERVAL_MS, DASHBOARD_IMAGE_COUNT, DEFAULT_STATS, TESTIMONIAL_TRUNCATE_AT } from '../../shell/src/logic/constants';
import { FALLBACK_TESTIMONIALS } from '../../shell/src/logic/testimonials';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DOM, slotSelector } from '../support/dom';

/** The owner's config as committed (read as a file: Node loads JSON modules only with an import attribute). */
const SITE_CONFIG = JSON.parse(readFileSync(path.join(import.meta.dirname, '..', '..', 'site.config.json'), 'utf8')) as { socialLinks: { href: string }[] };

/** The three FAQ questions, as the shell shows them. */
const FAQ_QUESTIONS = ['What services do you offer?', 'Do you take on custom projects and collaborations?', 'Do you sell source code or tutorials?'];

/** Makes every REST call to the backend fail (as if it were down); returns the URLs that were refused. */
async function backendDown(page: Page): Promise<string[]> {
  const refused: string[] = [];
  await page.route(`${backendUrl()}/rest/**`, (route) => {
    refused.push(route.request().url());
    return route.abort('connectionrefused');
  });
  return refused;
}

/**
 * Accessibility checks look at the settled page: no auto-advancing slide (reduced motion) and no fade-in
 * half way, since axe measures the contrast of text at whatever opacity it has at that instant.
 */
async function settleAnimations(page: Page) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity));
}

/** Stops the page's (already installed) clock; only what the test runs for happens from here on. */
async function pauseClock(page: Page) {
  // The installed clock runs on while it is read: on a busy machine more than a second can pass before the pause, and
  // Playwright refuses a time in the past. Read it again then.
  for (;;) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
      return;
    } catch (err) {
      if (!String(err).includes('fast-forward to the past')) throw err;
    }
  }
}

const stats = (page: Page) => page.getByRole('list', { name: 'Statistics' }).getByRole('listitem');
const dashboards = (page: Page) => page.getByRole('region', { name: 'Example dashboards' });
const testimonials = (page: Page) => page.getByRole('region', { name: 'Testimonials' });
/** The slide on show: hidden slides are not in the accessibility tree. */
const shownSlide = (carousel: Locator) => carousel.getByRole('group');

test.describe('statistics', () => {
  test('a row of dashboard_stats replaces the defaults, with its icon, after the earlier rows', async ({ page }) => {
    const title = `E2E stat ${randomUUID().slice(0, 8)}`;
    const admin = adminClient();
    const { data, error } = await admin.from('dashboard_stats').insert({ title, value: '42', color: '#0E7490', icon: 'Zap' }).select('id').single();
    expect(error).toBeNull();
    try {
      await page.goto('/');
      const mine = stats(page).filter({ hasText: title });
      await expect(mine).toHaveText(`42${title}`);
      await expect(mine).toHaveAttribute('data-icon', 'Zap');
      await expect(mine.locator('svg.lucide-zap')).toBeVisible();
      const titles = await stats(page).allInnerTexts();
      const index = (text: string) => titles.findIndex((t) => t.includes(text));
      expect(index(title)).toBeGreaterThan(index('Projects Finished'));
    } finally {
      await admin
        .from('dashboard_stats')
        .delete()
        .eq('id', data?.id ?? '');
    }
  });

  test('the six built-in statistics show, in order, when the backend is down', async ({ page }) => {
    const failed = await backendDown(page);
    await page.goto('/');
    await expect(stats(page)).toHaveCount(DEFAULT_STATS.length);
    await expect(stats(page)).toHaveText(DEFAULT_STATS.map((s) => `${s.value}${s.title}`));
    expect(await stats(page).evaluateAll((items) => items.map((li) => (li as HTMLElement).dataset.icon))).toEqual(DEFAULT_STATS.map((s) => s.icon));
    await expect.poll(() => failed.length).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome!' })).toBeVisible();
  });
});

test.describe('dashboard carousel', () => {
  test('shows 7 images from the dashboard folder and advances every 5 s', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const carousel = dashboards(page);
    await expect(shownSlide(carousel)).toHaveAccessibleName(`1 of ${DASHBOARD_IMAGE_COUNT}`);
    const image = shownSlide(carousel).getByRole('img');
    await expect(image).toHaveAttribute('src', '/images/dashboard/0.png');
    await expect(image).not.toHaveAttribute('alt', '');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await pauseClock(page);
    const start = Number((await shownSlide(carousel).getAttribute('aria-label'))?.split(' ')[0]);
    await page.clock.runFor(CAROUSEL_INTERVAL_MS);
    await expect(shownSlide(carousel)).toHaveAccessibleName(`${(start % DASHBOARD_IMAGE_COUNT) + 1} of ${DASHBOARD_IMAGE_COUNT}`);
    await page.clock.runFor(CAROUSEL_INTERVAL_MS);
    await expect(shownSlide(carousel)).toHaveAccessibleName(`${((start + 1) % DASHBOARD_IMAGE_COUNT) + 1} of ${DASHBOARD_IMAGE_COUNT}`);
  });

  test('pauses while hovered or focused', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const carousel = dashboards(page);
    await expect(shownSlide(carousel)).toBeVisible();
    await carousel.hover();
    await pauseClock(page);
    const label = await shownSlide(carousel).getAttribute('aria-label');
    await page.clock.runFor(3 * CAROUSEL_INTERVAL_MS);
    await expect(shownSlide(carousel)).toHaveAccessibleName(label ?? '');

    await carousel.getByRole('button', { name: 'Next image' }).focus();
    await page.mouse.move(0, 0);
    await page.clock.runFor(3 * CAROUSEL_INTERVAL_MS);
    await expect(shownSlide(carousel)).toHaveAccessibleName(label ?? '');

    // Focus leaves (clicking the heading focuses <main>): it moves on again.
    await page.getByRole('heading', { name: 'Welcome!' }).click();
    await page.clock.runFor(CAROUSEL_INTERVAL_MS);
    await expect(shownSlide(carousel)).not.toHaveAccessibleName(label ?? '');
  });

  test('previous and next wrap around, and the image links to /services', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const carousel = dashboards(page);
    await expect(shownSlide(carousel)).toHaveAccessibleName('1 of 7');
    await carousel.getByRole('button', { name: 'Previous image' }).click();
    await expect(shownSlide(carousel)).toHaveAccessibleName('7 of 7');
    await expect(shownSlide(carousel).getByRole('img')).toHaveAttribute('src', '/images/dashboard/6.png');
    await carousel.getByRole('button', { name: 'Next image' }).click();
    await carousel.getByRole('button', { name: 'Next image' }).click();
    await expect(shownSlide(carousel)).toHaveAccessibleName('2 of 7');
    await expect(shownSlide(carousel).getByRole('img')).toHaveAttribute('src', '/images/dashboard/1.png');
    await shownSlide(carousel).getByRole('link').click();
    await expect(page).toHaveURL(/\/services$/);
  });

  test('does not move on its own with reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    const carousel = dashboards(page);
    await expect(shownSlide(carousel)).toHaveAccessibleName('1 of 7');
    await page.clock.runFor(3 * CAROUSEL_INTERVAL_MS);
    await expect(shownSlide(carousel)).toHaveAccessibleName('1 of 7');
  });
});

test('a desktop shows every testimonial side by side, and no carousel', async ({ page }) => {
  await backendDown(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const list = page.getByRole('list', { name: 'Testimonials' });
  await expect(list.getByRole('listitem')).toHaveCount(FALLBACK_TESTIMONIALS.length);
  const boxes = [];
  for (const t of FALLBACK_TESTIMONIALS) {
    const name = list.getByRole('heading', { name: t.name });
    await name.scrollIntoViewIfNeeded();
    await expect(name).toBeInViewport();
    boxes.push((await name.boundingBox())!);
  }
  // One row: the same top, left to right.
  expect(new Set(boxes.map((b) => Math.round(b.y))).size).toBe(1);
  expect(boxes.map((b) => b.x)).toEqual([...boxes.map((b) => b.x)].sort((a, b) => a - b));
  await expect(testimonials(page)).toBeHidden();
});

test.describe('testimonials', () => {
  // Phones and tablets get the carousel (a desktop shows the testimonials side by side, above).
  test.use({ viewport: { width: 768, height: 1024 } });

  test('the testimonials carousel does not move on its own with reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    await expect(shownSlide(testimonials(page))).toHaveAccessibleName(/^1 of /);
    await page.clock.runFor(3 * CAROUSEL_INTERVAL_MS);
    await expect(shownSlide(testimonials(page))).toHaveAccessibleName(/^1 of /);
  });

  test("the built-in testimonials show when the backend is down; long text has 'more'/'less'", async ({ page }) => {
    await backendDown(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const carousel = testimonials(page);
    const first = FALLBACK_TESTIMONIALS[0]!;
    expect(first.content.length).toBeGreaterThan(TESTIMONIAL_TRUNCATE_AT);
    await expect(shownSlide(carousel)).toHaveAccessibleName(`1 of ${FALLBACK_TESTIMONIALS.length}`);
    const slide = shownSlide(carousel);
    await expect(slide.getByRole('heading', { name: first.name })).toBeVisible();
    await expect(slide.getByRole('img', { name: `${first.stars} out of 5 stars` })).toBeVisible();
    const quote = slide.locator('blockquote');
    await expect(quote).toHaveText(`${first.content.slice(0, TESTIMONIAL_TRUNCATE_AT)}...`);
    await slide.getByRole('button', { name: 'more' }).click();
    await expect(quote).toHaveText(first.content);
    await slide.getByRole('button', { name: 'less' }).click();
    await expect(quote).toHaveText(`${first.content.slice(0, TESTIMONIAL_TRUNCATE_AT)}...`);

    // A short one has no toggle; previous wraps to the last.
    await carousel.getByRole('button', { name: 'Previous testimonial' }).click();
    const last = FALLBACK_TESTIMONIALS[FALLBACK_TESTIMONIALS.length - 1]!;
    await expect(shownSlide(carousel).getByRole('heading', { name: last.name })).toBeVisible();
    await expect(shownSlide(carousel).locator('blockquote')).toHaveText(last.content);
    await expect(shownSlide(carousel).getByRole('button', { name: /^(more|less)$/ })).toHaveCount(0);
  });

  test('rows of the testimonials table are shown in created_at order, with a drawn initials avatar', async ({ page }) => {
    const name = `Zed Tester-${randomUUID().slice(0, 6)}`;
    const admin = adminClient();
    const { data, error } = await admin
      .from('testimonials')
      .insert({ name, from: 'An end-to-end test', stars: '3', content: 'Written by a browser test.', image: null, created_at: '2999-12-31T00:00:00Z' })
      .select('id')
      .single();
    expect(error).toBeNull();
    try {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/');
      const carousel = testimonials(page);
      // Newest created_at comes last, so one step back from the first slide shows it.
      await expect(shownSlide(carousel)).toHaveAccessibleName(/^1 of ([4-9]|\d{2,})$/);
      await carousel.getByRole('button', { name: 'Previous testimonial' }).click();
      const slide = shownSlide(carousel);
      await expect(slide.getByRole('heading', { name })).toBeVisible();
      await expect(slide.getByText('An end-to-end test')).toBeVisible();
      await expect(slide.getByRole('img', { name: '3 out of 5 stars' })).toBeVisible();
      await expect(slide.getByText('ZT', { exact: true })).toBeVisible();
    } finally {
      await admin
        .from('testimonials')
        .delete()
        .eq('id', data?.id ?? '');
    }
  });

  test('the testimonials carousel advances every 5 s', async ({ page }) => {
    await backendDown(page);
    await page.clock.install();
    await page.goto('/');
    const carousel = testimonials(page);
    await expect(shownSlide(carousel)).toBeVisible();
    await pauseClock(page);
    const start = Number((await shownSlide(carousel).getAttribute('aria-label'))?.split(' ')[0]);
    await page.clock.runFor(CAROUSEL_INTERVAL_MS);
    const count = FALLBACK_TESTIMONIALS.length;
    await expect(shownSlide(carousel)).toHaveAccessibleName(`${(start % count) + 1} of ${count}`);
  });
});

test('the FAQ keeps one question open at a time', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
  const question = (i: number) => faq.getByRole('button', { name: FAQ_QUESTIONS[i] });
  for (const i of [0, 1, 2]) await expect(question(i)).toHaveAttribute('aria-expanded', 'false');
  await question(0).click();
  await expect(question(0)).toHaveAttribute('aria-expanded', 'true');
  await expect(faq.getByText(/Python automation, machine learning/)).toBeVisible();
  await question(2).click();
  await expect(question(2)).toHaveAttribute('aria-expanded', 'true');
  await expect(question(0)).toHaveAttribute('aria-expanded', 'false');
  await expect(faq.getByText(/Python automation, machine learning/)).toBeHidden();
  await expect(faq.getByText(/source code is provided for the client projects/)).toBeVisible();
  await question(2).click();
  await expect(question(2)).toHaveAttribute('aria-expanded', 'false');
});

test('the intro card links the contact channels the owner has filled in, and never a placeholder', async ({ page }) => {
  await page.goto('/');
  const intro = page.getByRole('region', { name: 'AI that does real work' });
  const filled = SITE_CONFIG.socialLinks.filter((l) => !/example\.com|<[^>]+>/.test(l.href));
  // Issue 30: a placeholder address is not shown to visitors, anywhere on the page.
  await expect(page.locator('a[href*="example.com"]')).toHaveCount(0);
  if (filled.length === 0) await expect(intro.getByRole('link', { name: 'contact form' })).toHaveAttribute('href', '/contact');
  else expect((await intro.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).sort()).toEqual(filled.map((l) => l.href).sort());
});

test('featured projects load when scrolled near, link to their pages, and the Create card opens the quote wizard', async ({ page }) => {
  // The projects follow the first screen (within 1.5 phone screens), so only a screen this short leaves them beyond the 400 px margin.
  await page.setViewportSize({ width: 375, height: 240 });
  const portfolioRequests: string[] = [];
  page.on('request', (r) => {
    // Its code and manifest; the prerendered covers are images the browser may fetch ahead of scrolling.
    if (r.url().startsWith(`http://localhost:${TEST_PORTS.mf_portfolio}/`) && /\.js$|\.json$/.test(r.url())) portfolioRequests.push(r.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // Below the fold the prerendered projects are there, readable and linked, but their remote is not loaded yet.
  const featured = page.getByRole('list', { name: 'Featured projects' });
  for (const slug of ['face-recognition', 'headshots-generator', 'psychiatrist-evaluation']) {
    await expect(featured.locator(`a[href="/portfolio/${slug}"]`)).toHaveCount(1);
  }
  await expect(page.locator(slotSelector('mf_portfolio/FeaturedProjects'))).toHaveAttribute(DOM.deferred);
  expect(portfolioRequests).toEqual([]);

  await scrollToRemote(page, 'mf_portfolio/FeaturedProjects');
  expect(portfolioRequests.some((u) => u.endsWith('/mf-manifest.json'))).toBe(true);
  await expect(page.locator(slotSelector('mf_portfolio/FeaturedProjects'))).toHaveAttribute(DOM.live);
  for (const slug of ['face-recognition', 'headshots-generator', 'psychiatrist-evaluation']) {
    await expect(featured.locator(`a[href="/portfolio/${slug}"]`)).toBeVisible();
  }
  const create = page.getByRole('region', { name: 'Featured Projects' }).getByRole('button', { name: 'Create Your Project' });
  await expect(create).toBeVisible();
  await create.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  await featured.locator('a[href="/portfolio/face-recognition"]').click();
  await expect(page).toHaveURL(/\/portfolio\/face-recognition$/);
});

test('the home page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('list', { name: 'Featured projects' })).toBeVisible();
  await settleAnimations(page);
  await expectAccessible(page);
});

test.describe('at 375 px wide', () => {
  test.use({ viewport: { width: 375, height: 800 } });
  test('the home page fits without sideways scrolling and keeps its controls', async ({ page }) => {
    await page.goto('/');
    await expect(stats(page).first()).toBeVisible();
    await expect(dashboards(page).getByRole('button', { name: 'Next image' })).toBeVisible();
    await expect(testimonials(page).getByRole('button', { name: 'Next testimonial' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Featured projects' })).toBeVisible();
    await settleAnimations(page);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
  });
});
