import type { TLang } from '@sunfleet/contract/lang';
import type { TLatestValues } from '@sunfleet/contract/telemetry';
import {
  decodeFrame,
  FrameDecodeError,
  type TDecodedValue,
  type TFrameBlock,
} from '@sunfleet/protocols/codec';
import { findShippedDictionary } from '@sunfleet/protocols/dictionaries/catalog';
import { ZProtocolDictionary } from '@sunfleet/protocols/dictionary';

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

/**
 * A device's newest raw frame, decoded with its dictionary as the ingest decoded it: a shipped one,
 * or the document a company imported (`stored`). Nothing when the frame is gone or the dictionary
 * was changed or deleted so that it no longer reads the frame.
 */
export function decodeStoredFrame(
  dictionaryId: string,
  stored: unknown,
  blocks: readonly TFrameBlock[] | null,
): TDecodedValue[] {
  const dictionary = findShippedDictionary(dictionaryId) ?? ZProtocolDictionary.safeParse(stored).data;
  if (!dictionary || !blocks) return [];
  try {
    return decodeFrame(dictionary, blocks).values;
  } catch (error) {
    if (error instanceof FrameDecodeError) return [];
    throw error;
  }
}
