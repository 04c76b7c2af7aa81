/** Wall-clock time in a plant's time zone: what household habits and "today" counters follow. */
export interface LocalTime {
  /** 'YYYY-MM-DD' in the plant's zone; a new value starts a new "today". */
  dateKey: string;
  /** Fractional hour of the local day, 0 ≤ hour < 24. */
  hour: number;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
}

const hourMs = 3_600_000;

/**
 * A converter from UTC instants to local time in an IANA zone. Offsets are looked up once per
 * UTC hour (Intl is slow; zones only change offset on the hour or half hour), which keeps a
 * year's replay in 5-minute steps fast.
 */
export function localTimeIn(timeZone: string): (instant: Date) => LocalTime {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  const offsetByHour = new Map<number, number>();

  const offsetMs = (instantMs: number): number => {
    const hourKey = Math.floor(instantMs / hourMs);
    const cached = offsetByHour.get(hourKey);
    if (cached !== undefined) return cached;
    const parts = Object.fromEntries(
      format.formatToParts(new Date(hourKey * hourMs)).map((part) => [part.type, part.value]),
    );
    const asUtc = Date.UTC(
      Number(parts.year),
      Number(parts.month) - 1,
      Number(parts.day),
      Number(parts.hour),
      Number(parts.minute),
    );
    const offset = asUtc - hourKey * hourMs;
    offsetByHour.set(hourKey, offset);
    return offset;
  };

  return (instant) => {
    const local = new Date(instant.getTime() + offsetMs(instant.getTime()));
    return {
      dateKey: local.toISOString().slice(0, 10),
      hour: local.getUTCHours() + local.getUTCMinutes() / 60 + local.getUTCSeconds() / 3600,
      weekday: local.getUTCDay(),
    };
  };
}
