import type { TSettingFieldView, TSettingValue } from '@sunfleet/contract/settings';

/** The values of a page's form that differ from what the device holds (only these are written). */
export function changedValues(
  fields: readonly TSettingFieldView[],
  held: Readonly<Record<string, TSettingValue>>,
  form: Readonly<Record<string, TSettingValue | null | undefined>>,
): Record<string, TSettingValue> {
  return Object.fromEntries(
    fields.flatMap((field) => {
      const value = form[field.key];
      return value === undefined || value === null || value === held[field.key] ? [] : [[field.key, value]];
    }),
  );
}

/** The page's fields in rows: a field alone, or the fields of one group (written together). */
export function fieldRows(fields: readonly TSettingFieldView[]): TSettingFieldView[][] {
  const rows: TSettingFieldView[][] = [];
  for (const field of fields) {
    const last = rows.at(-1);
    if (field.group !== undefined && last?.[0]?.group === field.group) last.push(field);
    else rows.push([field]);
  }
  return rows;
}

/** Local time as the devices' clocks take it: `YYYY-MM-DD HH:mm:ss`. */
export function deviceClockText(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** A group's title: the words its fields' names start with ("Time-of-use 1 start", "… power" → "Time-of-use 1"). */
export function groupTitle(fields: readonly TSettingFieldView[]): string | undefined {
  const names = fields.map((field) => field.name.split(' '));
  const first = names[0] ?? [];
  let length = 0;
  while (length < first.length && names.every((words) => words[length] === first[length])) length += 1;
  return length > 0 && length < first.length ? first.slice(0, length).join(' ') : undefined;
}
