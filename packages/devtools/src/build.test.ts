import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentConfigHash, writeStamp, type AppName } from '@portfolio/federation';
import { outdatedApps } from './build';

let root: string;
const dist = (app: AppName) => path.join(root, app, 'dist');
const build = (app: AppName, stamp = true) => {
  mkdirSync(dist(app), { recursive: true });
  writeFileSync(path.join(dist(app), 'index.html'), '<!doctype html>');
  if (stamp) writeStamp(dist(app), currentConfigHash(root));
};

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'site-config-'));
  mkdirSync(path.join(root, 'packages/ui/src/site'), { recursive: true });
  writeFileSync(path.join(root, 'packages/ui/src/site/siteConfig.ts'), 'export const SITE = {};');
  writeFileSync(path.join(root, 'site.config.json'), '{"ownerName":"Ada"}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('a site-config change on the next start', () => {
  it('leaves builds of the current config alone', () => {
    build('shell');
    build('mf_forms');
    expect(outdatedApps(['shell', 'mf_forms'], root, dist)).toEqual([]);
  });

  it('rebuilds every build made before site.config.json changed, or before it existed', () => {
    build('shell');
    build('mf_forms');
    writeFileSync(path.join(root, 'site.config.json'), '{"ownerName":"Grace"}');
    expect(outdatedApps(['shell', 'mf_forms'], root, dist)).toEqual(['shell', 'mf_forms']);
    build('shell');
    expect(outdatedApps(['shell', 'mf_forms'], root, dist)).toEqual(['mf_forms']);
    rmSync(path.join(root, 'site.config.json'));
    expect(outdatedApps(['shell'], root, dist)).toEqual(['shell']);
  });

  it('treats a build without a stamp as outdated, and leaves unbuilt apps to the usual build', () => {
    build('shell', false);
    expect(outdatedApps(['shell', 'mf_quote'], root, dist)).toEqual(['shell']);
  });
});
