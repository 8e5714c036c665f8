export * from './constants';
export { allowedOrigins, parsePreviewOrigins, toOrigin } from './origins';
export {
  checkOverrides,
  fromStoredText,
  storedText,
  withOverrides,
  type CheckedOverrides,
  type PreviewOverride,
  type PreviewRefusal,
  type PreviewRules,
} from './overrides';
