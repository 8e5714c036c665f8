import { BlockList, isIP } from 'node:net';

/** An IPv4-mapped IPv6 peer (`::ffff:127.0.0.1`, as a dual-stack socket reports it) in its IPv4 form. */
export function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

function family(address: string): 'ipv4' | 'ipv6' | undefined {
  const version = isIP(address);
  return version === 4 ? 'ipv4' : version === 6 ? 'ipv6' : undefined;
}

/** The proxies whose X-Forwarded-For is believed: addresses or CIDR ranges (`10.0.0.0/8`, `::1`). */
export class TrustedProxies {
  private readonly list = new BlockList();
  readonly size: number;

  constructor(entries: readonly string[]) {
    for (const entry of entries) {
      const [address = '', bits] = entry.split('/');
      const kind = family(address);
      const prefix = bits === undefined ? undefined : Number(bits);
      const maxBits = kind === 'ipv4' ? 32 : 128;
      if (!kind || (prefix !== undefined && (!Number.isInteger(prefix) || prefix < 0 || prefix > maxBits))) {
        throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range (e.g. 10.0.0.1 or 10.0.0.0/8)`);
      }
      if (prefix === undefined) this.list.addAddress(address, kind);
      else this.list.addSubnet(address, prefix, kind);
    }
    this.size = entries.length;
  }

  trusts(address: string): boolean {
    const kind = family(address);
    return this.size > 0 && kind !== undefined && this.list.check(address, kind);
  }

  /**
   * The client's address: the connection's peer, or, when the peer is a trusted proxy, the nearest
   * X-Forwarded-For entry (read from the right) that is not itself a trusted proxy. Entries left of that one
   * were written by the client and are never believed.
   */
  clientOf(peer: string, forwardedFor: string | undefined): string {
    let client = plainAddress(peer);
    if (!forwardedFor || !this.trusts(client)) return client;
    const hops = forwardedFor
      .split(',')
      .map((hop) => plainAddress(hop.trim()))
      .reverse();
    for (const hop of hops) {
      // A malformed hop ends the chain: the last well-formed address before it is the best answer.
      if (!family(hop)) return client;
      client = hop;
      if (!this.trusts(hop)) return hop;
    }
    return client;
  }
}
