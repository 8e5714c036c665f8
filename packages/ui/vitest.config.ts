import { domTestConfig } from '../testing/dom';

export default domTestConfig();
