import { session } from './session.ts';

export type TServerEvent = { event: string; data: string };

/**
 * Splits server-sent-event text into complete events and the unfinished rest. Comment lines
 * (heartbeats) are skipped; an event without an `event:` line is a `message`.
 */
export function parseServerEvents(buffer: string): { events: TServerEvent[]; rest: string } {
  const blocks = buffer.replace(/\r\n/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  const events: TServerEvent[] = [];
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':') || line === '') continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length > 0) events.push({ event, data: data.join('\n') });
  }
  return { events, rest };
}

/**
 * Reads a server-sent-event stream of the api with the bearer token (EventSource cannot send
 * one). Resolves when the server ends the stream or `signal` aborts; rejects when it cannot open,
 * so the caller can fall back to polling.
 */
export async function readEventStream(
  path: string,
  onEvent: (event: TServerEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  const token = session.tokens()?.access_token;
  const response = await fetch(path, {
    headers: { Accept: 'text/event-stream', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    signal,
  });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !response.body || !type.startsWith('text/event-stream'))
    throw new Error(`event stream refused: HTTP ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      const parsed = parseServerEvents(buffer + value);
      buffer = parsed.rest;
      parsed.events.forEach(onEvent);
    }
  } catch (error) {
    if (signal.aborted) return;
    throw error;
  }
}
