import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The spec's conversion API, played by a server of the test's own: a rate for any code while
 * healthy (`eurRate` for EUR, 2.5 for the rest), 500 for every request while down.
 */
export function startConversionApi(eurRate: number): Promise<{
  url: string;
  setDown: (down: boolean) => void;
  close: () => Promise<void>;
}> {
  let down = false;
  const server = http.createServer((request, response) => {
    const to = new URL(request.url ?? '/', 'http://localhost').searchParams.get('to') ?? '';
    response.setHeader('content-type', 'application/json');
    if (down) {
      response.writeHead(500).end(JSON.stringify({ error: 'down for maintenance' }));
      return;
    }
    response.end(JSON.stringify({ info: { rate: to === 'EUR' ? eurRate : 2.5 } }));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/convert`,
        setDown: (value) => {
          down = value;
        },
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    ),
  );
}
