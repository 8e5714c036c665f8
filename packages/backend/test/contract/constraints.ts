import { describe, expect, it } from 'vitest';
import { contactRow, quoteRow, serviceRequestRow, type ContactType } from '../support/rows';
import { client, type TargetRef } from '../support/target';

type Case = [label: string, table: string, row: Record<string, unknown>, code: string];

const refused: Case[] = [
  ['quote with a blank name', 'custom_quotes', quoteRow(null, { name: '   ' }), '23514'],
  ['quote with a malformed e-mail', 'custom_quotes', quoteRow(null, { email: 'not-an-email' }), '23514'],
  ['quote with an unknown timeline', 'custom_quotes', quoteRow(null, { timeline: 'tomorrow' }), '23514'],
  ['quote with an unknown budget', 'custom_quotes', quoteRow(null, { budget: 'millions' }), '23514'],
  ['quote with no scope', 'custom_quotes', quoteRow(null, { scope: '' }), '23514'],
  ['quote with a 201-character name', 'custom_quotes', quoteRow(null, { name: 'x'.repeat(201) }), '23514'],
  ['service request with a blank name', 'service_requests', serviceRequestRow(null, { name: '' }), '23514'],
  ['service request with an e-mail without a dot', 'service_requests', serviceRequestRow(null, { email: 'a@b' }), '23514'],
  ['service request for an unknown service', 'service_requests', serviceRequestRow(null, { service: 'Crypto' }), '23514'],
  ['contact with a blank name', 'contacts', contactRow(null, 'chat', { name: ' ' }), '23514'],
  ['contact with a malformed e-mail', 'contacts', contactRow(null, 'chat', { email: 'a b@c.de' }), '23514'],
  ['contact with an unknown contact type', 'contacts', contactRow(null, 'chat', { contact_type: 'spam' }), '23514'],
  ['contact with a blank message', 'contacts', contactRow(null, 'chat', { message: '  ' }), '23514'],
  ['contact with a 5001-character message', 'contacts', contactRow(null, 'chat', { message: 'x'.repeat(5001) }), '23514'],
  ['idea contact without an industry', 'contacts', contactRow(null, 'idea', { industry: null }), '23514'],
  ['idea contact with an unlisted industry', 'contacts', contactRow(null, 'idea', { industry: 'Healthcare' }), '23514'],
  ['idea contact with a budget', 'contacts', contactRow(null, 'idea', { budget: 'small' }), '23514'],
  ['product contact without a timeline', 'contacts', contactRow(null, 'product', { timeline: null }), '23514'],
  ['product contact with an idea field', 'contacts', contactRow(null, 'product', { app_type: 'Mobile App' }), '23514'],
  ['chat contact with a budget', 'contacts', contactRow(null, 'chat', { budget: 'large' }), '23514'],
  ['contact without an e-mail', 'contacts', { ...contactRow(null, 'chat'), email: null }, '23502'],
];

/** The database itself refuses what the site's forms refuse. */
export function constraintsContract(target: TargetRef): void {
  describe('database constraints', () => {
    it.each(refused)('refuses a %s', async (_label, table, row, code) => {
      const { error, status } = await client(target()).from(table).insert(row);
      expect(error?.code).toBe(code);
      expect(status).toBe(400);
      expect(error).toHaveProperty('details');
      expect(error).toHaveProperty('hint');
      expect(error?.message).toEqual(expect.any(String));
    });

    it.each<ContactType>(['idea', 'chat', 'product'])('accepts a valid %s contact', async (type) => {
      const { error } = await client(target()).from('contacts').insert(contactRow(null, type));
      expect(error).toBeNull();
    });

    it('accepts every service title and every quote timeline and budget', async () => {
      const services = ['AI-powered Software Development', 'AI/ML API Development', 'AI-powered Mobile App Development', 'Chatbots & Conversational AI'];
      const requests = await client(target())
        .from('service_requests')
        .insert(services.map((service) => serviceRequestRow(null, { service })));
      expect(requests.error).toBeNull();

      const quotes = ['urgent', 'short', 'medium', 'flexible'].flatMap((timeline) =>
        ['small', 'medium', 'large', 'enterprise', 'unsure'].map((budget) => quoteRow(null, { timeline, budget })),
      );
      const inserted = await client(target()).from('custom_quotes').insert(quotes);
      expect(inserted.error).toBeNull();
    });

    it('names the violated constraint in the message', async () => {
      const { error } = await client(target())
        .from('contacts')
        .insert(contactRow(null, 'chat', { contact_type: 'spam' }));
      expect(error?.message).toContain('contacts_contact_type_allowed');
    });
  });
}
