/**
 * Which waiting uploads the ingest stores together next (its group commit, `ingest.ts`).
 *
 * Live readings (`up/frames`) and control messages (command replies, statuses, events) go in
 * transactions of their own kind. A reply costs a few round trips of its own (its command row,
 * audit, log), so a rollout whose gateways report progress every few seconds fills transactions
 * with replies that take seconds on a loaded machine; frames batched with them, or waiting behind
 * them for a transaction, were held that long (docs/performance.md, Stop 27). Apart, and with a
 * transaction at a time for control messages (`maxControlTransactions`), readings stay fresh.
 */

/**
 * Control transactions that may run at once. A rollout's wave stores its progress replies 32 a
 * transaction, each reply several round trips; with three such transactions at once (all but
 * the last, as before) the readings' transactions beside them took 0.2–1.4 s instead of 20–60 ms,
 * and readings published while images downloaded were queryable after 0.7–1 s (p50) instead of
 * 0.15 s. With one, 0.42 s (docs/performance.md, Stop 27, ADR 0063). The replies' backlog waits
 * in the inbox meanwhile, within its control headroom.
 */
export const maxControlTransactions = 1;

/** An upload waiting for its transaction: the gateway whose order it keeps, and its kind. */
export type TWaiting = { gatewaySn: string; isFrames: boolean };

/**
 * The next batch, in arrival order, of at most `maxBatch` uploads of gateways not in a running
 * transaction (`busy`), and the uploads that stay: frames if any may go, else control messages
 * when `mayControl`. An upload is taken only when no earlier upload of its gateway stays behind,
 * so every gateway's uploads are stored in the order it sent them.
 */
export function takeBatch<T extends TWaiting>(
  inbox: readonly T[],
  busy: ReadonlySet<string>,
  maxBatch: number,
  mayControl: boolean,
): { batch: T[]; rest: T[] } {
  const frames = takeKind(inbox, busy, maxBatch, true);
  if (frames.batch.length > 0 || !mayControl) return frames;
  return takeKind(inbox, busy, maxBatch, false);
}

function takeKind<T extends TWaiting>(
  inbox: readonly T[],
  busy: ReadonlySet<string>,
  maxBatch: number,
  isFrames: boolean,
) {
  const batch: T[] = [];
  const rest: T[] = [];
  // Gateways with an upload that stays: their later uploads stay behind it.
  const held = new Set(busy);
  for (const waiting of inbox) {
    if (batch.length < maxBatch && waiting.isFrames === isFrames && !held.has(waiting.gatewaySn))
      batch.push(waiting);
    else {
      rest.push(waiting);
      held.add(waiting.gatewaySn);
    }
  }
  return { batch, rest };
}
