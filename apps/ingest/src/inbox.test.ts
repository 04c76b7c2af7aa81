import { describe, expect, it } from 'vitest';
import { maxControlTransactions, takeBatch } from './inbox.ts';

const frames = (gatewaySn: string, n = 0) => ({ gatewaySn, isFrames: true, n });
const reply = (gatewaySn: string, n = 0) => ({ gatewaySn, isFrames: false, n });
const none = new Set<string>();

describe('the next batch of waiting uploads', () => {
  it('takes live readings ahead of a storm of command replies', () => {
    const inbox = [
      reply('A', 1),
      reply('B', 1),
      reply('A', 2),
      frames('L', 1),
      reply('C', 1),
      frames('M', 1),
    ];
    const { batch, rest } = takeBatch(inbox, none, 32, true);
    expect(batch).toEqual([frames('L', 1), frames('M', 1)]);
    expect(rest).toEqual([reply('A', 1), reply('B', 1), reply('A', 2), reply('C', 1)]);
  });

  it('keeps every transaction but one for readings while a rollout replies', () => {
    // A control transaction runs; the ingest lets another start only below the limit.
    const mayControl = 1 < maxControlTransactions;
    const inbox = [reply('A', 1), reply('B', 1), frames('L', 1)];
    expect(takeBatch(inbox, new Set(['L']), 32, mayControl).batch).toEqual([]);
    expect(takeBatch(inbox, none, 32, mayControl).batch).toEqual([frames('L', 1)]);
    expect(maxControlTransactions).toBe(1);
  });

  it('takes control messages in their own batch once no readings may go', () => {
    const inbox = [reply('A', 1), frames('B', 1), reply('A', 2), reply('C', 1)];
    const { batch, rest } = takeBatch(inbox, new Set(['B']), 32, true);
    expect(batch).toEqual([reply('A', 1), reply('A', 2), reply('C', 1)]);
    expect(rest).toEqual([frames('B', 1)]);
  });

  it('leaves control messages waiting when they may not start now', () => {
    const inbox = [reply('A', 1), reply('B', 1)];
    expect(takeBatch(inbox, none, 32, false)).toEqual({ batch: [], rest: inbox });
  });

  it("keeps a gateway's order: its readings behind its own reply stay behind it", () => {
    const inbox = [frames('A', 1), reply('A', 2), frames('A', 3), frames('B', 1)];
    const first = takeBatch(inbox, none, 32, true);
    expect(first.batch).toEqual([frames('A', 1), frames('B', 1)]);
    const second = takeBatch(first.rest, none, 32, true);
    expect(second.batch).toEqual([reply('A', 2)]);
    expect(takeBatch(second.rest, none, 32, true).batch).toEqual([frames('A', 3)]);
  });

  it('takes nothing of a gateway in a running transaction, and at most a batch', () => {
    const inbox = [frames('A', 1), frames('B', 1), frames('C', 1), frames('B', 2)];
    const { batch, rest } = takeBatch(inbox, new Set(['A']), 1, true);
    expect(batch).toEqual([frames('B', 1)]);
    // The batch is full: C and B's second upload wait for the next.
    expect(rest).toEqual([frames('A', 1), frames('C', 1), frames('B', 2)]);
  });
});
