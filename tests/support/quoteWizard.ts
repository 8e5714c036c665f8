import type { Locator, Page } from '@playwright/test';
import { STEPS } from '../../mf-quote/src/logic/constants';
import { expect } from './fixtures';

/** The quote wizard's dialog, its step heading and its Next button (site spec §4). */
export const dialog = (page: Page) => page.getByRole('dialog', { name: 'Get a custom quote' });
export const stepTitle = (w: Locator) => w.getByRole('heading', { level: 2 });
export const next = (w: Locator) => w.getByRole('button', { name: 'Next', exact: true });

/** Opens the wizard from the floating quote button and waits for its first step. */
export async function openWizard(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Get a Custom Quote', exact: true }).click();
  await expect(stepTitle(dialog(page))).toHaveText(STEPS[0].title);
  return dialog(page);
}

/** From the service step to the contact step with one pick per step. */
export async function toContact(w: Locator) {
  await w.getByRole('radio', { name: 'Machine Learning Development' }).check();
  await next(w).click();
  await w.getByRole('checkbox', { name: 'Consultation' }).check();
  await next(w).click();
  await w.getByRole('checkbox', { name: 'Python', exact: true }).check();
  await next(w).click();
  await w.getByRole('radio', { name: 'flexible' }).check();
  await next(w).click();
  await w.getByRole('radio', { name: 'not sure' }).check();
  await next(w).click();
  await expect(stepTitle(w)).toHaveText(STEPS[5].title);
}
