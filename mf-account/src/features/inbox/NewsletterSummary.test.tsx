import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSupabase, installFakeSupabase, resetSupabase } from '@portfolio/auth/testing';
import { renderPage } from '../../testing/renderPage';
import { NEWSLETTER_INBOX } from '../../logic/constants';
import { subscribersCsv, type Subscriber } from '../../logic/subscribers';
import { NewsletterSummary } from './NewsletterSummary';

const now = new Date().toISOString();
const ROWS: Subscriber[] = [
  { email: 'ada@example.com', status: 'confirmed', created_at: now, confirmed_at: now },
  { email: '=sum@example.com', status: 'confirmed', created_at: now, confirmed_at: now },
  { email: 'bo@example.com', status: 'pending', created_at: now, confirmed_at: null },
];

describe('NewsletterSummary', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    resetSupabase();
  });

  it('reads the list with the owner’s session, shows the counts and saves the confirmed list as CSV', async () => {
    const fake = installFakeSupabase(fakeSupabase({ 'select:newsletter_subscribers': { data: ROWS, error: null } }))!;
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:csv';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toMatch(/^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
    });
    renderPage(<NewsletterSummary />, '/inbox');

    expect(await screen.findByText(NEWSLETTER_INBOX.count(2, 1))).toBeInTheDocument();
    expect(fake.requests[0]!.table).toBe('newsletter_subscribers');
    expect(fake.requests[0]!.steps).toContainEqual(['in', 'status', ['pending', 'confirmed']]);

    await userEvent.click(screen.getByRole('button', { name: NEWSLETTER_INBOX.download }));
    expect(click).toHaveBeenCalledTimes(1);
    expect(blobs).toHaveLength(1);
    expect(await blobs[0]!.text()).toBe(subscribersCsv(ROWS));
    expect(blobs[0]!.type).toMatch(/^text\/csv/);
  });

  it('says when the list could not be loaded, and Try again reads it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    installFakeSupabase(fakeSupabase({ 'select:newsletter_subscribers': { data: null, error: { message: 'permission denied' } } }));
    renderPage(<NewsletterSummary />, '/inbox');
    expect(await screen.findByText(NEWSLETTER_INBOX.loadFailed)).toBeInTheDocument();

    installFakeSupabase(fakeSupabase({ 'select:newsletter_subscribers': { data: [], error: null } }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(NEWSLETTER_INBOX.count(0, 0))).toBeInTheDocument();
  });
});
