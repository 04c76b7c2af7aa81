import { useEffect, useMemo, useState } from 'react';
import { isFinalCommandState, ZCommand, type TCommand } from '@sunfleet/contract/commands';
import { api } from '@/lib/api';
import { readEventStream } from '@/lib/event-stream';

/** While no stream is open, commands are read again this often. */
const pollMs = 2_000;

/**
 * Follows commands live: the api's server-sent `command` events (`/api/v1/commands/stream?ids=…`,
 * one per change of state or progress) keep each command current; if the stream cannot open, the
 * commands are read every two seconds until each is final. Returns the commands known so far by
 * id (absent until first read).
 */
export function useCommandStatuses(ids: readonly string[]): ReadonlyMap<string, TCommand> {
  const key = [...new Set(ids)].sort().join(',');
  const [commands, setCommands] = useState<ReadonlyMap<string, TCommand>>(new Map());

  useEffect(() => {
    if (key === '') return;
    const wanted = key.split(',');
    const abort = new AbortController();
    const known = new Map<string, TCommand>();
    let pollTimer: ReturnType<typeof setTimeout> | undefined;
    const update = (command: TCommand) => {
      known.set(command.id, command);
      setCommands(new Map(known));
    };
    const isAllFinal = () =>
      wanted.every((id) => {
        const command = known.get(id);
        return command !== undefined && isFinalCommandState(command.state);
      });
    const poll = async () => {
      for (const id of wanted) {
        if (abort.signal.aborted) return;
        const current = known.get(id);
        if (current && isFinalCommandState(current.state)) continue;
        try {
          const { events: _events, ...command } = await api.get('/api/v1/command/{id}', { path: { id } });
          update(command);
        } catch {
          // Shown by the api client; tried again on the next round.
        }
      }
      if (!abort.signal.aborted && !isAllFinal()) pollTimer = setTimeout(() => void poll(), pollMs);
    };
    readEventStream(
      `/api/v1/commands/stream?ids=${encodeURIComponent(key)}`,
      (event) => {
        if (event.event !== 'command') return;
        const parsed = ZCommand.safeParse(JSON.parse(event.data));
        if (parsed.success) update(parsed.data);
        if (isAllFinal()) abort.abort();
      },
      abort.signal,
    )
      .catch(() => undefined)
      .finally(() => {
        if (!abort.signal.aborted && !isAllFinal()) void poll();
      });
    return () => {
      abort.abort();
      clearTimeout(pollTimer);
    };
  }, [key]);

  return useMemo(() => {
    if (key === '') return new Map();
    const wanted = new Set(key.split(','));
    return new Map([...commands].filter(([id]) => wanted.has(id)));
  }, [commands, key]);
}

/** One command followed live (see `useCommandStatuses`); undefined until first read or without id. */
export function useCommandStatus(id: string | undefined): TCommand | undefined {
  return useCommandStatuses(id ? [id] : []).get(id ?? '');
}
