import { accountContract } from './contract/account';
import { constraintsContract } from './contract/constraints';
import { leadSourceContract } from './contract/leadSource';
import { restContract } from './contract/rest';
import { rlsContract } from './contract/rls';
import { useEmbedded } from './support/embedded';

const target = useEmbedded();
rlsContract(target);
constraintsContract(target);
leadSourceContract(target);
accountContract(target);
restContract(target);
