import { describe, expect, it } from 'vitest';
import { entryAddresses } from './dictionary.ts';
import { deyeHybridSettings, deyeThreePhaseSettings } from './settings/deye.ts';
import { findSettings, shippedSettings } from './settings/catalog.ts';
import { familyPageNames } from './settings/page-names.ts';
import {
  familyPages,
  imageOf,
  readableIn,
  readSettingValues,
  readSpans,
  settingFields,
  writeRequests,
} from './settings.ts';

const field = (key: string) => settingFields(deyeHybridSettings).find((f) => f.entry.key === key)!;

describe('settings maps', () => {
  it('name every page of every family in the three languages', () => {
    for (const id of Object.values(familyPages).flat()) {
      const names = familyPageNames[id];
      expect(
        [names?.en, names?.zh, names?.es].every((name) => Boolean(name?.trim())),
        id,
      ).toBe(true);
    }
  });

  it('name only pages of their family and read in requests of at most 125 registers', () => {
    for (const map of shippedSettings) {
      for (const page of map.pages) expect(familyPages[map.family]).toContain(page.id);
      for (const span of readSpans(map)) expect(span.count).toBeLessThanOrEqual(125);
    }
    expect(findSettings('sofar_lsw3')).toBeUndefined();
  });

  it('read only registers a device answers for: its settings and the blocks it polls', () => {
    for (const map of shippedSettings) {
      const fieldAddresses = new Set(settingFields(map).flatMap((field) => entryAddresses(field.entry)));
      const isReadable = readableIn(map);
      for (const span of readSpans(map))
        for (let address = span.start; address < span.start + span.count; address++)
          expect(fieldAddresses.has(address) || isReadable(address), `${map.dictionaryId} ${address}`).toBe(
            true,
          );
    }
    expect(findSettings('deye_sg04lp3')).toBe(deyeThreePhaseSettings);
  });

  it('reads values back from the registers it asks for', () => {
    const spans = readSpans(deyeHybridSettings);
    const blocks = spans.map((span) => ({
      start: span.start,
      words: Array.from({ length: span.count }, () => 0),
    }));
    const image = new Map(imageOf(blocks));
    image.set(245, 3000);
    image.set(250, 530);
    const values = readSettingValues(
      deyeHybridSettings,
      spans.map((span) => ({
        start: span.start,
        words: Array.from({ length: span.count }, (_, i) => image.get(span.start + i) ?? 0),
      })),
    );
    expect(values.maxSellPower).toBe(3000);
    expect(values.timeOfUse1Start).toBe('05:30');
  });
});

describe('writeRequests', () => {
  it('merges neighbouring registers into one request and keeps the other bits of a masked word', () => {
    const current = new Map([
      [247, 0b1110],
      [244, 0],
      [245, 8000],
    ]);
    const requests = writeRequests(
      [field('loadLimit'), field('maxSellPower'), field('solarExport')],
      { loadLimit: 2, maxSellPower: 1500, solarExport: 1 },
      current,
    );
    expect(requests).toEqual([
      { start: 244, words: [2, 1500] },
      { start: 247, words: [0b1111] },
    ]);
  });

  it('writes only the values given', () => {
    expect(writeRequests([field('maxSellPower'), field('loadLimit')], { loadLimit: 1 }, new Map())).toEqual([
      { start: 244, words: [1] },
    ]);
  });
});
