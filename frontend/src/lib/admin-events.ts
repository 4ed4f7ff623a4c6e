import { useEffect, useRef, useState } from 'react';
import { env } from '@/config/env';
import { adminHeaders } from '@/lib/api-client';

/** One server-sent event of GET /api/v1/admin/events: rate.refreshed, currency.changed, order.*. */
export interface AdminEvent {
  type: string;
  id?: string;
  data: unknown;
}

const RETRY_MS = [1000, 2000, 5000, 10_000, 30_000];

/** Splits an SSE text stream into events (`event:`, `id:`, `data:` lines, blank-line separated). */
export function parseServerSentEvents(buffer: string): { events: AdminEvent[]; rest: string } {
  const events: AdminEvent[] = [];
  const blocks = buffer.split(/\r?\n\r?\n/);
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let type = 'message';
    let id: string | undefined;
    const data: string[] = [];
    for (const line of block.split(/\r?\n/)) {
      if (line.startsWith('event:')) type = line.slice(6).trim();
      else if (line.startsWith('id:')) id = line.slice(3).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
    if (data.length === 0) continue;
    let parsed: unknown = data.join('\n');
    try {
      parsed = JSON.parse(parsed as string);
    } catch {
      // Plain text data stays text.
    }
    events.push({ type, ...(id ? { id } : {}), data: parsed });
  }
  return { events, rest };
}

/**
 * Listens to the staff event stream while mounted (fetch, because EventSource cannot send the
 * token), reconnecting with a growing pause. `onEvent` sees every event but the heartbeat.
 */
export function useAdminEvents(onEvent: (event: AdminEvent) => void): { connected: boolean } {
  const [connected, setConnected] = useState(false);
  const handler = useRef(onEvent);
  handler.current = onEvent;

  useEffect(() => {
    const abort = new AbortController();
    let attempt = 0;
    const run = async () => {
      while (!abort.signal.aborted) {
        try {
          const response = await fetch(`${env.apiUrl}/api/v1/admin/events`, {
            headers: await adminHeaders(),
            signal: abort.signal,
          });
          if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
          setConnected(true);
          attempt = 0;
          const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
          let buffer = '';
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            const parsed = parseServerSentEvents(buffer + value);
            buffer = parsed.rest;
            for (const event of parsed.events) {
              if (event.type !== 'heartbeat') handler.current(event);
            }
          }
        } catch {
          if (abort.signal.aborted) return;
        }
        setConnected(false);
        const pause = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]!;
        attempt += 1;
        await new Promise((resolve) => setTimeout(resolve, pause));
      }
    };
    void run();
    return () => abort.abort();
  }, []);

  return { connected };
}
