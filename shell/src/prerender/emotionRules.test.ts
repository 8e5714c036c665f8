import { describe, expect, it } from 'vitest';
import { emotionIdOf } from './emotionRules';

describe('emotionIdOf', () => {
  it('takes the id from the css- class, including media and pseudo rules', () => {
    expect(emotionIdOf('.css-1abc2de{color:red}')).toBe('1abc2de');
    expect(emotionIdOf('@media (min-width:900px){.css-xyz9{display:none}}')).toBe('xyz9');
    expect(emotionIdOf('.css-q1w2:hover .MuiSvgIcon-root{opacity:1}')).toBe('q1w2');
  });

  it('uses the keyframes name for animations and gives up on global rules', () => {
    expect(emotionIdOf('@keyframes animation-61bdi0{}', 'animation-61bdi0')).toBe('animation-61bdi0');
    expect(emotionIdOf('html{-webkit-font-smoothing:antialiased}')).toBeNull();
  });
});
