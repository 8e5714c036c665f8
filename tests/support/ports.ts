import { sitePorts } from '@portfolio/federation/ports';

/**
 * The browser tests serve the built site on their own ports, so they never collide with a `pnpm start`
 * running on 3000 and the ports after it / 54321. `E2E_PORT_BASE` moves the whole block (default 4000) so two runs can
 * share a machine. The remotes are found through `/remotes.json`, as in production.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 4000);

export const TEST_PORTS = {
  /** Every app of APPS laid out as one copy of the site on `base` (the shell, then each remote at its place), and the backend. */
  ...sitePorts({ PORT: String(base), BACKEND_PORT: String(base + 321) }),
  /** Free ports for tests that start extra servers of their own (remote down, moved remote). */
  spare: [base + 100, base + 101, base + 102, base + 103],
  /** Whole copies of the site started as `PORT=… BACKEND_PORT=… pnpm start` does: each shell port and one after it per remote. */
  copies: [
    { shell: base + 200, backend: base + 330 },
    { shell: base + 210, backend: base + 331 },
  ],
  /** A remote run alone (`pnpm --filter mf-forms preview`): its copy's shell port (the remote is on +3) and backend. */
  alone: { shell: base + 220, backend: base + 332 },
  /** A shell served with PUBLIC_SITE_URL set (it loads the suite's remotes). */
  publicUrl: base + 230,
} as const;

export const BASE_URL = `http://localhost:${TEST_PORTS.shell}`;
