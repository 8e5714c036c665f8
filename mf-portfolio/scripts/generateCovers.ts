import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECTS } from '../src/data/projects';
import { categoriesOf } from '../src/logic/categories';
import { renderCoverSvg } from '../src/logic/coverArt';

/** Writes one SVG cover per project into src/assets/covers and their import map (run after changing a slug, category or the art). */
const dir = path.join(import.meta.dirname, '..', 'src', 'assets', 'covers');
mkdirSync(dir, { recursive: true });
for (const project of PROJECTS) {
  writeFileSync(path.join(dir, `${project.slug}.svg`), renderCoverSvg({ slug: project.slug, categories: categoriesOf(project.category) }));
}
const camel = (slug: string) => slug.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
const imports = PROJECTS.map((p) => `import ${camel(p.slug)} from '../assets/covers/${p.slug}.svg?url';`);
const entries = PROJECTS.map((p) => `  '${p.slug}': ${camel(p.slug)},`);
writeFileSync(
  path.join(import.meta.dirname, '..', 'src', 'data', 'covers.ts'),
  [
    '// Written by scripts/generateCovers.ts. `?url` keeps each cover a file served by this remote, never inlined.',
    ...imports,
    "import type { Slug } from './types';",
    '',
    "/** The address of each project's cover image, resolved against wherever this remote is served from. */",
    'export const COVERS: Record<Slug, string> = {',
    ...entries,
    '};',
    '',
  ].join('\n'),
);
console.log(`Wrote ${PROJECTS.length} covers to ${path.relative(process.cwd(), dir)}`);
