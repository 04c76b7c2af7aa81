import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ZAccount,
  ZAlias,
  ZAscii,
  ZBinaryString,
  ZCapacity,
  ZFirmwareFileName,
  ZFirmwareVersion,
  ZFlag,
  ZGatewayKey,
  ZGatewaySn,
  ZHexString,
  ZLettersOrDigits,
  ZPassword,
  ZPlantName,
  ZPositiveInteger,
  positiveIntegerIn,
  ZPrice,
  ZPriceSegments,
  ZSourceAccount,
  ZUtilityAccountNumber,
  ZWeekdays,
  decimalInRange,
  firstFailure,
  inputProblem,
  maxInputDepth,
  integerInRange,
  minutesOfDay,
  parameterValue,
  plainText,
  segmentEndMinutes,
  uniqueList,
} from './validators.ts';

type TCase = {
  name: string;
  schema: z.ZodType;
  accepted: unknown[];
  rejected: unknown[];
  /** The English message every rejected value gets (when it is the same for all). */
  message?: string;
};

const cases: TCase[] = [
  {
    name: 'free text bans special characters',
    schema: plainText(40),
    accepted: ['Solar Farm North', 'Smith & Sons (Pty) Ltd.', 'Calle 5, #12', ''],
    rejected: ['a<b', 'x{y}', 'semi;colon', '100%', 'back\\slash', 'price ￥'],
    message: 'Do not enter special characters',
  },
  {
    name: 'free text has a length limit',
    schema: plainText(12),
    accepted: ['twelve chars'],
    rejected: ['thirteen char'],
    message: 'At most 12 characters',
  },
  {
    name: 'required free text',
    schema: plainText(20, { required: true }),
    accepted: ['x'],
    rejected: ['', '   '],
    message: 'Please fill in this field',
  },
  {
    name: 'plant name is 5 to 32 characters',
    schema: ZPlantName,
    accepted: ['Plant', 'Rooftop PV 12 kWp', 'x'.repeat(32), '屋顶光伏电站'],
    rejected: ['Farm', '', 'x'.repeat(33), '  abc  '],
    message: 'The plant name is 5 to 32 characters',
  },
  {
    name: 'password is 6 to 16 characters',
    schema: ZPassword,
    accepted: ['secret', 'Secret-123!', 'x'.repeat(16)],
    rejected: ['short', 'x'.repeat(17)],
    message: 'The password is 6 to 16 characters',
  },
  {
    name: 'password has no spaces',
    schema: ZPassword,
    accepted: ['no-spaces'],
    rejected: ['with space', ' leading', 'tab\there'],
    message: 'Do not enter spaces',
  },
  {
    name: 'account is an e-mail address or a phone number',
    schema: ZAccount,
    accepted: [
      'owner@example.com',
      'Owner@Example.COM',
      '+8613800138000',
      '+34 612 345 678',
      '+1 (555) 010-0199',
      '+44.20.7946.0958',
    ],
    rejected: [
      'owner',
      'owner@',
      '@example.com',
      '12345',
      'phone 555',
      '+86-138',
      // No country code: the same digits are different numbers in different countries.
      '5551234567',
      '612 345 678',
      '+0612345678',
      '+1234567890123456',
      '+34 612 345 678 ext 2',
    ],
    message:
      'Enter an e-mail address or a phone number of the chosen country (or with its country code, +34 612 345 678)',
  },
  {
    name: 'positive integer: 0 or digits not starting with 0',
    schema: ZPositiveInteger,
    accepted: ['0', '7', '120', 42, '  9  '],
    rejected: ['01', '-1', '1.5', 'abc', ''],
    message: 'Please input positive integer',
  },
  {
    name: 'constant price: two decimals, 0 to 9999',
    schema: ZPrice,
    accepted: ['0', '0.1', '0.25', '9999', 12.5, '9998.99'],
    rejected: ['-1', '10000', '0.123', 'abc', '', '1e3'],
    message: 'Please input 0-9999, at most 2 decimal places',
  },
  {
    name: 'capacity: 0 to 50000',
    schema: ZCapacity,
    accepted: ['0', '5.5', '50000', 12.345],
    rejected: ['-0.5', '50000.01', 'ten'],
  },
  {
    name: 'decimal within a custom range',
    schema: decimalInRange(-10, 10, 1),
    accepted: ['-10', '-2.5', '10'],
    rejected: ['-10.1', '2.55', '11'],
    message: 'Please input -10-10, at most 1 decimal places',
  },
  {
    name: 'integer within a range',
    schema: integerInRange(1, 7),
    accepted: ['1', 7, '3'],
    rejected: ['0', '8', '2.5'],
    message: 'Please input 1-7',
  },
  {
    name: 'string of 0 and 1, spaces stripped',
    schema: ZBinaryString,
    accepted: ['0101', '1 0 1 1', '0'],
    rejected: ['0102', 'abc', ''],
    message: 'Please input legal content',
  },
  {
    name: 'hexadecimal content',
    schema: ZHexString,
    accepted: ['01 03 00 00', 'ABCDEF', 'ff'],
    rejected: ['0x10', 'GG', ''],
    message: 'Please input legal content',
  },
  {
    name: 'letters and punctuation, or digits only',
    schema: ZLettersOrDigits,
    accepted: ['Hello, world!', '12345', 'Ñandú'],
    rejected: ['abc123', 'a1', '12 34x'],
    message: 'Please input legal content',
  },
  {
    name: 'ASCII-only text',
    schema: ZAscii,
    accepted: ['plain text 123 !?', ''],
    rejected: ['café', '电站', 'tab\t'],
    message: 'Please input legal content',
  },
  {
    name: 'alias is at most 32 bytes',
    schema: ZAlias,
    accepted: ['x'.repeat(32), '电'.repeat(10)],
    rejected: ['x'.repeat(33), '电'.repeat(11)],
    message: 'Set failed: at most 32 bytes',
  },
  {
    name: 'parameter value up to 9999999 with a precision',
    schema: parameterValue(2),
    accepted: ['9999999', '9999999.00', '-5.25'],
    rejected: ['10000000', '1.234'],
  },
  {
    name: '0/1 flag',
    schema: ZFlag,
    accepted: ['0', '1'],
    rejected: ['2', 0, 'true'],
  },
  {
    name: 'gateway SN may not be empty',
    schema: ZGatewaySn,
    accepted: ['GW2024000001'],
    rejected: ['', '   '],
    message: 'The gateway SN may not be empty',
  },
  {
    name: 'gateway key may not be empty',
    schema: ZGatewayKey,
    accepted: ['k3y'],
    rejected: [''],
    message: 'The gateway key may not be empty',
  },
  {
    name: 'firmware file name',
    schema: ZFirmwareFileName,
    accepted: ['gw_v1.2-3.bin', 'A'.repeat(40)],
    rejected: ['my firmware.bin', 'fw@1.bin', 'A'.repeat(41)],
  },
  {
    name: 'firmware version',
    schema: ZFirmwareVersion,
    accepted: ['V1_2-3', '100'],
    rejected: ['1.2.3', 'v 1', ''],
    message: 'Please input legal content',
  },
  {
    name: 'demand-response source account is digits',
    schema: ZSourceAccount,
    accepted: ['0012345'],
    rejected: ['12a', ''],
  },
  {
    name: 'demand-response account number',
    schema: ZUtilityAccountNumber,
    accepted: ['acct_01-x', 'a'.repeat(16)],
    rejected: ['Acct', 'a'.repeat(17), 'a b'],
  },
  {
    name: 'inverter serial numbers must not repeat, at least one',
    schema: uniqueList(plainText(32), { min: 1 }),
    accepted: [['SN1'], ['SN1', 'SN2']],
    rejected: [[], ['SN1', 'SN1']],
  },
  {
    name: 'weekdays Mon to Sun',
    schema: ZWeekdays,
    accepted: [[1, 2, 3, 4, 5], [7]],
    rejected: [[], [0], [8], [1, 1]],
  },
  {
    name: 'time-of-use segments',
    schema: ZPriceSegments,
    accepted: [
      [{ start: '00:00', end: '24:00', price: 0.2 }],
      [
        { start: '00:00', end: '07:00', price: '0.10' },
        { start: '07:00', end: '22:00', price: '0.30' },
        { start: '22:00', end: '24:00', price: '0.10' },
      ],
      // The spec's other reading of the day's end.
      [{ start: '00:00', end: '23:59', price: 0.2 }],
      [
        { start: '00:00', end: '12:00', price: 1 },
        { start: '12:00', end: '23:59', price: 2 },
      ],
    ],
    rejected: [
      [],
      [{ start: '00:00', end: '23:58', price: 1 }],
      // 23:59 is the day's end, so nothing can follow it.
      [
        { start: '00:00', end: '23:59', price: 1 },
        { start: '23:59', end: '24:00', price: 1 },
      ],
      [{ start: '00:00', end: '23:00', price: 1 }],
      [{ start: '01:00', end: '24:00', price: 1 }],
      [
        { start: '00:00', end: '12:00', price: 1 },
        { start: '11:00', end: '24:00', price: 1 },
      ],
      [{ start: '00:00', end: '25:00', price: 1 }],
      Array.from({ length: 7 }, (_, i) => ({
        start: `0${i}:00`,
        end: i === 6 ? '24:00' : `0${i + 1}:00`,
        price: 1,
      })),
      [{ start: '00:00', end: '24:00', price: '1.001' }],
    ],
  },
];

describe.each(cases)('$name', ({ schema, accepted, rejected, message }) => {
  it.each(accepted.map((value) => [value]))('accepts %j', (value) => {
    expect(schema.safeParse(value).success).toBe(true);
  });

  it.each(rejected.map((value) => [value]))('rejects %j', (value) => {
    const result = schema.safeParse(value);
    expect(result.success).toBe(false);
    if (message && !result.success) expect(firstFailure(result.error, 'en').message).toBe(message);
  });
});

describe('messages follow the language', () => {
  it('gives the spec text in English, Chinese and Spanish', () => {
    const result = ZPassword.safeParse('has space');
    if (result.success) throw new Error('expected a failure');
    expect(firstFailure(result.error, 'en').message).toBe('Do not enter spaces');
    expect(firstFailure(result.error, 'zh').message).toBe('请勿输入空格');
    expect(firstFailure(result.error, 'es').message).toBe('No introduzca espacios');
  });

  it('names the failing field by its path', () => {
    const result = ZPriceSegments.safeParse([{ start: '00:00', end: '20:00', price: 1 }]);
    if (result.success) throw new Error('expected a failure');
    expect(firstFailure(result.error, 'en')).toEqual({
      field: '0.end',
      message: 'The last time segment must end at 24:00 (or 23:59)',
    });
  });
});

describe("the day's end", () => {
  it('reads 23:59 and 24:00 as the same instant, 1440 minutes after 00:00', () => {
    expect(segmentEndMinutes('23:59')).toBe(1440);
    expect(segmentEndMinutes('24:00')).toBe(1440);
    expect(segmentEndMinutes('23:30')).toBe(1410);
    expect(minutesOfDay('23:59')).toBe(1439);
  });
});

describe('normalisation', () => {
  it('lower-cases e-mail accounts and writes phone numbers without separators', () => {
    expect(ZAccount.parse('Owner@Example.COM')).toBe('owner@example.com');
    expect(ZAccount.parse('+8613800138000')).toBe('+8613800138000');
    expect(ZAccount.parse(' +34 612-345.678 ')).toBe('+34612345678');
    expect(ZAccount.parse('+1 (555) 010-0199')).toBe('+15550100199');
  });

  it('turns numeric strings into numbers', () => {
    expect(ZPrice.parse('0.25')).toBe(0.25);
    expect(ZPositiveInteger.parse('120')).toBe(120);
  });

  it('keeps the positive-integer rule inside a range: 01 is refused, then the range is checked', () => {
    const registerCount = positiveIntegerIn(1, 125);
    expect(registerCount.parse('10')).toBe(10);
    const message = (input: string) => {
      const result = registerCount.safeParse(input);
      return result.success ? null : firstFailure(result.error, 'en').message;
    };
    expect(message('01')).toBe('Please input positive integer');
    expect(message('1.5')).toBe('Please input positive integer');
    expect(message('126')).toBe('Please input 1-125');
    expect(message('0')).toBe('Please input 1-125');
  });
});

describe('the guard every input passes', () => {
  const nested = (levels: number) => {
    let body: unknown = 1;
    for (let level = 0; level < levels; level += 1) body = { a: level % 2 === 0 ? body : [body] };
    return body;
  };

  it('accepts input nested as deep as the limit and refuses one level more, on the path', () => {
    const atLimit = JSON.parse(`${'{"a":'.repeat(maxInputDepth)}1${'}'.repeat(maxInputDepth)}`) as unknown;
    expect(inputProblem(atLimit)).toBeUndefined();
    const deeper = JSON.parse(`${'['.repeat(maxInputDepth + 1)}${']'.repeat(maxInputDepth + 1)}`) as unknown;
    expect(inputProblem(deeper)).toEqual({ path: Array<number>(maxInputDepth).fill(0), message: 'tooDeep' });
  });

  it('walks 150,000 levels without recursing, stopping at the limit', () => {
    expect(inputProblem(nested(150_000))?.message).toBe('tooDeep');
  });

  it('reports the first problem in document order: text before depth, keys too', () => {
    expect(inputProblem({ a: 'ok', b: ['x', 'a\u0000b'], c: nested(100) })).toEqual({
      path: ['b', 1],
      message: 'illegal',
    });
    expect(inputProblem({ ok: 1, ['k\ud800']: 1 })).toEqual({ path: ['k\ud800'], message: 'illegal' });
    expect(inputProblem({ a: [1, { b: 'fine' }], c: null })).toBeUndefined();
  });
});
