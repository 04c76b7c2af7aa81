import type { currencies } from './plants.ts';
import { zonePlaces } from './zone-places.ts';

type TCurrency = (typeof currencies)[number];

/** Where each offered currency is the money people count in (ISO 3166 countries). */
const countriesByCurrency: Partial<Record<TCurrency, readonly string[]>> = {
  EUR: [
    'AD',
    'AT',
    'BE',
    'CY',
    'DE',
    'EE',
    'ES',
    'FI',
    'FR',
    'GR',
    'HR',
    'IE',
    'IT',
    'LT',
    'LU',
    'LV',
    'MC',
    'ME',
    'MT',
    'NL',
    'PT',
    'SI',
    'SK',
    'SM',
    'VA',
    'XK',
    'GF',
    'GP',
    'MQ',
    'RE',
    'YT',
    'PM',
    'BL',
    'MF',
  ],
  USD: ['US', 'EC', 'SV', 'PA', 'PR', 'GU', 'VI', 'AS', 'MP', 'TL', 'FM', 'MH', 'PW', 'TC', 'VG', 'BQ', 'UM'],
  CNY: ['CN'],
  GBP: ['GB', 'IM', 'JE', 'GG'],
  JPY: ['JP'],
  AUD: ['AU', 'NR', 'KI', 'TV', 'CX', 'CC', 'NF'],
  CAD: ['CA'],
  CHF: ['CH', 'LI'],
  INR: ['IN'],
  BRL: ['BR'],
  MXN: ['MX'],
  ZAR: ['ZA'],
  KRW: ['KR'],
  SGD: ['SG'],
  HKD: ['HK'],
  TWD: ['TW'],
  THB: ['TH'],
  VND: ['VN'],
  IDR: ['ID'],
  MYR: ['MY'],
  PHP: ['PH'],
  PKR: ['PK'],
  TRY: ['TR'],
  PLN: ['PL'],
  CZK: ['CZ'],
  HUF: ['HU'],
  SEK: ['SE'],
  NOK: ['NO', 'SJ'],
  DKK: ['DK', 'FO', 'GL'],
  NZD: ['NZ', 'CK', 'NU', 'PN', 'TK'],
  CLP: ['CL'],
  COP: ['CO'],
  PEN: ['PE'],
  ARS: ['AR'],
  EGP: ['EG'],
  NGN: ['NG'],
  KES: ['KE'],
  SAR: ['SA'],
  AED: ['AE'],
  ILS: ['IL', 'PS'],
};
const currencyByCountry = new Map(
  Object.entries(countriesByCurrency).flatMap(([currency, countries]) =>
    countries.map((country) => [country, currency as TCurrency] as const),
  ),
);

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in radians: the haversine formula. */
function distance(lat1: number, lng1: number, lat2: number, lng2: number) {
  const dLat = radians(lat2 - lat1);
  const dLng = radians(lng2 - lng1);
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(lat1)) * Math.cos(radians(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * The time zone and currency a plant's location suggests: the zone whose representative place is
 * nearest (tzdata's `zone.tab`) and its country's currency when it is one we offer (null when not,
 * so the form keeps what it has). A suggestion a user can change: near a border the nearest place
 * may lie across it.
 */
export function placeAt(latitude: number, longitude: number) {
  let nearest = zonePlaces[0];
  let best = Infinity;
  for (const place of zonePlaces) {
    const d = distance(latitude, longitude, place[2], place[3]);
    if (d < best) [best, nearest] = [d, place];
  }
  if (!nearest) return null;
  const [timeZone, country] = nearest;
  return { timeZone, country, currency: currencyByCountry.get(country) ?? null };
}
