import { domTestConfig } from '../packages/testing/dom';

export default domTestConfig();
