import { APPS, REMOTE_NAMES, appByDir, sitePorts, type RemoteName } from '@portfolio/federation';
import { buildMissing, outdatedApps } from '../build';
import { exitOnError, stopOnSignal } from '../lifecycle';
import { distDir } from '../paths';
import { serveStatic } from '../serveStatic';
import { BROWSER_OPENED, PREVIEW_USAGE, browserNotOpened, previewInstructions } from './constants';
import { browserCommand, openBrowser } from './openBrowser';
import { devPreviewOrigin, previewLink, previewPort } from './previewLink';

/**
 * `pnpm preview <remote>`: the remote's production build (built first only when missing or outdated), served on the
 * development preview port the local site allows (or PREVIEW_PORT, or a free one for another site), and the live
 * site's address that composes it into one tab, opened in the browser (docs/decisions/028-preview-inside-the-real-site.md).
 */
async function main() {
  const dir = process.argv.slice(2).find((a) => a !== '--') ?? '';
  const app = appByDir(dir);
  if (!app || !REMOTE_NAMES.includes(app as RemoteName)) throw new Error(PREVIEW_USAGE);
  buildMissing([app], outdatedApps([app]));
  const server = await serveStatic(distDir(app), previewPort(process.env, sitePorts(process.env).shell), process.env);
  stopOnSignal([server.close]);
  const manifestUrl = `${server.url}/mf-manifest.json`;
  const shell = sitePorts(process.env).shell;
  const site = process.env.LIVE_SITE_URL || `http://localhost:${shell}`;
  const allowedByDefault = !process.env.LIVE_SITE_URL && server.url === devPreviewOrigin(shell);
  const link = previewLink(site, app, manifestUrl);
  console.log(previewInstructions({ dir: APPS[app].dir, manifestUrl, origin: server.url, link, allowedByDefault }));
  const command = browserCommand(link, { platform: process.platform, env: process.env, interactive: process.stdout.isTTY === true });
  if (command) {
    const failed = await openBrowser(command);
    console.log(failed ? browserNotOpened(failed) : BROWSER_OPENED);
  }
}

main().catch(exitOnError);
