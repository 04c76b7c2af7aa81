import { createHash } from 'node:crypto';
import { parseGatewayTopic } from '@sunfleet/contract/gateway-wire';

/**
 * Which part of the fleet an ingest worker stores: the gateways whose SN hashes to `index` of
 * `count` (INGEST_SHARD=`index/count`). Every worker receives every upload and keeps its own
 * gateways', so a gateway's uploads are stored by one worker, in order, and no two workers ever
 * touch the same device's rows (docs/adr/0061).
 */
export type TShard = { index: number; count: number };

/** `index/count` as INGEST_SHARD spells it, or why not. */
export function parseShard(text: string): TShard | string {
  const match = /^(\d{1,4})\/(\d{1,4})$/.exec(text);
  if (!match) return 'must be index/count, e.g. 0/2';
  const index = Number(match[1]);
  const count = Number(match[2]);
  if (count < 1) return 'the count must be at least 1';
  if (index >= count) return `the index must be below the count (0 to ${count - 1})`;
  return { index, count };
}

/**
 * The shard a gateway belongs to among `count`: the first four bytes of its SN's SHA-1, so every
 * worker, whatever its version or platform, computes the same one (a language's own string hash
 * may change between releases).
 */
export function shardOf(gatewaySn: string, count: number): number {
  return createHash('sha1').update(gatewaySn).digest().readUInt32BE(0) % count;
}

/**
 * Whether an upload on `topic` is this shard's to store. A topic that names no gateway is the
 * first shard's, so its refusal is logged once, not by every worker.
 */
export function isOwnUpload(topic: string, shard: TShard): boolean {
  const sn = parseGatewayTopic(topic)?.sn;
  return (sn === undefined ? 0 : shardOf(sn, shard.count)) === shard.index;
}

/**
 * The share group of a shard's workers: each shard its own group, so the broker hands every upload
 * to every shard (one member of each); one group for all would give each upload to one worker,
 * which would store it only if it is that worker's shard.
 */
export const shardShareGroup = (group: string, { index, count }: TShard) => `${group}-${index}of${count}`;
