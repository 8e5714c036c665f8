/**
 * The browser tests serve the built site on their own ports, so they never collide with a `pnpm start`
 * running on 3000–3004 / 54321. The remotes are found through `/remotes.json`, as in production.
 */
export const TEST_PORTS = {
  shell: 4000,
  mf_portfolio: 4001,
  mf_quote: 4002,
  mf_forms: 4003,
  mf_account: 4004,
  backend: 4321,
  /** Free ports for tests that start extra servers of their own (remote down, moved remote). */
  spare: [4100, 4101, 4102, 4103],
} as const;

export const BASE_URL = `http://localhost:${TEST_PORTS.shell}`;
