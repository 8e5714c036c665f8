import { domTestConfig } from './dom';

export default domTestConfig();
