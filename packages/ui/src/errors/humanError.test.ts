import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, humanError, tooLongMessage } from './humanError';

const relation = (table: string, constraint: string) => ({
  code: '23514',
  message: `new row for relation "${table}" violates check constraint "${constraint}"`,
  details: 'Failing row contains (...)',
});

describe('humanError: the mapping table', () => {
  it.each([
    ['too-long name (check)', relation('custom_quotes', 'custom_quotes_name_present'), 'Name is required and must be at most 200 characters.'],
    ['too-long message (check)', relation('contacts', 'contacts_message_present'), 'Message is required and must be at most 5,000 characters.'],
    ['too-long company (length check)', relation('service_requests', 'service_requests_company_length'), 'Company must be at most 200 characters.'],
    ['too-long optional message', relation('custom_quotes', 'custom_quotes_message_length'), tooLongMessage('message')],
    [
      'too-long service text',
      relation('custom_quotes', 'custom_quotes_service_present'),
      'The service description is required and must be at most 2,000 characters.',
    ],
    ['invalid e-mail (check)', relation('contacts', 'contacts_email_valid'), ERROR_MESSAGES.invalidEmail],
    ['other check', relation('contacts', 'contacts_fields_match_type'), ERROR_MESSAGES.invalidEntry],
    ['varchar overflow 22001', { code: '22001', message: 'value too long for type character varying(200)' }, ERROR_MESSAGES.tooLong],
    ['not-null 23502', { code: '23502', message: 'null value in column "name" of relation "contacts"' }, ERROR_MESSAGES.invalidEntry],
    ['auth invalid e-mail', { status: 400, code: 'email_address_invalid', message: 'Email address "x@y" is invalid' }, ERROR_MESSAGES.invalidEmail],
    ['auth invalid format', { status: 400, message: 'Unable to validate email address: invalid format' }, ERROR_MESSAGES.invalidEmail],
    ['RLS 42501', { code: '42501', message: 'new row violates row-level security policy for table "contacts"' }, ERROR_MESSAGES.permission],
    ['HTTP 401', { status: 401, message: 'JWT expired' }, ERROR_MESSAGES.permission],
    ['HTTP 403', { status: 403, message: 'permission denied for table custom_quotes' }, ERROR_MESSAGES.permission],
    [
      'form flood PT429 keeps its clear text',
      { code: 'PT429', message: 'Too many submissions from this e-mail address. Please try again in a few minutes.' },
      'Too many submissions from this e-mail address. Please try again in a few minutes.',
    ],
    ['PT429 with technical text', { code: 'PT429', message: 'trigger "form_limit" on relation "contacts"' }, ERROR_MESSAGES.rateLimit],
    ['auth HTTP 429', { status: 429, message: 'Too many sign-in attempts. Please try again later.' }, 'Too many sign-in attempts. Please try again later.'],
    ['auth 429 without text', { status: 429, message: '' }, ERROR_MESSAGES.rateLimit],
    ['unknown SQL error', { code: '42P01', message: 'relation "public.quotes" does not exist' }, ERROR_MESSAGES.generic],
    ['PostgREST schema error', { code: 'PGRST204', message: "Could not find the 'x' column of 'contacts' in the schema cache" }, ERROR_MESSAGES.generic],
    ['human auth message passes', { status: 400, message: 'Invalid login credentials' }, 'Invalid login credentials'],
    ['network failure passes', new TypeError('Failed to fetch'), 'Failed to fetch'],
    [
      'our own sentence with an SQL verb in it passes',
      { message: 'Unable to completely delete your account. Please contact support for assistance.' },
      'Unable to completely delete your account. Please contact support for assistance.',
    ],
    ['an SQL statement does not', { message: 'DELETE FROM profiles WHERE id = 1' }, ERROR_MESSAGES.generic],
    ['nothing at all', null, ERROR_MESSAGES.generic],
    // Issue 31: supabase-js reports a 5xx from auth as an AuthRetryableFetchError whose message is JSON.stringify(response).
    ['auth 5xx (retryable fetch error)', { name: 'AuthRetryableFetchError', status: 503, message: '{}' }, ERROR_MESSAGES.generic],
    ['5xx with some text', { status: 500, message: 'Internal Server Error' }, ERROR_MESSAGES.generic],
    ['the raw text "{}" alone', '{}', ERROR_MESSAGES.generic],
    ['an object turned into a string', { message: '[object Object]' }, ERROR_MESSAGES.generic],
    ['a JSON body as message', { message: '{"code":"unexpected_failure"}' }, ERROR_MESSAGES.generic],
  ])('%s', (_, error, expected) => {
    expect(humanError(error)).toBe(expected);
  });

  it('never lets a relation, constraint or SQL word through', () => {
    const raw = [
      relation('custom_quotes', 'custom_quotes_name_present'),
      { message: 'duplicate key value violates unique constraint "profiles_pkey"' },
      { message: 'syntax error at or near "select"' },
      { code: 'XX000', message: 'internal error in table custom_quotes' },
    ];
    for (const error of raw) {
      const text = humanError(error);
      expect(text).not.toMatch(/relation|constraint|custom_quotes|profiles|select|table/i);
    }
  });
});
