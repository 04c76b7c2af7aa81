import { describe, expect, it } from 'vitest';
import { checkFrameCrc, crc16Modbus } from './crc.ts';
import { hexToBytes } from './conversions.ts';

const ascii = (text: string) => new TextEncoder().encode(text);

describe('CRC-16/MODBUS', () => {
  it('has the catalogue check value over ASCII "123456789"', () => {
    expect(crc16Modbus(ascii('123456789'))).toBe(0x4b37);
  });

  it('starts from 0xFFFF: no bytes give the initial value', () => {
    expect(crc16Modbus([])).toBe(0xffff);
  });

  it.each([
    // Modbus over Serial Line and the Modicon reference guide: slave 17 reads registers 40108–40110.
    { frame: '11 03 00 6B 00 03 76 87', crc: 0x8776 },
    { frame: '01 03 00 00 00 0A C5 CD', crc: 0xcdc5 },
    { frame: '01 04 00 00 00 01 31 CA', crc: 0xca31 },
    { frame: '01 06 00 01 00 03 98 0B', crc: 0x0b98 },
    { frame: '01 10 00 01 00 02 04 00 0A 01 02 92 30', crc: 0x3092 },
    { frame: '01 83 02 C0 F1', crc: 0xf1c0 },
  ])('$frame carries its CRC low byte first', ({ frame, crc }) => {
    const bytes = hexToBytes(frame);
    expect(crc16Modbus(bytes.subarray(0, -2))).toBe(crc);
    expect(checkFrameCrc(bytes)).toEqual({ isValid: true, expected: crc, received: crc });
    // The residue: the CRC over a frame with its own CRC is 0.
    expect(crc16Modbus(bytes)).toBe(0);
  });

  it('reports the CRC a damaged frame should carry', () => {
    expect(checkFrameCrc(hexToBytes('01 03 00 00 00 0A CD C5'))).toEqual({
      isValid: false,
      expected: 0xcdc5,
      received: 0xc5cd,
    });
    expect(checkFrameCrc(hexToBytes('01 03'))).toBeUndefined();
  });
});
