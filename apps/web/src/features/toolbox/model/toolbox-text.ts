import type { TFunction } from 'i18next';
import type { TLang } from '@sunfleet/contract/lang';
import { inputMessage } from '@sunfleet/contract/messages';
import { ConversionError, hexByte, hexWord } from '@sunfleet/modbus/conversions';
import type { TExplainedField } from '@sunfleet/modbus/frame';
import { ModbusFrameError, type TFrameFailure } from '@sunfleet/modbus/frame-error';
import { exceptionFlag, exceptionName, functionName } from '@sunfleet/modbus/messages';

const hex16 = (value: number) => `0x${hexWord(value)}`;
const hex8 = (value: number) => `0x${hexByte(value)}`;

/** The reason a conversion or frame failed, in the reader's language; other errors are rethrown. */
export function failureText(error: unknown, t: TFunction, lang: TLang): string {
  if (error instanceof ModbusFrameError)
    return t(`toolbox.frameFailure.${error.failure.reason}`, frameFailureParams(error.failure));
  if (!(error instanceof ConversionError)) throw error;
  const failure = error.failure;
  switch (failure.reason) {
    case 'illegal':
      // The spec's message for hex, binary and ASCII validators ('Please input legal content').
      return inputMessage('illegal', lang);
    case 'oddHexDigits':
      return t('toolbox.conversionFailure.oddHexDigits', { digits: failure.digits });
    case 'partialByte':
      return t('toolbox.conversionFailure.partialByte', { bits: failure.bits });
    case 'notPrintable':
      return t('toolbox.conversionFailure.notPrintable', {
        position: failure.offset + 1,
        byte: hexByte(failure.byte),
      });
  }
}

function frameFailureParams(failure: TFrameFailure): Record<string, string | number> {
  if (failure.reason === 'badCrc')
    return { expected: hex16(failure.expected), received: hex16(failure.received) };
  if ('functionCode' in failure) return { ...failure, functionCode: hex8(failure.functionCode) };
  return failure;
}

/**
 * The register reference tools such as Modbus Poll show for a PDU address: 4xxxx for holding,
 * 3xxxx for input registers, 1-based; six digits once five no longer hold it.
 */
export function registerReference(functionCode: number, address: number): string {
  const table = functionCode === 4 ? 3 : 4;
  const number = address + 1;
  return String(number <= 9999 ? table * 10_000 + number : table * 100_000 + number);
}

function functionLabel(code: number, t: TFunction): string {
  const name = functionName(code);
  return name ? t(`toolbox.functions.${name}`) : '?';
}

/** A function as the generator lists it: `0x10 Write multiple registers`. */
export const functionOption = (code: number, t: TFunction) => `${hex8(code)} ${functionLabel(code, t)}`;

/** What one field of a frame means, for the explanation table; `functionCode` is the frame's. */
export function fieldMeaning(field: TExplainedField, functionCode: number, t: TFunction): string {
  const hex = field.bytes.length === 2 ? hex16(field.value) : hex8(field.value);
  switch (field.name) {
    case 'functionCode': {
      const asked = field.value & ~exceptionFlag;
      const key = field.value & exceptionFlag ? 'exceptionFunction' : 'functionCode';
      return t(`toolbox.fields.${key}`, { code: hex8(asked), name: functionLabel(asked, t) });
    }
    case 'exceptionCode':
      return t('toolbox.fields.exceptionCode', {
        code: hex8(field.value),
        name: t(`toolbox.exceptions.${exceptionName(field.value) ?? 'unknown'}`),
      });
    case 'startAddress':
    case 'registerAddress':
      return t(`toolbox.fields.${field.name}`, {
        value: field.value,
        hex,
        reference: registerReference(functionCode, field.value),
      });
    case 'registerValue':
      return t('toolbox.fields.registerValue', { position: (field.index ?? 0) + 1, value: field.value, hex });
    case 'crc':
      return t('toolbox.fields.crc', { hex });
    case 'transactionId':
    case 'protocolId':
    case 'length':
    case 'unitId':
    case 'quantity':
    case 'byteCount':
      return t(`toolbox.fields.${field.name}`, { value: field.value });
  }
}

const registerValuePattern = /^(0x[0-9a-f]{1,4}|\d{1,5})$/i;

/** `10, 0x0102 7` → [10, 258, 7]; undefined when any item is no number from 0 to 65535. */
export function parseRegisterValues(text: string): number[] | undefined {
  const items = text.split(/[\s,;]+/).filter(Boolean);
  if (items.length === 0 || !items.every((item) => registerValuePattern.test(item))) return undefined;
  const values = items.map(Number);
  return values.every((value) => value <= 0xffff) ? values : undefined;
}
