import { describe, expect, it } from 'vitest';
import { ZPlantUpdate, type TPlantDetail } from '@sunfleet/contract/plants';
import { bodyOf, emptyPlantForm, formOf, incomeSchemaOf } from './plant-form.ts';

const filled = () => {
  const values = emptyPlantForm();
  values.name = 'Roof of the barn';
  values.capacity = '12.5';
  values.commissioningDate = '2026-01-15';
  values.location = {
    latitude: '40.4168',
    longitude: '-3.7038',
    address: 'Madrid',
    timeZone: 'Europe/Madrid',
  };
  values.income.price = '0.15';
  return values;
};

describe('plant form', () => {
  it('sends only the chosen pricing method, and the api schema accepts the body', () => {
    const values = filled();
    values.income.method = 'timeOfUse';
    values.income.segments = [
      { start: '00:00', end: '08:00', price: '0.1' },
      { start: '08:00', end: '24:00', price: '0.2' },
    ];
    const body = bodyOf(values);
    expect(body.income).toEqual({
      method: 'timeOfUse',
      currency: 'USD',
      segments: values.income.segments,
      weekdays: [1, 2, 3, 4, 5, 6, 7],
    });
    const parsed = ZPlantUpdate.parse(body);
    expect(parsed.capacity).toBe(12.5);
    expect(parsed.investment).toBeNull();
  });

  it('lets the contract reject what the user typed wrongly', () => {
    const values = filled();
    values.income.price = '1.234';
    expect(ZPlantUpdate.safeParse(bodyOf(values)).success).toBe(false);
    expect(
      incomeSchemaOf('constant').safeParse({ method: 'constant', currency: 'USD', price: '10000' }).success,
    ).toBe(false);
  });

  it('turns a stored plant back into the form, keeping defaults for other methods', () => {
    const detail = {
      ...ZPlantUpdate.parse(bodyOf(filled())),
      id: '00000000-0000-4000-8000-000000000000',
      status: 'normal',
      inverterState: null,
      gateways: [],
      role: 'owner',
      ownerAccount: null,
      customer: null,
      createdAt: '2026-01-15T00:00:00.000Z',
      location: { latitude: 40.4168, longitude: -3.7038, address: 'Madrid', timeZone: 'Europe/Madrid' },
    } as TPlantDetail;
    const form = formOf(detail);
    expect(form.income.method).toBe('constant');
    expect(form.income.price).toBe(0.15);
    expect(form.income.weekdays).toHaveLength(7);
    expect(ZPlantUpdate.safeParse(bodyOf(form)).success).toBe(true);
  });
});
