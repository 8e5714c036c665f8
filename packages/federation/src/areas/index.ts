export * from './remoteAreas';
export { DOM_PROTOCOL, SLOT_COMMENT_PREFIX, remoteBaseToken } from './domProtocol';
