// A TCP proxy a test can cut: every connection through it is destroyed at once, and new ones are
// refused until it is restored (the listening port stays the same). It stands between two parts
// (gateway and backend) to play a network that drops, or a backend that answers slowly.
import net from 'node:net';

export class TcpProxy {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  port = 0;
  /** Added before each chunk the upstream sends back: a slow backend, for in-flight requests. */
  latencyMs = 0;

  constructor(private readonly targetPort: number) {}

  async listen(port = 0): Promise<number> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.targetPort, '127.0.0.1');
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream);
      upstream.on('data', (chunk: Buffer) => {
        if (this.latencyMs === 0) {
          client.write(chunk);
          return;
        }
        upstream.pause();
        setTimeout(() => {
          client.write(chunk);
          upstream.resume();
        }, this.latencyMs);
      });
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.port = (server.address() as net.AddressInfo).port;
    return this.port;
  }

  /** Drops every connection and refuses new ones (connection refused) until restore(). */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }

  async restore(): Promise<void> {
    await this.listen(this.port);
  }

  async close(): Promise<void> {
    await this.cut();
  }
}
