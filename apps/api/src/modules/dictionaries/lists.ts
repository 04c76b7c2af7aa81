import type { TLang } from '@sunfleet/contract/lang';
import type { TDictEntry, TTimeZoneEntry } from '@sunfleet/contract/plants';

/** Intl speaks BCP 47; the portal's Chinese is simplified Chinese. */
const locales: Record<TLang, string> = { en: 'en', zh: 'zh-CN', es: 'es' };

export function namedCurrencies(codes: readonly string[], lang: TLang): TDictEntry[] {
  const names = new Intl.DisplayNames([locales[lang]], { type: 'currency' });
  return codes.map((code) => ({ code, name: `${names.of(code) ?? code} (${code})` }));
}

/** `+08:00` style offset of a zone at an instant (`GMT` alone means +00:00). */
function offsetOf(timeZone: string, at: Date): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  return part && part !== 'GMT' ? part.replace('GMT', '') : '+00:00';
}

const minutesOfOffset = (offset: string) => {
  const sign = offset.startsWith('-') ? -1 : 1;
  const [hours = 0, minutes = 0] = offset.slice(1).split(':').map(Number);
  return sign * (hours * 60 + minutes);
};

/** Every IANA zone the runtime knows, with its offset now, west to east. */
export function listTimeZones(at: Date = new Date()): TTimeZoneEntry[] {
  const zones = ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')];
  return zones
    .map((code) => {
      const offset = offsetOf(code, at);
      return { code, name: `(UTC${offset}) ${code.replaceAll('_', ' ')}`, offset };
    })
    .sort((a, b) => minutesOfOffset(a.offset) - minutesOfOffset(b.offset) || a.code.localeCompare(b.code));
}
