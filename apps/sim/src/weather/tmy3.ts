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

/** Whether a text looks like a TMY3 file: station header, then the TMY3 column names. */
export const isTmy3 = (text: string) => /^[^\n]*\r?\nDate \(MM\/DD\/YYYY\),Time \(HH:MM\)/.test(text);

/**
 * Parses an NREL TMY3 CSV (line 1: USAF id, name, state, UTC offset, latitude, longitude,
 * elevation; line 2: column names). Each row holds the hour ending at its time in local standard
 * time, so its sample sits at the middle of that hour; the year of each row is ignored.
 */
export function parseTmy3(text: string, fileName: string): WeatherRecording {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const [stationLine, headerLine, ...rows] = lines;
  if (!stationLine || !headerLine || rows.length === 0) throw new Error(`${fileName}: not a TMY3 file`);
  const station = splitCsvLine(stationLine);
  const header = splitCsvLine(headerLine);
  const column = (name: string) => columnIndex(header, name, fileName);
  const columns = {
    date: column('Date (MM/DD/YYYY)'),
    time: column('Time (HH:MM)'),
    ghi: column('GHI (W/m^2)'),
    dni: column('DNI (W/m^2)'),
    dhi: column('DHI (W/m^2)'),
    airTemperature: column('Dry-bulb (C)'),
    windSpeed: column('Wspd (m/s)'),
  };

  const samples: RecordedSample[] = rows.map((row, index) => {
    const where = `${fileName} line ${index + 3}`;
    const fields = splitCsvLine(row);
    const [month, day] = (fields[columns.date] ?? '').split('/').map(Number);
    const [hour, minute] = (fields[columns.time] ?? '').split(':').map(Number);
    if (!month || !day || hour === undefined || minute === undefined || Number.isNaN(hour + minute)) {
      throw new Error(`${where}: bad date or time`);
    }
    return {
      minuteOfYear: dayOfNoLeapYear(month, day) * minutesPerDay + hour * 60 + minute - 30,
      reading: {
        ghi: numberField(fields, columns.ghi, where),
        dni: numberField(fields, columns.dni, where),
        dhi: numberField(fields, columns.dhi, where),
        airTemperature: numberField(fields, columns.airTemperature, where),
        windSpeed: numberField(fields, columns.windSpeed, where),
      },
    };
  });
  samples.sort((a, b) => a.minuteOfYear - b.minuteOfYear);

  return {
    description: `TMY3 ${station[1] ?? fileName}`,
    utcOffsetHours: numberField(station, 3, `${fileName} line 1`),
    station: {
      latitude: numberField(station, 4, `${fileName} line 1`),
      longitude: numberField(station, 5, `${fileName} line 1`),
    },
    samples,
    ...daysCovered(samples),
  };
}
