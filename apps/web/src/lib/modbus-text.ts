import type { TFunction } from 'i18next';
import { exceptionName, functionName, type TModbusMessage } from '@sunfleet/modbus/messages';

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
