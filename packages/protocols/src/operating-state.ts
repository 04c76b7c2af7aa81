import { findShippedDictionary } from './dictionaries/catalog.ts';
import type { TProtocolDictionary } from './dictionary.ts';

/** What an inverter is doing, read from its running-status word (see `operatingStates` in the contract). */
export type TOperatingState = 'running' | 'standby' | 'shutDown';

/**
 * Brands name the same states differently ("Off", "Control Shutdown"; "Stand-by", "Waiting
 * State", "Initial Standby"; "Normal", "On Grid/Generating"): the English label of the reported
 * code decides. Faults and protections are the status's business (null here), as is a code the
 * dictionary does not name.
 */
export function operatingStateOfLabel(label: string): TOperatingState | null {
  if (/\boff\b|shut ?down|power ?down/i.test(label)) return 'shutDown';
  if (/stand-?by|wait/i.test(label)) return 'standby';
  if (/normal|generat|running|operation|soft start|self-?check|derating/i.test(label)) return 'running';
  return null;
}

/** The state of the code a device reports in its status register (role `deviceStatus`). */
export function operatingStateOf(
  dictionary: TProtocolDictionary | undefined,
  code: number | undefined,
): TOperatingState | null {
  if (!dictionary || code === undefined) return null;
  const entry = dictionary.entries.find((candidate) => candidate.role === 'deviceStatus' && candidate.lookup);
  const label = entry?.lookup?.find((item) => item.value === code)?.label.en;
  return label === undefined ? null : operatingStateOfLabel(label);
}

/** The same for a device read with a shipped dictionary (null for a user's imported map). */
export const shippedOperatingStateOf = (dictionaryId: string, code: number | undefined) =>
  operatingStateOf(findShippedDictionary(dictionaryId), code);
