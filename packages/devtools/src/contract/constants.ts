/** The file a shell's release publishes beside remotes.json: what the live shell passes and provides to its remotes. */
export const CONTRACT_FILE = 'shell-contract.json';

/** Where the contract's types come from in this repository: the shell publishes this file's text. */
export const CONTRACT_TYPES_SOURCE = 'packages/ui/src/contracts.ts';

export const CONTRACT_MESSAGES = {
  notExposed: (id: string) => `${id}: the live shell's area table names it, but the remote no longer exposes it`,
  notProvided: (name: string, range: string) => `${name}@${range}: the live shell does not provide ${name} at all`,
  outOfRange: (name: string, range: string, provided: string) =>
    `${name}@${range}: outside the live shell's ${name}@${provided}; release a shell that provides it first`,
  droppedProps: (id: string, props: string) => `${id}: drops props the shell passes (${props})`,
  typeMismatch: (id: string, detail: string) => `${id}: no longer satisfies the shell's contract type: ${detail}`,
  failed: (remote: string, count: number) => `${remote} breaks the live shell's contract (${count} problem(s)); it is not released.`,
  passed: (remote: string) => `${remote} satisfies the live shell's contract.`,
} as const;
