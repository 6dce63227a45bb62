import { resolveClientAddress, resolveProtocol, trustedProxyHops } from '@/server/client-address.mjs';

describe('resolveClientAddress', () => {
  it.each([
    // socket, X-Forwarded-For, hops, address
    ['203.0.113.7', undefined, 0, '203.0.113.7'],
    ['203.0.113.7', '198.51.100.1', 0, '203.0.113.7'],
    ['::ffff:203.0.113.7', '198.51.100.1', 0, '203.0.113.7'],
    ['10.0.0.2', '198.51.100.1', 1, '198.51.100.1'],
    // The client wrote its own first hop; the proxy appended the real address.
    ['10.0.0.2', '1.2.3.4, 198.51.100.1', 1, '198.51.100.1'],
    ['10.0.0.2', '1.2.3.4, 198.51.100.1, 10.0.0.9', 2, '198.51.100.1'],
    // Fewer entries than hops: the furthest one there is.
    ['10.0.0.2', '198.51.100.1', 3, '198.51.100.1'],
    // A made-up entry ends the walk.
    ['10.0.0.2', 'evil, 198.51.100.1', 2, '198.51.100.1'],
    ['10.0.0.2', 'not-an-address', 1, '10.0.0.2'],
    ['10.0.0.2', ['1.2.3.4', '198.51.100.1'], 1, '198.51.100.1'],
    [undefined, undefined, 0, 'unknown'],
  ])('%s with %j through %i hops is %s', (socket, forwarded, hops, expected) => {
    expect(resolveClientAddress(socket, forwarded, hops)).toBe(expected);
  });
});

describe('trustedProxyHops', () => {
  it.each([
    [undefined, 0],
    ['', 0],
    ['0', 0],
    ['1', 1],
    [' 2 ', 2],
    ['10', 10],
  ])('%j is %i', (raw, hops) => expect(trustedProxyHops(raw)).toBe(hops));

  it.each(['-1', '1.5', 'true', '11', 'loopback'])('refuses %j', (raw) => {
    expect(() => trustedProxyHops(raw)).toThrow('TRUSTED_PROXY_HOPS');
  });
});

describe('resolveProtocol', () => {
  it.each([
    [false, 'https', 0, 'http'],
    [true, undefined, 0, 'https'],
    [false, 'https', 1, 'https'],
    [false, 'http, https', 1, 'https'],
    [true, 'http', 1, 'http'],
    [false, 'gopher', 1, 'http'],
  ] as const)('TLS %s, %j through %i hops is %s', (encrypted, proto, hops, expected) => {
    expect(resolveProtocol(encrypted, proto, hops)).toBe(expected);
  });
});
