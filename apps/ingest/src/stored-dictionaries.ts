import { EventEmitter } from 'node:events';
import type { Database } from '@sunfleet/db/connect';
import { protocolDictionaries } from '@sunfleet/db/protocol-schema';
import { inArray } from '@sunfleet/db/query';
import { findShippedDictionary } from '@sunfleet/protocols/dictionaries/catalog';
import { ZProtocolDictionary, type TProtocolDictionary } from '@sunfleet/protocols/dictionary';

export type TStoredDictionariesEvents = { refreshFailed: [unknown] };

type TCached = { dictionary: TProtocolDictionary; updatedAt: number };

/**
 * The dictionaries devices can be polled with: the shipped ones, then those users imported
 * (`protocol_dictionaries`), kept in memory so decoding a frame never waits for the database.
 * Every `refreshMs` it reads the ids and change times of the stored ones (one small query) and
 * loads only documents that are new or edited, so an import or entry edit reaches ingest within
 * that time; a deleted dictionary drops out.
 */
export class StoredDictionaries extends EventEmitter<TStoredDictionariesEvents> {
  private readonly byId = new Map<string, TCached>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Database,
    private readonly refreshMs = 5_000,
  ) {
    super();
  }

  async start(): Promise<void> {
    await this.refresh();
    this.timer = setInterval(() => {
      this.refresh().catch((error: unknown) => this.emit('refreshFailed', error));
    }, this.refreshMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** A dictionary by id, for `createUploadProcessor`'s `resolveDictionary`. */
  readonly resolve = (id: string): TProtocolDictionary | undefined =>
    findShippedDictionary(id) ?? this.byId.get(id)?.dictionary;

  async refresh(): Promise<void> {
    const current = await this.db
      .select({ id: protocolDictionaries.id, updatedAt: protocolDictionaries.updatedAt })
      .from(protocolDictionaries);
    const changed = current
      .filter(({ id, updatedAt }) => this.byId.get(id)?.updatedAt !== updatedAt.getTime())
      .map(({ id }) => id);
    const loaded =
      changed.length === 0
        ? []
        : await this.db
            .select({
              dictionary: protocolDictionaries.dictionary,
              updatedAt: protocolDictionaries.updatedAt,
            })
            .from(protocolDictionaries)
            .where(inArray(protocolDictionaries.id, changed));
    const present = new Set(current.map(({ id }) => id));
    for (const id of this.byId.keys()) if (!present.has(id)) this.byId.delete(id);
    for (const row of loaded) {
      // The api validated the document on write; a row that no longer parses is left out.
      const parsed = ZProtocolDictionary.safeParse(row.dictionary);
      if (parsed.success)
        this.byId.set(parsed.data.id, { dictionary: parsed.data, updatedAt: row.updatedAt.getTime() });
    }
  }
}
