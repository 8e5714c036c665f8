import { describe, expect, it } from 'vitest';
import { coverAlt } from './coverAlt';

describe('coverAlt', () => {
  it('says what the cover shows: the project, what it delivers and its figure', () => {
    expect(coverAlt('CV Parser', 'Resume-to-JSON API', { value: '97.5%', label: 'Accuracy' })).toBe(
      'Cover image for CV Parser: Resume-to-JSON API; Accuracy 97.5%',
    );
  });

  it('names no figure when the cover has none', () => {
    expect(coverAlt('Face Recognition System', 'REST API and offline SDK')).toBe('Cover image for Face Recognition System: REST API and offline SDK');
  });
});
