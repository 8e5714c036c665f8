import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APPS, REMOTE_NAMES } from './ports';

/**
 * @portfolio/mui and @portfolio/router are the shared singletons of MUI and React Router, cut down to the
 * exports the site uses (shared.ts). A missing export fails the typecheck; an export nobody imports fails
 * here, because every page would download it for nothing.
 */
const repo = path.resolve(import.meta.dirname, '..', '..', '..');
/** Every app of APPS and the shared packages whose code imports the subsets. */
const APP_DIRS = [...Object.values(APPS).map((app) => app.dir), 'packages/ui', 'packages/auth'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' || e.name === 'dist' ? [] : sources(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

/** Value names the given folders' production code imports from exactly `pkg` (tests may not justify an export). */
function namesImportedBy(dirs: string[], pkg: string): Set<string> {
  const pattern = new RegExp(`import\\s+\\{([^}]*)\\}\\s+from\\s+'${pkg}'`, 'g');
  return new Set(
    dirs.flatMap((d) =>
      sources(path.join(repo, d, 'src')).flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(pattern)].flatMap((m) =>
          m[1]!
            .split(',')
            .map((n) => n.trim().replace(/\s+as\s+.*/, ''))
            .filter((n) => n && !n.startsWith('type ')),
        ),
      ),
    ),
  );
}

/** Value names imported from `pkg` by the apps' and packages' production code. */
const importedNames = (pkg: string) => namesImportedBy(APP_DIRS, pkg);

function exportedNames(pkgDir: string, file = 'index.ts'): string[] {
  const src = readFileSync(path.join(repo, 'packages', pkgDir, 'src', file), 'utf8');
  return [...src.matchAll(/^export \{([^}]*)\}/gm)].flatMap((m) =>
    m[1]!
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean),
  );
}

const REMOTES = REMOTE_NAMES.map((name) => APPS[name].dir);

describe('the shared subsets of MUI and React Router', () => {
  it.each([
    ['@portfolio/mui', 'mui', 'index.ts'],
    ['@portfolio/mui/extra', 'mui', 'extra.ts'],
    ['@portfolio/mui/frame', 'mui', 'frame.ts'],
    ['@portfolio/mui/choices', 'mui', 'choices.ts'],
    ['@portfolio/mui/select', 'mui', 'select.ts'],
    ['@portfolio/mui/tabs', 'mui', 'tabs.ts'],
    ['@portfolio/router', 'router', 'index.ts'],
  ])('%s exports only what the site imports', (pkg, dir, file) => {
    const exported = exportedNames(dir, file);
    expect(exported.length).toBeGreaterThanOrEqual(2);
    const used = importedNames(pkg);
    expect(exported.filter((name) => !used.has(name))).toEqual([]);
  });

  // Issue 41: MUI X's chart is a shared module of one export, which only the owner's inbox imports.
  it('@portfolio/mui/charts exports only what the site imports', () => {
    const exported = exportedNames('mui', 'charts.ts');
    expect(exported).toEqual(['BarChart']);
    expect(exported.filter((name) => !importedNames('@portfolio/mui/charts').has(name))).toEqual([]);
  });

  // Issue 26: the shell hands a remote page the whole of @portfolio/mui, so an export only the shell uses (a tooltip's
  // popper, a dialog) would be downloaded by every remote page before it is live.
  it('@portfolio/mui exports only what a remote imports from it; the shell-only MUI is in /frame, which no remote imports', () => {
    const remoteNames = namesImportedBy(REMOTES, '@portfolio/mui');
    expect(exportedNames('mui', 'index.ts').filter((name) => !remoteNames.has(name))).toEqual([]);
    expect([...namesImportedBy(REMOTES, '@portfolio/mui/frame')]).toEqual([]);
    const index = new Set(exportedNames('mui', 'index.ts'));
    expect(exportedNames('mui', 'frame.ts').filter((name) => index.has(name))).toEqual([]);
  });

  // Issue 26: what every remote page downloads before it is live (the base module, handed whole, and /extra) leaves
  // out MUI's heavy overlays and menus; MUI's own TextField imports Select, Menu, Popover and Modal.
  it('the modules every remote page loads leave out MUI overlays, menus and tabs', () => {
    const heavy = ['Autocomplete', 'Dialog', 'Menu', 'Modal', 'Popover', 'Popper', 'Select', 'Snackbar', 'Tabs', 'TextField', 'Tooltip'];
    const fromMuiIn = (src: string) =>
      [...src.matchAll(/(?:import|export)\s+\{([^}]*)\}\s+from\s+'@mui\/material'/g)].flatMap((m) => m[1]!.split(',').map((n) => n.trim()));
    for (const file of ['index.ts', 'extra.ts'])
      expect(
        fromMuiIn(readFileSync(path.join(repo, 'packages', 'mui', 'src', file), 'utf8')).filter((name) => heavy.includes(name)),
        file,
      ).toEqual([]);
    // The site's TextField, which /extra exports, is built from MUI's parts, not from MUI's TextField.
    expect(fromMuiIn(readFileSync(path.join(repo, 'packages', 'mui', 'src', 'fields.tsx'), 'utf8')).filter((name) => heavy.includes(name))).toEqual([]);
  });

  it('/extra holds only what remotes use, and nothing the shell already runs on every page', () => {
    const remoteNames = namesImportedBy(REMOTES, '@portfolio/mui/extra');
    expect(exportedNames('mui', 'extra.ts').filter((name) => !remoteNames.has(name))).toEqual([]);
    const index = new Set(exportedNames('mui', 'index.ts'));
    expect(exportedNames('mui', 'extra.ts').filter((name) => index.has(name))).toEqual([]);
  });
});
