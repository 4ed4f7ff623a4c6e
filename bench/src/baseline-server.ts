// The baseline: a bare fastify server that answers GET / with the bytes it is given, from memory.
// Run as its own process (like the gateway) so it does not share a thread with the load generator.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [bodyFile, etag, contentType = 'application/json; charset=utf-8'] = process.argv.slice(2);
const body = readFileSync(bodyFile!);
const app = Fastify({ logger: false });
app.get('/', (request, reply) => {
  void reply.header('etag', etag).header('cache-control', 'public, max-age=5, must-revalidate');
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.header('content-type', contentType).send(body);
});
app.listen({ port: 0, host: '127.0.0.1' }).then(
  (address) => process.stdout.write(`${address}\n`),
  (error: Error) => {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  },
);
