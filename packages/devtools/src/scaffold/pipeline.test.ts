import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../paths';
import { PIPELINE_TEMPLATE, pipelineFor, withOwner } from './pipeline';

const read = (file: string) => readFileSync(path.join(REPO_ROOT, file), 'utf8');

describe('a new remote’s pipeline', () => {
  it('is the template’s caller workflow with the new folder everywhere the template named its own', () => {
    const template = read(`.github/workflows/${PIPELINE_TEMPLATE}.yml`);
    const written = pipelineFor('mf-blog', template);
    expect(written).not.toContain(PIPELINE_TEMPLATE);
    expect(written).toContain("- 'mf-blog/**'");
    expect(written).toContain("- '.github/workflows/mf-blog.yml'");
    expect(written).toContain('app: mf-blog');
  });

  it('gets a placeholder owner after the apps, once', () => {
    const codeowners = read('.github/CODEOWNERS');
    const written = withOwner(codeowners, 'mf-blog');
    const lines = written.split('\n');
    const at = lines.findIndex((l) => /^\/mf-blog\/\s+@your-org\/blog-team$/.test(l));
    const notes = lines.find((l) => l.startsWith('/mf-notes/'))!;
    expect(at).toBeGreaterThan(lines.indexOf(notes));
    expect(lines[at]!.indexOf('@')).toBe(notes.indexOf('@'));
    expect(lines[at + 1]).not.toMatch(/^\/mf-/);
    expect(withOwner(written, 'mf-blog')).toBe(written);
  });
});
