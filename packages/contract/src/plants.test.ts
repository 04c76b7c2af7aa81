import { describe, expect, it } from 'vitest';
import {
  ZDate,
  ZPlantCreate,
  ZPlantIncome,
  ZPlantLocation,
  plantAbilities,
  type TPlantCreateInput,
} from './plants.ts';
import { describeIssue } from './validators.ts';

const valid: TPlantCreateInput = {
  name: 'Sunny Hill',
  type: 'gridTied',
  capacity: '12.5',
  commissioningDate: '2025-04-01',
  location: { latitude: '40.4168', longitude: -3.7038, address: 'Calle Mayor 1', timeZone: 'Europe/Madrid' },
  income: { method: 'constant', currency: 'EUR', price: '0.15' },
  contacts: { contact: 'Ana', phone: '+34 600 000 000', installer: 'Solar SL' },
  gateway: { sn: 'GW0001', key: 'secret-key' },
};

const firstMessage = (result: {
  success: boolean;
  error?: { issues: Parameters<typeof describeIssue>[0][] };
}) => (result.error?.issues[0] ? describeIssue(result.error.issues[0], 'en') : undefined);

describe('plant forms', () => {
  it('accepts the wizard and turns numeric text into numbers', () => {
    const plant = ZPlantCreate.parse(valid);
    expect(plant).toMatchObject({ capacity: 12.5, alias: '', investment: null, picture: null });
    expect(plant.location).toMatchObject({ latitude: 40.4168, longitude: -3.7038 });
  });

  it.each([
    [{ latitude: '91' }, 'Wrong format of longitude and latitude'],
    [{ longitude: '12.3.4' }, 'Wrong format of longitude and latitude'],
    [{ timeZone: 'Mars/Base' }, 'Choose a time zone from the list'],
  ])('refuses location %o', (change, message) => {
    expect(firstMessage(ZPlantLocation.safeParse({ ...valid.location, ...change }))).toBe(message);
  });

  it.each([
    [
      { method: 'constant', currency: 'EUR', price: '1.234' },
      'Please input 0-9999, at most 2 decimal places',
    ],
    [{ method: 'constant', currency: 'XYZ', price: '1' }, 'Choose a currency from the list'],
    [
      {
        method: 'timeOfUse',
        currency: 'EUR',
        weekdays: [1],
        segments: [{ start: '00:00', end: '12:00', price: 1 }],
      },
      'The last time segment must end at 24:00 (or 23:59)',
    ],
    [
      {
        method: 'timeOfUse',
        currency: 'EUR',
        weekdays: [1],
        segments: Array.from({ length: 7 }, (_, i) => ({
          start: `0${i}:00`,
          end: i === 6 ? '24:00' : `0${i + 1}:00`,
          price: 1,
        })),
      },
      'At most 6 items',
    ],
  ])('refuses income %o', (income, message) => {
    expect(firstMessage(ZPlantIncome.safeParse(income))).toBe(message);
  });

  it('refuses a short name and a capacity above 50000', () => {
    expect(firstMessage(ZPlantCreate.safeParse({ ...valid, name: 'Sun' }))).toBe(
      'The plant name is 5 to 32 characters',
    );
    expect(firstMessage(ZPlantCreate.safeParse({ ...valid, capacity: 50001 }))).toMatch(
      /^Please input 0-50000/,
    );
  });

  it('spells time zones canonically', () => {
    expect(ZPlantLocation.parse({ ...valid.location, timeZone: ' asia/shanghai ' }).timeZone).toBe(
      'Asia/Shanghai',
    );
  });

  it('takes only dates that exist', () => {
    expect(ZDate.safeParse('2024-02-29').success).toBe(true);
    expect(ZDate.safeParse('2025-02-29').success).toBe(false);
    expect(ZDate.safeParse('2025-13-01').success).toBe(false);
    expect(ZDate.safeParse('1/2/2025').success).toBe(false);
  });

  it('lets visitors only read and only owners share', () => {
    expect(plantAbilities('visitor')).toEqual({
      canEdit: false,
      canShare: false,
      canTransfer: false,
      canDelete: false,
    });
    expect(plantAbilities('manager')).toMatchObject({ canEdit: true, canShare: false, canDelete: false });
    expect(plantAbilities('company')).toMatchObject({ canEdit: true, canShare: false, canTransfer: true });
    expect(plantAbilities('owner')).toEqual({
      canEdit: true,
      canShare: true,
      canTransfer: true,
      canDelete: true,
    });
  });
});
