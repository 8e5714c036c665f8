export * from './remoteAreas';
export { DOM_PROTOCOL, REMOTE_FALLBACK_TEST_ID, SLOT_COMMENT_PREFIX, remoteBaseToken } from './domProtocol';
