import { describe } from 'vitest';
import { newsletterSendsContract } from './contract/newsletterSends';
import { useEmbedded } from './support/embedded';

describe('the owner sends a note to the subscribers', () => {
  newsletterSendsContract(useEmbedded());
});
