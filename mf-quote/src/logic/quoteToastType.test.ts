import { describe, expect, it } from 'vitest';
import { MESSAGES } from './constants';
import { quoteToastType } from './quoteToastType';

describe('quoteToastType (site spec §4)', () => {
  it.each([
    [`${MESSAGES.submitErrorPrefix}boom`, 'error'],
    [MESSAGES.selectService, 'error'],
    ['Invalid input', 'error'],
    ['something INVALID here', 'error'],
    ['a warning about this', 'warning'],
    ['Warning: check again', 'warning'],
    [MESSAGES.success, 'success'],
    [MESSAGES.submitting, 'success'],
    [MESSAGES.nameRequired, 'success'],
  ])('%j → %s', (message, type) => {
    expect(quoteToastType(message)).toBe(type);
  });

  it('prefers error over warning when both words appear', () => {
    expect(quoteToastType('warning: please retry')).toBe('error');
  });

  it('makes every banner message of the wizard except progress and success an error toast', () => {
    const validation = Object.entries(MESSAGES)
      .filter(([key]) => !['submitting', 'success', 'nameRequired', 'emailRequired'].includes(key))
      .map(([, text]) => text);
    for (const text of validation) expect(quoteToastType(text), text).toBe('error');
  });
});
