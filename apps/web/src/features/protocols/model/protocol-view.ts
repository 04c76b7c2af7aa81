import type {
  TDictionaryEntry,
  TProtocolEntryEditForm,
  TProtocolSummary,
} from '@sunfleet/contract/protocol-config';

/** A register address as manuals print it and as a number: `0x0010 (16)`. */
export const formatAddress = (address: number) =>
  `0x${address.toString(16).toUpperCase().padStart(4, '0')} (${address})`;

/** The form values of an entry's edit: every spec field except its key. */
export const entryEditValues = (entry: TDictionaryEntry): TProtocolEntryEditForm => ({
  names: entry.names,
  functionCode: entry.functionCode,
  start: entry.start,
  count: entry.count,
  dataType: entry.dataType,
  byteSwap: entry.byteSwap,
  registerSwap: entry.registerSwap,
  base: entry.base,
  scale: entry.scale,
  skipBytes: entry.skipBytes,
  required: entry.required,
  unit: entry.unit,
});

/** Dictionaries whose model, brand or id contain the keyword (any case); all without one. */
export function matchingProtocols(protocols: readonly TProtocolSummary[], keyword: string) {
  const needle = keyword.trim().toLowerCase();
  if (!needle) return [...protocols];
  return protocols.filter((protocol) =>
    [protocol.model, protocol.brand ?? '', protocol.id].some((text) => text.toLowerCase().includes(needle)),
  );
}
