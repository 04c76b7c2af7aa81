/**
 * CRC-16/MODBUS (RevEng catalogue): polynomial 0x8005 reflected (0xA001), initial value 0xFFFF,
 * no final XOR. Check value over ASCII "123456789" is 0x4B37. An RTU frame carries it low byte
 * first, so the CRC over a whole frame including its CRC is 0 (the residue).
 */
export function crc16Modbus(bytes: Iterable<number>): number {
  let crc = 0xffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xa001 : crc >>> 1;
  }
  return crc;
}

/** The CRC as an RTU frame sends it: low byte, then high byte. */
export const crcBytes = (crc: number): [number, number] => [crc & 0xff, crc >>> 8];

export type TCrcCheck = { isValid: boolean; expected: number; received: number };

/**
 * Checks an RTU frame's own CRC: the CRC of every byte before the last two against those two
 * (low byte first). Undefined for a frame of fewer than three bytes, which has nothing to check.
 */
export function checkFrameCrc(frame: Uint8Array): TCrcCheck | undefined {
  if (frame.length < 3) return undefined;
  const received = (frame[frame.length - 2] ?? 0) | ((frame[frame.length - 1] ?? 0) << 8);
  const expected = crc16Modbus(frame.subarray(0, frame.length - 2));
  return { isValid: expected === received, expected, received };
}
