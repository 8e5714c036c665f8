import { postgrestContract } from './contract/postgrest';
import { useEmbedded } from './support/embedded';
import { REST_FIXTURE_SQL } from './support/fixtures';

postgrestContract(useEmbedded({ fixtureSql: REST_FIXTURE_SQL }));
