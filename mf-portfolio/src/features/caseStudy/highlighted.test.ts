import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { folderFile, readContent } from '../../../scripts/caseStudies';
import { codeBlocks, highlightPage, renderModule } from '../../../scripts/highlight';
import { SLUGS } from '../../data/projects';
import { CODE_BACKGROUND, contrastRatio } from '@portfolio/ui/code-colors';
import { loadContent } from './loadContent';

describe('build-time highlighting', () => {
  for (const slug of SLUGS) {
    it(`${slug}: the committed highlights match the code samples (run \`pnpm --filter mf-portfolio case-studies\` if not)`, async () => {
      expect(readFileSync(folderFile(slug, 'highlighted.ts'), 'utf8')).toBe(renderModule(await highlightPage(await readContent(slug))));
    });
  }

  it('gives every loaded code sample tokens whose text is exactly the code, in colours with AA contrast', async () => {
    for (const slug of SLUGS) {
      const blocks = codeBlocks(await loadContent(slug));
      for (const block of blocks) {
        expect(block.tokens, `${slug}: ${block.title}`).toBeDefined();
        expect(block.tokens!.map((line) => line.map(([text]) => text).join('')).join('\n'), `${slug}: ${block.title}`).toBe(block.code);
        for (const [, color] of block.tokens!.flat()) expect(contrastRatio(color, CODE_BACKGROUND), color).toBeGreaterThanOrEqual(4.5);
      }
      expect(blocks.filter((b) => b.tokens!.some((line) => new Set(line.map(([, c]) => c)).size > 1)).length > 0 || blocks.length === 0, slug).toBe(true);
    }
  });
});
