import { describe, expect, it } from 'vitest';
import { TrustedProxies, plainAddress } from './trustedProxies';

describe('TrustedProxies', () => {
  it('without trusted proxies, the peer is the client whatever X-Forwarded-For says', () => {
    const none = new TrustedProxies([]);
    expect(none.clientOf('203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
    expect(none.clientOf('::ffff:127.0.0.1', undefined)).toBe('127.0.0.1');
  });

  it('behind a trusted proxy, the nearest untrusted hop from the right is the client', () => {
    const proxies = new TrustedProxies(['10.0.0.0/8', '::1']);
    expect(proxies.clientOf('10.1.2.3', '198.51.100.7')).toBe('198.51.100.7');
    // The client wrote the leftmost entries itself: they never count.
    expect(proxies.clientOf('10.1.2.3', '1.2.3.4, 198.51.100.7')).toBe('198.51.100.7');
    expect(proxies.clientOf('10.1.2.3', '1.2.3.4, 198.51.100.7, 10.9.9.9')).toBe('198.51.100.7');
    expect(proxies.clientOf('::1', '2001:db8::5')).toBe('2001:db8::5');
  });

  it('a proxy that is not on the list is the client itself', () => {
    const proxies = new TrustedProxies(['10.0.0.1']);
    expect(proxies.clientOf('10.0.0.2', '198.51.100.7')).toBe('10.0.0.2');
  });

  it('a malformed hop ends the chain at the last well-formed address', () => {
    const proxies = new TrustedProxies(['10.0.0.1']);
    expect(proxies.clientOf('10.0.0.1', 'evil, not-an-ip')).toBe('10.0.0.1');
    expect(proxies.clientOf('10.0.0.1', 'not-an-ip, 198.51.100.7')).toBe('198.51.100.7');
  });

  it('refuses entries that are not addresses or CIDR ranges', () => {
    expect(() => new TrustedProxies(['10.0.0.0/33'])).toThrow(/TRUSTED_PROXIES/);
    expect(() => new TrustedProxies(['proxy.example'])).toThrow(/not an IP address/);
  });

  it('reads IPv4-mapped IPv6 peers as IPv4', () => {
    expect(plainAddress('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(plainAddress('2001:db8::1')).toBe('2001:db8::1');
  });
});
