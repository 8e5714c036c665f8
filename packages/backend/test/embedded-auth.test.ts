import { authContract } from './contract/auth';
import { recoveryContract } from './contract/recovery';
import { useEmbedded } from './support/embedded';

const target = useEmbedded();
authContract(target);
recoveryContract(target);
