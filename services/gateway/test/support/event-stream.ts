import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/** How long a test waits for the event it expects on the stream. */
const WAIT_MS = 10_000;

/**
 * The staff event stream as a dashboard reads it: the gateway listening on a port of its own,
 * /api/v1/admin/events opened with the caller's headers, `act` done, and the stream read until an
 * event of `type` arrives (or WAIT_MS pass). Returns the answer's status, type and text read.
 */
export async function streamAround(
  gateway: NestFastifyApplication,
  headers: Record<string, string>,
  type: string,
  act: () => Promise<unknown>,
): Promise<{ status: number; contentType: string | null; text: string }> {
  await gateway.listen(0, '127.0.0.1');
  const abort = new AbortController();
  const response = await fetch(`${await gateway.getUrl()}/api/v1/admin/events`, {
    headers,
    signal: abort.signal,
  });
  let text = '';
  if (response.ok) {
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    const reading = (async () => {
      while (!text.includes(`event: ${type}`)) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value);
      }
    })();
    await act();
    await Promise.race([reading, new Promise((resolve) => setTimeout(resolve, WAIT_MS))]);
  }
  abort.abort();
  return { status: response.status, contentType: response.headers.get('content-type'), text };
}
