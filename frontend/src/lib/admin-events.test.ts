import { describe, expect, it } from 'vitest';
import { parseServerSentEvents } from './admin-events';

describe('reading the staff event stream', () => {
  it('splits complete events and keeps a partial one for the next chunk', () => {
    const { events, rest } = parseServerSentEvents(
      'id: 1\nevent: order.placed\ndata: {"id":"1","payload":{"n":1}}\n\nevent: heartbeat\ndata: {}\n\nevent: rate.ref',
    );
    expect(events).toEqual([
      { type: 'order.placed', id: '1', data: { id: '1', payload: { n: 1 } } },
      { type: 'heartbeat', data: {} },
    ]);
    expect(rest).toBe('event: rate.ref');
  });
});
