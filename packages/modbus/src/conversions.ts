import { ZAscii, ZBinaryString, ZHexString } from '@sunfleet/contract/validators';

/**
 * Hex, binary and ASCII text to bytes and back. Text is checked with the contract's validators
 * of spec section 5 (hexadecimal content, 0 and 1 with spaces stripped, ASCII only); the
 * conversions add what bytes need on top: two hex digits or eight bits per byte, printable
 * characters only when bytes become text.
 */

export type TConversionFailure =
  /** The text breaks the contract's rule ('Please input legal content'). */
  | { reason: 'illegal' }
  | { reason: 'oddHexDigits'; digits: number }
  | { reason: 'partialByte'; bits: number }
  /** Bytes to ASCII: the byte at `offset` is no printable ASCII character. */
  | { reason: 'notPrintable'; offset: number; byte: number };

export class ConversionError extends Error {
  override readonly name = 'ConversionError';
  constructor(readonly failure: TConversionFailure) {
    super(describeConversionFailure(failure));
  }
}

/** The failure in English, for logs and tests; the web shows it in the reader's language. */
export function describeConversionFailure(failure: TConversionFailure): string {
  switch (failure.reason) {
    case 'illegal':
      return 'Please input legal content';
    case 'oddHexDigits':
      return `${failure.digits} hex digits do not make whole bytes (two digits a byte)`;
    case 'partialByte':
      return `${failure.bits} bits do not make whole bytes (eight bits a byte)`;
    case 'notPrintable':
      return `Byte ${failure.offset + 1} (${hexByte(failure.byte)}) is no printable ASCII character`;
  }
}

export const hexByte = (byte: number) => byte.toString(16).toUpperCase().padStart(2, '0');
export const hexWord = (word: number) => word.toString(16).toUpperCase().padStart(4, '0');

function chunks(text: string, size: number): string[] {
  return Array.from({ length: text.length / size }, (_, i) => text.slice(i * size, (i + 1) * size));
}

/** `01 03 0a` or `01030A` → bytes; spaces anywhere are ignored. */
export function hexToBytes(text: string): Uint8Array {
  const parsed = ZHexString.safeParse(text);
  if (!parsed.success) throw new ConversionError({ reason: 'illegal' });
  const digits = parsed.data;
  if (digits.length % 2 !== 0) throw new ConversionError({ reason: 'oddHexDigits', digits: digits.length });
  return Uint8Array.from(chunks(digits, 2), (pair) => Number.parseInt(pair, 16));
}

/** Bytes as upper-case hex pairs, separated by spaces unless told otherwise (`01 03 00 0A`). */
export const bytesToHex = (bytes: Iterable<number>, separator = ' ') =>
  Array.from(bytes, hexByte).join(separator);

/** `00000001 00000011` → bytes; spaces anywhere are ignored. */
export function binaryToBytes(text: string): Uint8Array {
  const parsed = ZBinaryString.safeParse(text);
  if (!parsed.success) throw new ConversionError({ reason: 'illegal' });
  const bits = parsed.data;
  if (bits.length % 8 !== 0) throw new ConversionError({ reason: 'partialByte', bits: bits.length });
  return Uint8Array.from(chunks(bits, 8), (octet) => Number.parseInt(octet, 2));
}

/** Bytes as eight bits each, separated by spaces. */
export const bytesToBinary = (bytes: Iterable<number>) =>
  Array.from(bytes, (byte) => byte.toString(2).padStart(8, '0')).join(' ');

/** Printable ASCII text → its bytes. */
export function asciiToBytes(text: string): Uint8Array {
  if (!ZAscii.safeParse(text).success || text.length === 0) throw new ConversionError({ reason: 'illegal' });
  return Uint8Array.from(text, (character) => character.charCodeAt(0));
}

const isPrintable = (byte: number) => byte >= 0x20 && byte <= 0x7e;

/** Bytes → printable ASCII text; the first byte that is no printable character is an error. */
export function bytesToAscii(bytes: Uint8Array): string {
  const offset = bytes.findIndex((byte) => !isPrintable(byte));
  if (offset >= 0) throw new ConversionError({ reason: 'notPrintable', offset, byte: bytes[offset] ?? 0 });
  return String.fromCharCode(...bytes);
}
