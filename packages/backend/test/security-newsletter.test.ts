import { describe } from 'vitest';
import { DEFAULT_LIMITS } from '../src/index';
import { newsletterContract } from './contract/newsletter';
import { useEmbedded } from './support/embedded';

describe('attack: using the newsletter as a mail relay', () => {
  const target = useEmbedded({ limits: { submissionsPerEmailPer10Minutes: DEFAULT_LIMITS.submissionsPerEmailPer10Minutes } });
  newsletterContract(target);
});
