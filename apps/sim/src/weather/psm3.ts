import {
  columnIndex,
  dayOfNoLeapYear,
  daysCovered,
  minutesPerDay,
  numberField,
  splitCsvLine,
  type RecordedSample,
  type WeatherRecording,
} from './recorded-weather.ts';

/**
 * Parses an NSRDB PSM3 CSV. Files from the NSRDB API start with two metadata lines (names, then
 * values: Latitude, Longitude, Time Zone …) before the column names; trimmed copies start with
 * the column names and carry the offset in a leading timestamp ("2019-01-01 00:00:00-07:00").
 * Values are instantaneous at their local-standard-time stamp.
 */
export function parsePsm3(text: string, fileName: string): WeatherRecording {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const hasMetadata = splitCsvLine(lines[0] ?? '')[0] === 'Source';
  const metadata = hasMetadata ? metadataOf(lines[0] ?? '', lines[1] ?? '') : new Map<string, string>();
  const headerLine = lines[hasMetadata ? 2 : 0];
  const rows = lines.slice(hasMetadata ? 3 : 1);
  if (!headerLine || rows.length === 0) throw new Error(`${fileName}: not a PSM3 file`);
  const header = splitCsvLine(headerLine);
  const column = (name: string) => columnIndex(header, name, fileName);
  const columns = {
    month: column('Month'),
    day: column('Day'),
    hour: column('Hour'),
    minute: column('Minute'),
    ghi: column('GHI'),
    dni: column('DNI'),
    dhi: column('DHI'),
    airTemperature: column('Temperature'),
    windSpeed: column('Wind Speed'),
  };

  const samples: RecordedSample[] = rows.map((row, index) => {
    const where = `${fileName} line ${index + (hasMetadata ? 4 : 2)}`;
    const fields = splitCsvLine(row);
    const number = (columnAt: number) => numberField(fields, columnAt, where);
    const day = dayOfNoLeapYear(number(columns.month), number(columns.day));
    return {
      minuteOfYear: day * minutesPerDay + number(columns.hour) * 60 + number(columns.minute),
      reading: {
        ghi: number(columns.ghi),
        dni: number(columns.dni),
        dhi: number(columns.dhi),
        airTemperature: number(columns.airTemperature),
        windSpeed: number(columns.windSpeed),
      },
    };
  });
  samples.sort((a, b) => a.minuteOfYear - b.minuteOfYear);

  const latitude = Number(metadata.get('Latitude'));
  const longitude = Number(metadata.get('Longitude'));
  return {
    description: `PSM3 ${metadata.get('Location ID') ?? fileName}`,
    utcOffsetHours: utcOffsetOf(metadata, rows[0] ?? '', fileName),
    ...(Number.isFinite(latitude) && Number.isFinite(longitude) ? { station: { latitude, longitude } } : {}),
    samples,
    ...daysCovered(samples),
  };
}

function metadataOf(namesLine: string, valuesLine: string): Map<string, string> {
  const values = splitCsvLine(valuesLine);
  return new Map(splitCsvLine(namesLine).map((name, index) => [name, values[index] ?? '']));
}

function utcOffsetOf(metadata: Map<string, string>, firstRow: string, fileName: string): number {
  const declared = metadata.get('Time Zone') ?? metadata.get('Local Time Zone');
  if (declared !== undefined && Number.isFinite(Number(declared))) return Number(declared);
  const stamp = /([+-])(\d{2}):(\d{2})$/.exec(splitCsvLine(firstRow)[0] ?? '');
  if (!stamp) throw new Error(`${fileName}: no time zone in metadata or timestamps`);
  const hours = Number(stamp[2]) + Number(stamp[3]) / 60;
  return stamp[1] === '-' ? -hours : hours;
}
