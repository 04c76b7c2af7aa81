import type { TDeviceFrame, TFramesUpload } from '@sunfleet/contract/gateway-wire';
import { decodeFrame, type TValue } from '@sunfleet/protocols/codec';
import { findShippedDictionary } from '@sunfleet/protocols/dictionaries/catalog';

/** Decodes a frame the way ingest does: with the shipped dictionary it names. */
export function decodedValues(frame: TDeviceFrame): Record<string, TValue> {
  const dictionary = findShippedDictionary(frame.dictionaryId);
  if (!dictionary) throw new Error(`unknown dictionary ${frame.dictionaryId}`);
  const decoded = decodeFrame(dictionary, frame.blocks);
  return Object.fromEntries(decoded.values.map((value) => [value.key, value.value]));
}

/** Every frame of a device in a list of uploads, in timestamp order. */
export function framesOf(uploads: readonly Record<string, unknown>[], deviceSn: string): TDeviceFrame[] {
  return (uploads as unknown as TFramesUpload[])
    .flatMap((upload) => upload.frames)
    .filter((frame) => frame.deviceSn === deviceSn)
    .sort((a, b) => a.ts - b.ts);
}

export const numberOf = (values: Record<string, TValue>, key: string): number => {
  const value = values[key];
  if (typeof value !== 'number') throw new Error(`${key} is not a number: ${JSON.stringify(value)}`);
  return value;
};
