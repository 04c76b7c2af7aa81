import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@sunfleet/db/connect';
import { protocolDictionaries } from '@sunfleet/db/protocol-schema';
import { eq } from '@sunfleet/db/query';
import { createDevice, createGateway } from '@sunfleet/db/telemetry-testing';
import { createTestDatabase } from '@sunfleet/db/testing';
import { encodeRegisters } from '@sunfleet/protocols/codec';
import { importCommunityYaml } from '@sunfleet/protocols/community-yaml';
import { framesTopic } from './testing.ts';
import { StoredDictionaries } from './stored-dictionaries.ts';
import { createUploadProcessor } from './upload-processor.ts';

const communityMap = readFileSync(
  new URL('../../../packages/protocols/src/fixtures/community-good.yaml', import.meta.url),
  'utf8',
);

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

describe('dictionaries users imported', () => {
  it('decodes a device bound to an imported dictionary, and follows its edits and deletion', async () => {
    const { db } = handle;
    const { dictionary } = importCommunityYaml(communityMap, { id: `imported-${randomUUID().slice(0, 8)}` });
    await db.insert(protocolDictionaries).values({
      id: dictionary.id,
      source: 'imported',
      kind: dictionary.kind,
      model: dictionary.model,
      dictionary,
    });
    const dictionaries = new StoredDictionaries(db, 60_000);
    await dictionaries.start();
    try {
      expect(dictionaries.resolve(dictionary.id)?.model).toBe(dictionary.model);
      expect(dictionaries.resolve('deye_hybrid')?.id).toBe('deye_hybrid');

      const gateway = await createGateway(handle);
      const device = await createDevice(handle, {
        gatewayId: gateway.id,
        dictionaryId: dictionary.id,
        kind: dictionary.kind,
      });
      const entry = dictionary.entries.find((candidate) => candidate.dataType === 'u16' && !candidate.lookup);
      if (!entry) throw new Error('the fixture has no plain u16 value');
      const value = 42 * entry.scale;
      const processor = createUploadProcessor({ db, resolveDictionary: dictionaries.resolve });
      const upload = {
        msgId: randomUUID(),
        sentAt: Date.now(),
        frames: [
          {
            deviceSn: device.sn,
            dictionaryId: dictionary.id,
            ts: Date.now(),
            blocks: encodeRegisters(dictionary, { [entry.key]: value }),
          },
        ],
      };
      const outcome = await processor.process(framesTopic(gateway.sn), Buffer.from(JSON.stringify(upload)));
      expect(outcome).toMatchObject({ kind: 'frames', stored: 1, refused: 0 });
      if (outcome.kind !== 'frames') throw new Error('not stored');
      expect(outcome.latest[0]?.values).toContainEqual(expect.objectContaining({ key: entry.key, value }));

      const edited = { ...dictionary, model: 'Edited model' };
      await db
        .update(protocolDictionaries)
        .set({ dictionary: edited, updatedAt: new Date(Date.now() + 1_000) })
        .where(eq(protocolDictionaries.id, dictionary.id));
      await dictionaries.refresh();
      expect(dictionaries.resolve(dictionary.id)?.model).toBe('Edited model');

      await db.delete(protocolDictionaries).where(eq(protocolDictionaries.id, dictionary.id));
      await dictionaries.refresh();
      expect(dictionaries.resolve(dictionary.id)).toBeUndefined();
    } finally {
      dictionaries.stop();
    }
  });
});
