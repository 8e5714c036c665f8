/** Colours of code samples and the contrast arithmetic they are checked with: shared by every remote that shows code. */
export { CODE_BACKGROUND, CODE_BAR, CODE_FOCUS, CODE_FONT, CODE_SOFT, CODE_STRONG, CODE_TEXT } from './codeTheme';
export { contrastRatio, liftToContrast } from './contrast';
export { mix } from './colorMix';
