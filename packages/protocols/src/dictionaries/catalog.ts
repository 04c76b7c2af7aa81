import type { TProtocolDictionary } from '../dictionary.ts';
import { deyeHybrid } from './deye-hybrid.ts';
import { deyeSg04lp3 } from './deye-sg04lp3.ts';
import { deyeString } from './deye-string.ts';
import { sofarLsw3 } from './sofar-lsw3.ts';
import { solis3p4g } from './solis-3p-4g.ts';
import { solisHybrid } from './solis-hybrid.ts';
import { solisMeter, solisMeter3p } from './solis-meter.ts';
import { sunfleetBms } from './sunfleet-bms.ts';
import { sunfleetMicro } from './sunfleet-micro.ts';
import { sunfleetWeather } from './sunfleet-weather.ts';

/** The dictionaries Sunfleet ships; a user's imported maps live in the database beside them. */
export const shippedDictionaries: readonly TProtocolDictionary[] = [
  deyeHybrid,
  deyeSg04lp3,
  deyeString,
  sofarLsw3,
  solisHybrid,
  solis3p4g,
  sunfleetMicro,
  solisMeter,
  solisMeter3p,
  sunfleetBms,
  sunfleetWeather,
];

export const findShippedDictionary = (id: string): TProtocolDictionary | undefined =>
  shippedDictionaries.find((dictionary) => dictionary.id === id);
