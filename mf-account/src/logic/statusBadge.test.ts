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
});
