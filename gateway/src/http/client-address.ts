// The browser's address, found the way express finds req.ip: walking back from the TCP peer
// through X-Forwarded-For while each hop is a trusted proxy (TRUST_PROXY). Used where express is
// not involved, such as a WebSocket upgrade, so both count the same client.
import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';

/** Express's compiled `trust proxy` setting: whether the hop at `address` (i-th from the socket) is believed. */
export type TrustProxy = (address: string, hop: number) => boolean;

export function clientAddressOf(req: IncomingMessage, trust: TrustProxy): string {
  return proxyaddr(req, trust);
}
