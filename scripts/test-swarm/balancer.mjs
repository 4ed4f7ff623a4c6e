// The operator's load balancer in front of the gateways, as host-mode publishing needs one: it
// listens on 127.0.0.1, sends each request to the next node whose gateway answers its health check
// (checked every 250 ms, as an HAProxy or a cloud balancer does, only faster), and sends a request
// to another node when its connection was refused (nothing sent), or, if the request is safe to
// repeat, when the connection failed before any answer. Another request is never sent twice: it
// is answered 502, and counted as failed.
import http from 'node:http';
import { endpoints } from '../test-deploy/endpoints.mjs';
import { RPC_TIMEOUT_MS } from './stack.mjs';

const CHECK_EVERY_MS = 250;
/**
 * How long a node may stay silent before a request safe to repeat goes to another: 5 s above the
 * stack's RPC_TIMEOUT_MS (25 s with the shipped 20 s), so a gateway's slow answer is waited for,
 * not sent twice.
 */
const UPSTREAM_TIMEOUT_MS = RPC_TIMEOUT_MS + 5_000;

/** GET, HEAD and PUT; a POST with an Idempotency-Key (an order) or that changes nothing (a quote). */
export function safeToRepeat(method, url, headers) {
  if (method === 'GET' || method === 'HEAD' || method === 'PUT') return true;
  return 'idempotency-key' in headers || url.startsWith('/api/v1/quotes');
}

function send(port, request, body, timeoutMs = UPSTREAM_TIMEOUT_MS) {
  return new Promise((resolve, reject) => {
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, connection: 'close' },
        agent: false,
        timeout: timeoutMs,
      },
      resolve,
    );
    upstream.on('timeout', () => upstream.destroy(new Error('timeout')));
    upstream.on('error', reject);
    upstream.end(body);
  });
}

/** Starts the balancer over the nodes' gateway ports; resolves to { url, stats, close }. */
export async function startBalancer(ports) {
  const backends = ports.map((port) => ({ port, up: false }));
  const stats = { resent: 0, refused: 0 };
  let next = 0;
  let checking = true;

  const probe = async (backend) => {
    try {
      const response = await send(
        backend.port,
        { method: 'GET', url: '/health/ready', headers: {} },
        undefined,
        2000,
      );
      response.resume();
      backend.up = response.statusCode === 200;
    } catch {
      backend.up = false;
    }
  };
  const checks = (async () => {
    while (checking) {
      await Promise.all(backends.map(probe));
      await new Promise((resolve) => setTimeout(resolve, CHECK_EVERY_MS));
    }
  })();

  const server = http.createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', async () => {
      const body = Buffer.concat(chunks);
      const repeatable = safeToRepeat(request.method, request.url, request.headers);
      const tried = new Set();
      for (;;) {
        // None up by the last checks (a slow answer is not a dead node): try each in turn.
        const untried = backends.filter((b) => !tried.has(b));
        const up = untried.filter((b) => b.up);
        const candidates = up.length > 0 ? up : untried;
        if (candidates.length === 0) break;
        const backend = candidates[next++ % candidates.length];
        tried.add(backend);
        try {
          const upstream = await send(backend.port, request, body);
          response.writeHead(upstream.statusCode, upstream.headers);
          upstream.pipe(response);
          return;
        } catch (error) {
          backend.up = false;
          // Refused: nothing was sent, so any request may go to another node.
          if (!repeatable && error.code !== 'ECONNREFUSED') break;
          stats.resent += 1;
        }
      }
      stats.refused += 1;
      response.writeHead(502, { 'content-type': 'application/json' });
      response.end('{"statusCode":502,"code":"BAD_GATEWAY","message":"no gateway answered"}');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}`;
  return {
    url,
    stats,
    backends,
    async close() {
      checking = false;
      await checks;
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * The balancer over the test Swarm's gateway ports, with the run's endpoints pointed at it, the
 * mail viewer and the emulator (their ports published on 127.0.0.1).
 */
export async function startBalancerForRun(ports) {
  const balancer = await startBalancer(ports.gateways);
  Object.assign(endpoints, {
    site: balancer.url,
    mailViewer: `http://127.0.0.1:${ports.mail}`,
    emulator: `http://127.0.0.1:${ports.emulator}`,
  });
  return balancer;
}
