export * from './remoteAreas';
export { DOM_PROTOCOL } from './domProtocol';
