import type { pricingMethods, TPlantType } from '@sunfleet/contract/enums';
import {
  ZPlantIncome,
  type TPlantDetail,
  type TPlantIncomeInput,
  type TPlantUpdateInput,
} from '@sunfleet/contract/plants';
import { wholeDay, type TSegmentInput } from './time-of-use.ts';

type TPricingMethod = (typeof pricingMethods)[number];
type TText = string | number;

/**
 * What the plant form holds: the fields of every pricing method at once (switching method keeps
 * what was typed), numbers as typed text, so the contract schema judges exactly what the user
 * entered. `bodyOf` turns it into the request the api parses with the same schema.
 */
export type TPlantFormValues = {
  name: string;
  alias: string;
  type: TPlantType;
  capacity: TText;
  commissioningDate: string;
  investment: TText | null;
  picture: string | null;
  location: { latitude: TText; longitude: TText; address: string; timeZone: string };
  income: {
    method: TPricingMethod;
    currency: string;
    price: TText;
    segments: TSegmentInput[];
    weekdays: number[];
    feedInPrice: TText;
    selfUsePrice: TText;
  };
  contacts: { contact: string; phone: string; installer: string };
  /** The company's customer the plant is built for (staff pick one). */
  customerId: string | null;
  /** That customer as the plant's detail names them (for the picker's label). */
  customer?: TPlantDetail['customer'];
};

const allWeekdays = [1, 2, 3, 4, 5, 6, 7];

/** The time zone of this browser, the likeliest one for a new plant. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export const emptyPlantForm = (): TPlantFormValues => ({
  name: '',
  alias: '',
  type: 'gridTied',
  capacity: '',
  commissioningDate: '',
  investment: null,
  picture: null,
  location: { latitude: '', longitude: '', address: '', timeZone: browserTimeZone() },
  income: {
    method: 'constant',
    currency: 'USD',
    price: '',
    segments: wholeDay(''),
    weekdays: allWeekdays,
    feedInPrice: '',
    selfUsePrice: '',
  },
  contacts: { contact: '', phone: '', installer: '' },
  customerId: null,
});

/** The contract schema of one pricing method's income (for the form's per-field rules). */
export function incomeSchemaOf(method: TPricingMethod) {
  const schema = ZPlantIncome.options.find((option) => option.shape.method.value === method);
  if (!schema) throw new Error(`no income schema for ${method}`);
  return schema;
}

/** Only the chosen method's fields go to the api. */
export function incomeOf(income: TPlantFormValues['income']): TPlantIncomeInput {
  const { currency } = income;
  switch (income.method) {
    case 'constant':
      return { method: 'constant', currency, price: income.price };
    case 'timeOfUse':
      return { method: 'timeOfUse', currency, segments: income.segments, weekdays: income.weekdays };
    case 'byGeneration':
      return {
        method: 'byGeneration',
        currency,
        feedInPrice: income.feedInPrice,
        selfUsePrice: income.selfUsePrice,
      };
  }
}

const blankToNull = (value: TText | null) => (value === '' || value === null ? null : value);

/** The body of `POST /plant/{id}` (and, with the gateway, of `POST /plant`). */
export function bodyOf(values: TPlantFormValues): TPlantUpdateInput {
  return {
    name: values.name,
    alias: values.alias ?? '',
    type: values.type,
    capacity: values.capacity,
    commissioningDate: values.commissioningDate,
    investment: blankToNull(values.investment),
    picture: values.picture,
    location: values.location,
    income: incomeOf(values.income),
    contacts: values.contacts,
    customerId: values.customerId ?? null,
  };
}

/** A stored plant as the edit form shows it; fields its tariff lacks keep their defaults. */
export function formOf(plant: TPlantDetail): TPlantFormValues {
  const empty = emptyPlantForm();
  const income = plant.income;
  return {
    name: plant.name,
    alias: plant.alias,
    type: plant.type,
    capacity: plant.capacity,
    commissioningDate: plant.commissioningDate ?? '',
    investment: plant.investment,
    picture: plant.picture,
    location: {
      latitude: plant.location.latitude ?? '',
      longitude: plant.location.longitude ?? '',
      address: plant.location.address,
      timeZone: plant.location.timeZone || empty.location.timeZone,
    },
    income: { ...empty.income, ...(income ?? {}) },
    contacts: plant.contacts,
    customerId: plant.customer?.id ?? null,
    customer: plant.customer,
  };
}
