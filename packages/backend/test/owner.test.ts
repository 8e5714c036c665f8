import { ownerContract } from './contract/owner';
import { useEmbedded } from './support/embedded';

ownerContract(useEmbedded());
