import type { TSettingsMap } from '../settings.ts';
import { deyeHybridSettings, deyeStringSettings, deyeThreePhaseSettings } from './deye.ts';
import { solisHybridSettings } from './solis.ts';

/** Settings of the shipped dictionaries that have them; other models answer 601. */
export const shippedSettings: readonly TSettingsMap[] = [
  deyeHybridSettings,
  deyeThreePhaseSettings,
  deyeStringSettings,
  solisHybridSettings,
];

export const findSettings = (dictionaryId: string): TSettingsMap | undefined =>
  shippedSettings.find((map) => map.dictionaryId === dictionaryId);
