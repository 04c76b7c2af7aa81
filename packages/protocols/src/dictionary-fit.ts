import type { TProtocolDictionary } from './dictionary.ts';

/** What a protocol change compares of two dictionaries: the device kind and the model they read. */
export type TDictionaryModel = Pick<TProtocolDictionary, 'id' | 'kind' | 'model'> & {
  brand?: string | null | undefined;
};

/** Phases a dictionary's model has, from its kind or its model's name; undefined when unsaid. */
function phasesOf(dictionary: TDictionaryModel): 1 | 3 | undefined {
  if (dictionary.kind === 'inverterSinglePhaseHybrid') return 1;
  if (dictionary.kind === 'inverterThreePhaseHybrid') return 3;
  if (/single[- ]phase|\b1P\b/i.test(dictionary.model)) return 1;
  if (/three[- ]phase|\b3P\b/i.test(dictionary.model)) return 3;
  return undefined;
}

/**
 * Why a dictionary does not fit a device polled with `current` (docs/adr/0043): another brand
 * family or another number of phases reads other registers, and its counters are other numbers.
 * Empty when it fits. Another kind of device is no candidate at all (the caller refuses it).
 */
export function dictionaryMisfits(current: TDictionaryModel, candidate: TDictionaryModel): string[] {
  const misfits: string[] = [];
  const brand = (dictionary: TDictionaryModel) => dictionary.brand?.trim().toLowerCase();
  if (brand(current) && brand(candidate) && brand(current) !== brand(candidate))
    misfits.push(`a ${candidate.brand ?? ''} protocol for a ${current.brand ?? ''} device`);
  const [phases, candidatePhases] = [phasesOf(current), phasesOf(candidate)];
  if (phases && candidatePhases && phases !== candidatePhases)
    misfits.push(`${candidatePhases}-phase, the device is ${phases}-phase`);
  return misfits;
}
