import { spawn } from 'node:child_process';

/** The command that opens `url` in the visitor's browser, or null when none should open. */
export interface BrowserCommand {
  cmd: string;
  args: string[];
}

/**
 * How `pnpm preview` opens the preview link. `BROWSER` names a browser or a script to run with the URL, and
 * `BROWSER=none` opens nothing (the convention of create-react-app and Vite); nothing opens in CI or when the output is
 * not a terminal (a script, a test); otherwise the platform's own opener is used.
 */
export function browserCommand(
  url: string,
  { platform, env, interactive }: { platform: NodeJS.Platform; env: NodeJS.ProcessEnv; interactive: boolean },
): BrowserCommand | null {
  const browser = env.BROWSER?.trim();
  if (browser?.toLowerCase() === 'none') return null;
  if (browser) return { cmd: browser, args: [url] };
  if (!interactive || (env.CI && env.CI !== 'false')) return null;
  if (platform === 'darwin') return { cmd: 'open', args: [url] };
  if (platform === 'win32') return { cmd: 'cmd', args: ['/c', 'start', '""', url.replace(/&/g, '^&')] };
  return { cmd: 'xdg-open', args: [url] };
}

/**
 * Runs the command detached, so Ctrl-C on the preview server leaves the browser open. Resolves to null once it
 * started, or to the reason it could not (no such program), which the caller prints beside the link.
 */
export function openBrowser(command: BrowserCommand): Promise<string | null> {
  return new Promise((resolve) => {
    const child = spawn(command.cmd, command.args, { detached: true, stdio: 'ignore' });
    child.once('error', (err) => resolve(`${command.cmd}: ${err.message}`));
    child.once('spawn', () => {
      child.unref();
      resolve(null);
    });
  });
}
