import { describe, expect, it } from 'vitest';
import { findShippedDictionary } from '@sunfleet/protocols/dictionaries/catalog';
import { bytesToHex, hexToBytes } from '@sunfleet/modbus/conversions';
import { decodeFrame, encodeFrame } from '@sunfleet/modbus/frame';
import type { TFrame, TFraming, TModbusMessage } from '@sunfleet/modbus/messages';
import { profileOf } from './device-profiles.ts';
import { answerModbusFrame } from './modbus-server.ts';
import { SimulatedDevice, type PlantControls } from './simulated-device.ts';

/** The plant side of a device: records the limits the inverter is told to apply. */
function recordingPlant() {
  const limits: number[] = [];
  const plant: PlantControls = {
    setActivePowerLimit: (fraction) => limits.push(fraction),
    setPowered: () => undefined,
    setExportLimit: () => undefined,
    setBatteryReserve: () => undefined,
    setTimeOfUse: () => undefined,
    raiseFault: () => undefined,
    clearFault: () => undefined,
  };
  return { plant, limits };
}

/** A Sofar string inverter: polls holding registers 0x0000–0x0027; settings at 768 (limit %) and 769 (on). */
function sofarInverter() {
  const { plant, limits } = recordingPlant();
  const dictionary = findShippedDictionary('sofar_lsw3');
  if (!dictionary) throw new Error('sofar_lsw3 is not shipped');
  const device = new SimulatedDevice({
    sn: 'INV0000001',
    kind: 'inverterString',
    dictionary,
    profile: profileOf('sofar_lsw3'),
    firmware: 'V1_0_0',
    timeZone: 'Europe/Madrid',
    batteryKwh: undefined,
    plant,
  });
  return { device, limits };
}

/** Sends a request to the device and reads its answer. */
function ask(device: SimulatedDevice, message: TModbusMessage, framing: TFraming = 'rtu'): TFrame {
  const request = encodeFrame({ framing, unitId: 1, transactionId: 9, message });
  return decodeFrame(answerModbusFrame(device, request, framing), framing, 'reply');
}

describe('a simulated device answers raw Modbus frames', () => {
  it('reads holding registers from its image, with a correct CRC', () => {
    const { device } = sofarInverter();
    const reply = answerModbusFrame(device, hexToBytes('01 03 03 00 00 02 C4 4F'), 'rtu');
    // 100 % limit, switched on.
    expect(bytesToHex(reply)).toBe('01 03 04 00 64 00 01 7A 2C');
    expect(decodeFrame(reply, 'rtu', 'reply').message).toEqual({
      kind: 'readReply',
      functionCode: 3,
      values: [100, 1],
    });
  });

  it('writes a setting with 06 and 16, echoing as the standard says, and the inverter obeys', () => {
    const { device, limits } = sofarInverter();
    expect(ask(device, { kind: 'writeSingle', address: 768, value: 20 }).message).toEqual({
      kind: 'writeSingle',
      address: 768,
      value: 20,
    });
    expect(limits).toEqual([0.2]);
    expect(ask(device, { kind: 'writeMultipleRequest', start: 768, values: [50, 1] }).message).toEqual({
      kind: 'writeMultipleReply',
      start: 768,
      count: 2,
    });
    expect(device.readRegisters(3, 768, 2)).toEqual([50, 1]);
  });

  it('answers over TCP with the request transaction id and unit id', () => {
    const { device } = sofarInverter();
    expect(ask(device, { kind: 'readRequest', functionCode: 3, start: 0, count: 2 }, 'tcp')).toMatchObject({
      framing: 'tcp',
      transactionId: 9,
      unitId: 1,
      message: { kind: 'readReply', values: [0, 0] },
    });
  });

  it.each([
    {
      why: 'an unmapped register',
      message: { kind: 'readRequest', functionCode: 3, start: 0x2000, count: 1 },
      code: 2,
    },
    {
      why: 'input registers it does not have',
      message: { kind: 'readRequest', functionCode: 4, start: 0, count: 1 },
      code: 2,
    },
    {
      why: 'a write to a read-only register',
      message: { kind: 'writeSingle', address: 12, value: 0 },
      code: 2,
    },
  ] as const)('answers $why with exception $code', ({ message, code }) => {
    const { device } = sofarInverter();
    expect(ask(device, message).message).toEqual({
      kind: 'exception',
      functionCode: message.kind === 'writeSingle' ? 6 : message.functionCode,
      exceptionCode: code,
    });
  });

  it.each([
    {
      why: 'an unsupported function (05 write coil)',
      request: '01 05 00 00 FF 00 8C 3A',
      reply: '01 85 01 83 50',
    },
    { why: 'a quantity of 0 registers', request: '01 03 00 00 00 00 45 CA', reply: '01 83 03 01 31' },
    { why: 'registers past 0xFFFF', request: '01 03 FF FF 00 02 C4 2F', reply: '01 83 02 C0 F1' },
  ])('answers $why with an exception frame', ({ request, reply }) => {
    const { device } = sofarInverter();
    expect(bytesToHex(answerModbusFrame(device, hexToBytes(request), 'rtu'))).toBe(reply);
  });

  it('ignores a frame with a bad CRC, as a slave on the bus would', () => {
    const { device } = sofarInverter();
    expect(() => answerModbusFrame(device, hexToBytes('01 03 03 00 00 02 C4 4E'), 'rtu')).toThrow(/Bad CRC/);
  });
});
