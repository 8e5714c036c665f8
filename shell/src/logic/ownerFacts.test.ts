import { describe, expect, it } from 'vitest';
import { OWNER_FACTS } from './constants';
import { ownerFacts } from './ownerFacts';

describe('ownerFacts', () => {
  it('lists location, availability and the reply time, in that order', () => {
    expect(ownerFacts({ location: 'Remote, based in Lisbon', availability: 'Available for new projects', replyTime: 'two working days' })).toEqual([
      { kind: 'location', text: 'Remote, based in Lisbon' },
      { kind: 'availability', text: 'Available for new projects' },
      { kind: 'reply', text: OWNER_FACTS.reply('two working days') },
    ]);
    expect(OWNER_FACTS.reply('two working days')).toBe('I reply within two working days');
  });

  it('leaves out a field that is missing, blank or still a placeholder', () => {
    expect(ownerFacts({ replyTime: '<reply time, e.g. two working days>' })).toEqual([]);
    expect(ownerFacts({ location: '  ', availability: '<availability>', replyTime: 'a day' })).toEqual([{ kind: 'reply', text: OWNER_FACTS.reply('a day') }]);
  });
});
