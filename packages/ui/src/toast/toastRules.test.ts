import { describe, expect, it } from 'vitest';
import { nextToast, type Toast } from './toastRules';

const toast = (id: number, message: string, type: Toast['type'] = 'success', shows = 1): Toast => ({ id, message, type, durationMs: 5000, shows });

describe('nextToast (the toast to show)', () => {
  it('shows a toast when none is visible', () => {
    expect(nextToast([], toast(1, 'Hi'))).toEqual(toast(1, 'Hi'));
  });
  it('replaces the visible toast instead of queueing behind it', () => {
    expect(nextToast([toast(1, 'First')], toast(2, 'Second', 'warning'))).toEqual(toast(2, 'Second', 'warning'));
  });
  it('keeps the visible toast when the same message and type come again, and counts the repeat (its timer restarts)', () => {
    expect(nextToast([toast(1, 'Same')], toast(2, 'Same'))).toEqual(toast(1, 'Same', 'success', 2));
  });
  it('shows the same text again when its type differs', () => {
    expect(nextToast([toast(1, 'Same')], toast(2, 'Same', 'error'))).toEqual(toast(2, 'Same', 'error'));
  });
  it('shows an identical toast anew when the visible one is already fading out', () => {
    expect(nextToast([toast(1, 'Same')], toast(2, 'Same'), 1)).toEqual(toast(2, 'Same'));
  });
});
