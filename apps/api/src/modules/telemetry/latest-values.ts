import type { TLang } from '@sunfleet/contract/lang';
import type { TLatestValues } from '@sunfleet/contract/telemetry';
import {
  decodeFrame,
  FrameDecodeError,
  type TDecodedValue,
  type TFrameBlock,
} from '@sunfleet/protocols/codec';
import { findShippedDictionary } from '@sunfleet/protocols/dictionaries/catalog';
import { ZProtocolDictionary, type TProtocolDictionary } from '@sunfleet/protocols/dictionary';

/** Latest values in the reply language (a status code's label in one language). */
export function latestValuesOf(
  sn: string,
  readAt: number,
  values: readonly TDecodedValue[],
  lang: TLang,
): TLatestValues {
  return {
    sn,
    readAt: new Date(readAt).toISOString(),
    values: Object.fromEntries(
      values.map(({ key, value, unit, label }) => [
        key,
        label ? { value, unit, label: label[lang] ?? label.en } : { value, unit },
      ]),
    ),
  };
}

/** A device's dictionary as the ingest used it: a shipped one, or the document a company imported. */
export const dictionaryOf = (dictionaryId: string, stored: unknown): TProtocolDictionary | undefined =>
  findShippedDictionary(dictionaryId) ?? ZProtocolDictionary.safeParse(stored).data;

/**
 * A device's newest raw frame, decoded with its dictionary as the ingest decoded it. Nothing when
 * the frame is gone or the dictionary was changed or deleted so that it no longer reads the frame.
 */
export function decodeStoredFrame(
  dictionaryId: string,
  stored: unknown,
  blocks: readonly TFrameBlock[] | null,
): TDecodedValue[] {
  const dictionary = dictionaryOf(dictionaryId, stored);
  if (!dictionary || !blocks) return [];
  try {
    return decodeFrame(dictionary, blocks).values;
  } catch (error) {
    if (error instanceof FrameDecodeError) return [];
    throw error;
  }
}
