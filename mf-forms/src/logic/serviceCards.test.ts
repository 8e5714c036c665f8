import { describe, expect, it } from 'vitest';
import { TIMINGS } from './constants';
import { collapseCard, scrollBehavior, toggleCard } from './serviceCards';

describe('service cards', () => {
  it('opens a closed card, closes the open one, and replaces another', () => {
    expect(toggleCard(null, 'ai_api')).toBe('ai_api');
    expect(toggleCard('ai_api', 'ai_api')).toBeNull();
    expect(toggleCard('ai_api', 'chatbots')).toBe('chatbots');
  });

  it('the timed collapse closes only the card that is still open', () => {
    expect(collapseCard('ai_mobile', 'ai_mobile')).toBeNull();
    expect(collapseCard('chatbots', 'ai_mobile')).toBe('chatbots');
    expect(collapseCard(null, 'ai_mobile')).toBeNull();
  });

  it('scrolls smoothly unless reduced motion is asked for', () => {
    expect(scrollBehavior(false)).toBe('smooth');
    expect(scrollBehavior(true)).toBe('auto');
  });

  it('uses the spec timings', () => {
    expect(TIMINGS).toEqual({ serviceCardCollapseMs: 2000, scrollIntoViewDelayMs: 100, contactValidationToastMs: 3000 });
  });
});
