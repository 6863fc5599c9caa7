// proxy-addr (the module express itself finds req.ip with) ships no types of its own.
declare module 'proxy-addr' {
  import type { IncomingMessage } from 'node:http';

  /** Whether the hop at `address` (the i-th from the socket) is a proxy whose X-Forwarded-For is believed. */
  type Trust = (address: string, i: number) => boolean;

  /** The client's address: the first untrusted hop, walking back from the socket through X-Forwarded-For. */
  function proxyaddr(req: IncomingMessage, trust: Trust | string | readonly string[]): string;
  namespace proxyaddr {
    function all(req: IncomingMessage, trust?: Trust | string | readonly string[]): string[];
    function compile(value: string | readonly string[]): Trust;
  }
  export = proxyaddr;
}
