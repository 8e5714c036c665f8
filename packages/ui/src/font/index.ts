export { ALWAYS_KEPT, FALLBACK_LOCAL_FONTS, FONT, FONT_STACK, SYSTEM_FONTS } from './constants';
export { fallbackOverrides, fontCharacters, fontFaceCss, type FallbackFace, type FallbackOverrides, type FontMetrics } from './fontFaces';
