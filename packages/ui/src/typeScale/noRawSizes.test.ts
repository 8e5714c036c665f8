import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { APPS } from '@portfolio/federation/ports';
import { describe, expect, it } from 'vitest';

/**
 * The type scale and the spacing scale hold only if nobody steps outside them: no component of the shell, the remotes
 * or this package sets a font size as a literal (it names a theme variant, `typography: 'h3'`, or a variant's size,
 * `fontSize: 'body2.fontSize'`), and no margin or padding is given in raw pixels (theme spacing units instead).
 */
const ROOT = path.resolve(import.meta.dirname, '..', '..', '..', '..');
/** The code of every app in APPS (a new remote is checked once it has its line there) and of this package. */
const SOURCES = [...Object.values(APPS).map((app) => `${app.dir}/src`), 'packages/ui/src'];

/** The visually-hidden pattern's 1 px box is part of the technique, not a layout step. */
const EXEMPT = new Set(['mf-portfolio/src/features/shared/visuallyHidden.ts']);

/** A font size given as a number or a CSS length, alone or inside a breakpoint object. */
const RAW_FONT_SIZE = /\bfontSize:\s*(\{[^}]*?)?['"`]?\d/;
/** A margin or padding (sx shorthand or CSS name) given as a pixel string. */
const RAW_SPACING = /\b(m|mt|mb|ml|mr|mx|my|p|pt|pb|pl|pr|px|py|margin\w*|padding\w*):\s*['"`]-?\d+(\.\d+)?px/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function offenders(pattern: RegExp): string[] {
  const files = SOURCES.flatMap((dir) => sourceFiles(path.join(ROOT, dir))).filter((file) => !EXEMPT.has(path.relative(ROOT, file)));
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) => (pattern.test(line) ? [`${path.relative(ROOT, file)}:${i + 1}: ${line.trim()}`] : [])),
  );
}

describe('components stay on the theme scales', () => {
  it('the check finds what it looks for', () => {
    expect(RAW_FONT_SIZE.test("sx={{ fontSize: '1.05rem' }}")).toBe(true);
    expect(RAW_FONT_SIZE.test("sx={{ fontSize: { xs: '1.2rem', md: '1.35rem' } }}")).toBe(true);
    expect(RAW_FONT_SIZE.test('sx={{ fontSize: 14 }}')).toBe(true);
    expect(RAW_FONT_SIZE.test("sx={{ fontSize: 'body2.fontSize' }}")).toBe(false);
    expect(RAW_SPACING.test("sx={{ mt: '2px' }}")).toBe(true);
    expect(RAW_SPACING.test('sx={{ mt: 0.25 }}')).toBe(false);
  });

  it('no component sets a literal font size', () => {
    expect(offenders(RAW_FONT_SIZE)).toEqual([]);
  });

  it('no component sets a margin or padding in raw pixels', () => {
    expect(offenders(RAW_SPACING)).toEqual([]);
  });
});
