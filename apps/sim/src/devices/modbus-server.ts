import { decodeAdu, encodeFrame } from '@sunfleet/modbus/frame';
import { ModbusFrameError, type TFrameFailure } from '@sunfleet/modbus/frame-error';
import {
  exceptionCodes,
  type TFraming,
  type TModbusMessage,
  type TModbusRequest,
} from '@sunfleet/modbus/messages';
import { decodePdu } from '@sunfleet/modbus/pdu';
import { ModbusError, type SimulatedDevice } from './simulated-device.ts';

/**
 * A device answering a raw Modbus request frame as a slave on the bus would: from its register
 * image, in the request's framing, with an exception reply when it cannot serve the request.
 * A frame a slave would ignore (bad CRC, broken MBAP header) throws the `ModbusFrameError` that
 * says why: on a real bus the master would wait in vain.
 */
export function answerModbusFrame(
  device: SimulatedDevice,
  request: Uint8Array,
  framing: TFraming,
): Uint8Array {
  const { unitId, transactionId, pdu } = decodeAdu(request, framing);
  const reply = (message: TModbusMessage) => encodeFrame({ framing, unitId, transactionId, message });
  const exception = (exceptionCode: number) =>
    reply({ kind: 'exception', functionCode: pdu[0] ?? 0, exceptionCode });
  let message: TModbusRequest;
  try {
    message = decodePdu(pdu, 'request');
  } catch (error) {
    if (!(error instanceof ModbusFrameError)) throw error;
    return exception(exceptionFor(error.failure));
  }
  try {
    return reply(serve(device, message));
  } catch (error) {
    // The device's image refuses unmapped registers and writes to read-only ones.
    if (!(error instanceof ModbusError)) throw error;
    return exception(exceptionCodes.illegalDataAddress);
  }
}

/** The exception a slave answers a well-framed request it cannot read (Modbus application protocol, 7). */
function exceptionFor(failure: TFrameFailure): number {
  if (failure.reason === 'unknownFunction') return exceptionCodes.illegalFunction;
  if (failure.reason === 'addressOverflow') return exceptionCodes.illegalDataAddress;
  return exceptionCodes.illegalDataValue;
}

function serve(device: SimulatedDevice, request: TModbusRequest): TModbusMessage {
  switch (request.kind) {
    case 'readRequest':
      return {
        kind: 'readReply',
        functionCode: request.functionCode,
        values: device.readRegisters(request.functionCode, request.start, request.count),
      };
    case 'writeSingle':
      device.writeRegisters(request.address, [request.value]);
      return request;
    case 'writeMultipleRequest':
      device.writeRegisters(request.start, request.values);
      return { kind: 'writeMultipleReply', start: request.start, count: request.values.length };
  }
}
