import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { SmtpConnections } from './smtp-connections';

/** A port on this machine that nothing listens on: taken, then let go. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('SmtpConnections', () => {
  it('fails a send at once when the SMTP server is down, instead of waiting for ever', async () => {
    const connections = new SmtpConnections({
      host: '127.0.0.1',
      port: await closedPort(),
      secure: false,
      timeoutMs: 60_000,
      max: 1,
    });
    const envelope = { from: 'shop@example.test', to: ['customer@example.test'] };
    await expect(
      connections.send(envelope, Buffer.from('Subject: x\r\n\r\nx\r\n')),
    ).rejects.toThrow(/ECONNREFUSED/);
    connections.close();
  });

  it('fails a send when the server closes the connection before it greets', async () => {
    const server = createServer((socket) => socket.end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const connections = new SmtpConnections({
      host: '127.0.0.1',
      port: (server.address() as AddressInfo).port,
      secure: false,
      timeoutMs: 60_000,
      max: 1,
    });
    const envelope = { from: 'shop@example.test', to: ['customer@example.test'] };
    await expect(connections.send(envelope, Buffer.from('x\r\n'))).rejects.toThrow();
    connections.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
});
