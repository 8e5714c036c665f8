import { describe } from 'vitest';
import { DEFAULT_LIMITS } from '../src/index';
import { formMailContract } from './contract/formMail';
import { useEmbedded } from './support/embedded';

describe('attack: using the forms as a mail relay', () => {
  const target = useEmbedded({ limits: { submissionsPerEmailPer10Minutes: DEFAULT_LIMITS.submissionsPerEmailPer10Minutes } });
  formMailContract(target);
});
