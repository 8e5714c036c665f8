/** The one line `pnpm new-remote` answers bad arguments with: what is wrong, then how it is called. */
export const newRemoteRefusal = (problem: string) => `${problem} Usage: pnpm new-remote mf-<name> <ExposedPage>`;
