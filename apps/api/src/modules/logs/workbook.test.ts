import { read, utils } from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import type { TDebugEntry } from '@sunfleet/contract/logs';
import { communicationWorkbook, debugWorkbook } from './workbook.ts';

const rowsOf = (content: Buffer) => {
  const book = read(content);
  return utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
};
const at = '2026-11-28T07:39:27.000Z';
const place = {
  gatewaySn: 'SFGW1',
  deviceSn: 'SF1',
  plantId: null,
  plantName: 'Casa',
  plantTimeZone: 'Pacific/Auckland',
};

const debugEntry = (state: string): TDebugEntry => ({
  id: '1',
  at,
  actor: 'Dana',
  ...place,
  kind: 'modbusDebug',
  state,
  request: '01',
  reply: null,
});

describe('the log downloads in the reader’s words', () => {
  it('names a communication row’s kind and the headers in Spanish', () => {
    const rows = rowsOf(
      communicationWorkbook(
        [
          {
            id: '1',
            at,
            ...place,
            kind: 'upload',
            topic: null,
            msgId: null,
            frames: 3,
            stored: 3,
            duplicates: 0,
            refused: 0,
            bytes: 120,
            repeats: 1,
            detail: '',
          },
        ],
        'es',
      ),
    );
    expect(rows[0]).toContain('Tipo');
    expect(rows[1]).toContain('Envío');
    expect(JSON.stringify(rows)).not.toContain('upload');
  });

  it('says a debug command’s state in Chinese', () => {
    const rows = rowsOf(debugWorkbook([debugEntry('timedOut')], 'zh'));
    expect(rows[0]).toContain('状态');
    expect(rows[1]).toContain('超时');
  });

  it('writes each time as a date on its plant’s clock, and names the clock', () => {
    const book = read(debugWorkbook([debugEntry('succeeded')], 'en'));
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    // 07:39:27 UTC is 20:39:27 in Auckland (NZDT, UTC+13): a number Excel shows as a date-time.
    expect(sheet.A2).toMatchObject({ t: 'n', w: '2026-11-28 20:39:27' });
    expect(utils.sheet_to_json<unknown[]>(sheet, { header: 1 })[1]?.[1]).toBe('Pacific/Auckland');
  });
});
