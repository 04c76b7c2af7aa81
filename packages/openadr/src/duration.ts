/**
 * ISO 8601 durations as OpenADR 3 writes them (`duration` in the official OpenAPI:
 * `PnYnMnDTnHnMnS`, `PnW`). Years and months have no fixed length; the User Guide reserves
 * "P9999Y" for "infinity" and programmes send hours, so a year is 365 days and a month 30.
 */
const durationPattern =
  /^(-?)P(?=\d|T\d)(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)([DW]))?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

/** The duration in milliseconds, or undefined when `text` is not an ISO 8601 duration. */
export function durationMs(text: string): number | undefined {
  const match = durationPattern.exec(text);
  if (!match) return undefined;
  const [, sign, years, months, days, dayUnit, hours, minutes, seconds] = match;
  const n = (value: string | undefined) => (value === undefined ? 0 : Number(value));
  const ms =
    n(years) * 365 * dayMs +
    n(months) * 30 * dayMs +
    n(days) * (dayUnit === 'W' ? 7 : 1) * dayMs +
    n(hours) * hourMs +
    n(minutes) * 60_000 +
    n(seconds) * 1000;
  return sign === '-' ? -ms : ms;
}

/** The longest duration Sunfleet acts on: "P9999Y" (infinity) is capped so dates stay valid. */
export const infinityMs = 100 * 365 * dayMs;
