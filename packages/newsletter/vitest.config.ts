import { domTestConfig } from '@portfolio/testing/dom';

export default domTestConfig();
