import { DatePicker, type DatePickerProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import dayjsConfig from 'rc-picker/es/generate/dayjs';
import type { GenerateConfig } from 'rc-picker/es/generate';
import { nowIn } from '@sunfleet/contract/zoned-date';

type TDatePicker = ReturnType<typeof DatePicker.generatePicker<Dayjs>>;

/**
 * antd's dayjs dates with a plant's wall clock as "now": what a picker marks as today, and opens
 * on when empty.
 */
export const plantClock = (timeZone: string): GenerateConfig<Dayjs> => ({
  ...dayjsConfig,
  getNow: () => dayjs(nowIn(timeZone)),
});

/**
 * One picker type per time zone, made once: a new type on every render would remount the picker
 * and close it.
 */
const pickers = new Map<string, TDatePicker>();

function pickerOn(timeZone: string): TDatePicker {
  let picker = pickers.get(timeZone);
  if (!picker) {
    picker = DatePicker.generatePicker<Dayjs>(plantClock(timeZone));
    pickers.set(timeZone, picker);
  }
  return picker;
}

/**
 * antd's DatePicker on a plant's clock: the day (month, year) it marks as today, and opens on when
 * empty, is the plant's, not the reader's. Values stay plain dayjs dates, as the app's plant dates
 * are. Without a time zone (no plant chosen yet) it is the reader's clock.
 */
export function PlantDatePicker({ timeZone, ...props }: DatePickerProps & { timeZone: string | undefined }) {
  const Picker = timeZone ? pickerOn(timeZone) : DatePicker;
  return <Picker {...props} />;
}
