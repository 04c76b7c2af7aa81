import { describe, expect, it } from 'vitest';
import { parseServerEvents } from './event-stream.ts';

describe('parseServerEvents', () => {
  it('splits complete events, skips heartbeats and keeps the unfinished rest', () => {
    const text = ': keep-alive\n\nevent: latest\ndata: {"sn":"A"}\n\ndata: plain\n\nevent: latest\ndata: {"s';
    const { events, rest } = parseServerEvents(text);
    expect(events).toEqual([
      { event: 'latest', data: '{"sn":"A"}' },
      { event: 'message', data: 'plain' },
    ]);
    expect(rest).toBe('event: latest\ndata: {"s');
    expect(parseServerEvents(`${rest}n":"B"}\n\n`).events).toEqual([{ event: 'latest', data: '{"sn":"B"}' }]);
  });
});
