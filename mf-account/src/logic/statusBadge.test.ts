import { describe, expect, it } from 'vitest';
import { statusTone } from './statusBadge';

describe('statusTone', () => {
  it('shows completed quotes and service requests in green, anything else in blue', () => {
    expect(statusTone('quote', 'Completed')).toBe('green');
    expect(statusTone('serviceRequest', 'Completed')).toBe('green');
    for (const status of ['Pending', 'In Progress', 'completed', 'Read', '']) {
      expect(statusTone('quote', status)).toBe('blue');
      expect(statusTone('serviceRequest', status)).toBe('blue');
    }
  });

  it('shows read contact submissions in green, anything else in yellow', () => {
    expect(statusTone('contact', 'Read')).toBe('green');
    for (const status of ['New', 'Completed', 'read', '']) expect(statusTone('contact', status)).toBe('yellow');
  });

  it('keeps the rule for every status the owner can set (issue 14)', () => {
    expect(['Pending', 'In Progress', 'Completed', 'Declined'].map((s) => statusTone('quote', s))).toEqual(['blue', 'blue', 'green', 'blue']);
    expect(['Pending', 'In Progress', 'Completed', 'Declined'].map((s) => statusTone('serviceRequest', s))).toEqual(['blue', 'blue', 'green', 'blue']);
    expect(['New', 'Read', 'Archived'].map((s) => statusTone('contact', s))).toEqual(['yellow', 'green', 'yellow']);
  });
});
