import type { TFraming, TFrame, TModbusRequest } from '@sunfleet/modbus/messages';
import { parseRegisterValues } from './toolbox-text.ts';

/** The generator form: one set of fields, of which the chosen function uses some. */
export type TRequestForm = {
  framing: TFraming;
  functionCode: 3 | 4 | 6 | 16;
  unitId: number | null;
  transactionId: number | null;
  start: number | null;
  count: number | null;
  value: number | null;
  values: string;
};

export const initialRequestForm: TRequestForm = {
  framing: 'rtu',
  functionCode: 3,
  unitId: 1,
  transactionId: 1,
  start: 0,
  count: 10,
  value: 0,
  values: '',
};

export type TRequestDraft =
  { state: 'incomplete' } | { state: 'badValues' } | { state: 'ready'; frame: TFrame };

/** The frame the form describes, or why there is none yet (a field left empty, values unreadable). */
export function requestDraft(form: TRequestForm): TRequestDraft {
  const { framing, unitId, transactionId, start } = form;
  if (unitId === null || start === null || (framing === 'tcp' && transactionId === null))
    return { state: 'incomplete' };
  const message = requestMessage(form, start);
  if (message === 'incomplete' || message === 'badValues') return { state: message };
  return {
    state: 'ready',
    frame: { framing, unitId, ...(framing === 'tcp' && { transactionId: transactionId ?? 0 }), message },
  };
}

function requestMessage(form: TRequestForm, start: number): TModbusRequest | 'incomplete' | 'badValues' {
  switch (form.functionCode) {
    case 3:
    case 4:
      return form.count === null
        ? 'incomplete'
        : { kind: 'readRequest', functionCode: form.functionCode, start, count: form.count };
    case 6:
      return form.value === null ? 'incomplete' : { kind: 'writeSingle', address: start, value: form.value };
    case 16: {
      if (form.values.trim() === '') return 'incomplete';
      const values = parseRegisterValues(form.values);
      return values ? { kind: 'writeMultipleRequest', start, values } : 'badValues';
    }
  }
}
