import net from 'node:net';

/**
 * A TCP proxy in front of a real service, so a test can cut the network between a client and
 * the service (every open connection dropped, new ones refused) and restore it, or silence it
 * (connections kept open, nothing passing either way: a host lost without a word), without
 * stopping the service that other tests share.
 */
export class TcpProxy {
  private readonly server: net.Server;
  /** Each open connection: the client's socket and the one to the service. */
  private readonly pairs = new Set<[net.Socket, net.Socket]>();
  private open = true;
  private silent = false;

  private constructor(
    private readonly target: { host: string; port: number },
    readonly port: number,
    server: net.Server,
  ) {
    this.server = server;
  }

  static async start(targetUrl: string, defaultPort: number): Promise<TcpProxy> {
    const parsed = new URL(targetUrl);
    const target = { host: parsed.hostname, port: Number(parsed.port || defaultPort) };
    const holder: { proxy?: TcpProxy } = {};
    const server = net.createServer((client) => holder.proxy?.accept(client));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    holder.proxy = new TcpProxy(target, (server.address() as net.AddressInfo).port, server);
    return holder.proxy;
  }

  /** The target URL with its host and port replaced by the proxy's. */
  urlFor(targetUrl: string): string {
    const parsed = new URL(targetUrl);
    parsed.hostname = '127.0.0.1';
    parsed.port = String(this.port);
    return parsed.toString();
  }

  private accept(client: net.Socket): void {
    if (!this.open) {
      client.destroy();
      return;
    }
    const upstream = net.connect(this.target);
    const pair: [net.Socket, net.Socket] = [client, upstream];
    for (const socket of pair) socket.on('error', () => socket.destroy());
    this.pairs.add(pair);
    if (this.silent) for (const socket of pair) socket.pause();
    else connectPair(pair);
    client.on('close', () => {
      this.pairs.delete(pair);
      upstream.destroy();
    });
    upstream.on('close', () => client.destroy());
  }

  /** Nothing passes either way, and no connection closes: as when the host is lost. */
  silence(): void {
    this.silent = true;
    for (const [client, upstream] of this.pairs) {
      client.unpipe(upstream);
      upstream.unpipe(client);
      client.pause();
      upstream.pause();
    }
  }

  /** Bytes pass again (those held meanwhile first). */
  speak(): void {
    this.silent = false;
    for (const pair of this.pairs) connectPair(pair);
  }

  /** Drops every connection and refuses new ones. */
  cut(): void {
    this.open = false;
    for (const pair of this.pairs) for (const socket of pair) socket.destroy();
  }

  restore(): void {
    this.open = true;
  }

  async close(): Promise<void> {
    this.cut();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

function connectPair([client, upstream]: [net.Socket, net.Socket]): void {
  client.pipe(upstream).pipe(client);
}
