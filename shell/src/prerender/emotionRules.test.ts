import { describe, expect, it } from 'vitest';
import { splitInserted } from './emotionRules';

describe('splitInserted', () => {
  it('keeps class rules and keyframes by id and the globals as CSS', () => {
    const { rules, globalCss } = splitInserted({
      abc123: '.css-abc123{color:red;}@media (min-width:600px){.css-abc123{color:blue;}}',
      'animation-k1': '@keyframes animation-k1{from{opacity:0;}to{opacity:1;}}',
      g7: 'html{box-sizing:border-box;}body{margin:0;}',
    });
    expect(rules).toEqual([
      { id: 'abc123', css: '.css-abc123{color:red;}@media (min-width:600px){.css-abc123{color:blue;}}' },
      { id: 'animation-k1', css: '@keyframes animation-k1{from{opacity:0;}to{opacity:1;}}' },
    ]);
    expect(globalCss).toBe('html{box-sizing:border-box;}body{margin:0;}');
  });

  it('skips ids whose styles are empty or were inserted elsewhere', () => {
    expect(splitInserted({ empty: '', seen: true })).toEqual({ rules: [], globalCss: '' });
  });
});
