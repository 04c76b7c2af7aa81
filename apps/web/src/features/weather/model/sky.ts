/** The sky of a WMO weather code (Open-Meteo's `weather_code`), as the UI names it (`devices.weather.sky.*`). */
export type TSky =
  'clear' | 'partlyCloudy' | 'overcast' | 'fog' | 'drizzle' | 'rain' | 'snow' | 'showers' | 'thunderstorm';

/** WMO 4677 codes as Open-Meteo documents them: 0 clear … 95–99 thunderstorm. */
export function skyOf(code: number | null): TSky | null {
  if (code === null) return null;
  if (code === 0) return 'clear';
  if (code <= 2) return 'partlyCloudy';
  if (code === 3) return 'overcast';
  if (code === 45 || code === 48) return 'fog';
  if (code >= 51 && code <= 57) return 'drizzle';
  if (code >= 61 && code <= 67) return 'rain';
  if ((code >= 71 && code <= 77) || code === 85 || code === 86) return 'snow';
  if (code >= 80 && code <= 82) return 'showers';
  if (code >= 95) return 'thunderstorm';
  return null;
}
