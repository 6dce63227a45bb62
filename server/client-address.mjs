import { isIP } from 'node:net';

/** `::ffff:203.0.113.7` (an IPv4 peer on a dual-stack socket) is written `203.0.113.7`. */
function plain(address) {
  const trimmed = address.trim();
  return trimmed.startsWith('::ffff:') && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed;
}

/**
 * The visitor's address, as Express's `trust proxy` reads it with a hop count: the socket's
 * peer, then X-Forwarded-For from the right, one entry per trusted hop. With 0 hops the header
 * is ignored (any client can send it); an entry that is not an address ends the walk.
 * @param {string | undefined} socketAddress @param {string | string[] | undefined} forwardedFor @param {number} trustedHops
 */
export function resolveClientAddress(socketAddress, forwardedFor, trustedHops) {
  let address = socketAddress ? plain(socketAddress) : 'unknown';
  if (trustedHops <= 0 || !forwardedFor) return address;
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor).split(',').map(plain).reverse();
  for (const hop of hops.slice(0, trustedHops)) {
    if (!isIP(hop)) break;
    address = hop;
  }
  return address;
}

/**
 * TRUSTED_PROXY_HOPS: how many proxies in front of the site append to X-Forwarded-For.
 * Anything but a whole number from 0 to 10 stops the start, rather than trusting by accident.
 * @param {string | undefined} raw
 */
export function trustedProxyHops(raw) {
  if (raw === undefined || raw.trim() === '') return 0;
  if (!/^(10|[0-9])$/.test(raw.trim())) {
    throw new Error(`TRUSTED_PROXY_HOPS must be a whole number from 0 to 10, not "${raw}"`);
  }
  return Number(raw.trim());
}

/**
 * Whether the visitor reached us over https: the socket's own TLS, or what the nearest trusted
 * proxy says in X-Forwarded-Proto (its last entry). Cookies get `Secure` from this.
 * @param {boolean} encrypted @param {string | string[] | undefined} forwardedProto @param {number} trustedHops
 * @returns {'https' | 'http'}
 */
export function resolveProtocol(encrypted, forwardedProto, trustedHops) {
  const own = encrypted ? 'https' : 'http';
  if (trustedHops <= 0 || !forwardedProto) return own;
  const said = (Array.isArray(forwardedProto) ? forwardedProto.join(',') : forwardedProto).split(',').pop()?.trim().toLowerCase();
  return said === 'https' || said === 'http' ? said : own;
}
