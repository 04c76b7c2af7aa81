import { read, utils } from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import type { TEvent } from '@sunfleet/contract/events';
import { eventWorkbook } from './event-workbook.ts';

const event = (code: string, name: string): TEvent => ({
  id: '00000000-0000-4000-8000-000000000001',
  sn: 'SFGW1',
  plantId: null,
  plantTimeZone: null,
  code,
  name,
  level: 'info',
  openedAt: '2026-11-28T07:39:27.000Z',
  closedAt: null,
  durationSeconds: null,
  sourceKind: 'gateway',
  sourceAlias: '',
  plantName: null,
  acknowledgement: null,
  abilities: { view: true, operate: false, configure: false, delete: false },
});

describe('the event download', () => {
  it("leaves Sunfleet's own codes (rebooted, offline) to the event's name; a device's code stays", () => {
    const book = read(eventWorkbook([event('rebooted', 'Reinició'), event('M01', 'Fallo de red')], 'es'));
    const rows = utils.sheet_to_json<Record<string, string>>(book.Sheets[book.SheetNames[0]!]!);
    expect(rows.map((row) => [row['Código'] ?? '', row.Evento, row.Nivel])).toEqual([
      ['', 'Reinició', 'Información'],
      ['M01', 'Fallo de red', 'Información'],
    ]);
  });

  it("writes the times as dates on the event's plant's clock and names it", () => {
    const book = read(
      eventWorkbook([{ ...event('M01', 'Grid fault'), plantTimeZone: 'America/Los_Angeles' }], 'en'),
    );
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    // 07:39:27 UTC on 28 November is 23:39:27 the day before in Los Angeles (PST, UTC−8).
    expect(sheet.G2).toMatchObject({ t: 'n', w: '2026-11-27 23:39:27' });
    expect(utils.sheet_to_json<Record<string, string>>(sheet)[0]?.['Time zone']).toBe('America/Los_Angeles');
  });
});
