import type { TFunction } from 'i18next';
import { hexToBytes } from '@sunfleet/modbus/conversions';
import { decodeFrame } from '@sunfleet/modbus/frame';
import { exceptionName, functionName, type TModbusMessage, type TFraming } from '@sunfleet/modbus/messages';

const hex8 = (value: number) => `0x${value.toString(16).toUpperCase().padStart(2, '0')}`;

const functionText = (code: number, t: TFunction) => {
  const name = functionName(code);
  return name ? t(`toolbox.functions.${name}`) : hex8(code);
};

/**
 * A decoded Modbus message in words ("Illegal data address (0x02) to Read holding registers"),
 * the way the toolbox explains frames, for the debug replies of gateways and inverters.
 */
export function modbusMessageText(message: TModbusMessage, t: TFunction): string {
  switch (message.kind) {
    case 'exception':
      return t('toolbox.said.exception', {
        name: t(`toolbox.exceptions.${exceptionName(message.exceptionCode) ?? 'unknown'}`),
        code: hex8(message.exceptionCode),
        function: functionText(message.functionCode, t),
      });
    case 'readRequest':
      return t('toolbox.said.read', {
        function: functionText(message.functionCode, t),
        count: message.count,
        start: message.start,
      });
    case 'readReply':
      return t('toolbox.said.readReply', { count: message.values.length, values: message.values.join(', ') });
    case 'writeSingle':
      return t('toolbox.said.writeSingle', { value: message.value, address: message.address });
    case 'writeMultipleRequest':
      return t('toolbox.said.writeMultiple', { count: message.values.length, start: message.start });
    case 'writeMultipleReply':
      return t('toolbox.said.written', { count: message.count, start: message.start });
  }
}

/**
 * A device's reply frame as the debug log keeps it (hex), in words: "Illegal data address (0x02)
 * to Read holding registers". Null when it is not a frame of `framing` (an error text, a timeout).
 */
export function replyFrameText(reply: string, framing: TFraming, t: TFunction): string | null {
  try {
    return modbusMessageText(decodeFrame(hexToBytes(reply), framing, 'reply').message, t);
  } catch {
    return null;
  }
}
