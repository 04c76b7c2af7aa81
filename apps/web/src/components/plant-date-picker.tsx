import { DatePicker, theme, type DatePickerProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { cloneElement, isValidElement, type CSSProperties, type ReactElement } from 'react';
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

type TCellProps = { className?: string; style?: CSSProperties };

const markCurrent = (cell: ReactElement<TCellProps>, ring: CSSProperties) =>
  cloneElement(cell, { className: `${cell.props.className ?? ''} plant-picker-current`, style: ring });

/**
 * antd's DatePicker on a plant's clock: the day (month, year) it marks as today, and opens on when
 * empty, is the plant's, not the reader's. Values stay plain dayjs dates, as the app's plant dates
 * are. Without a time zone (no plant chosen yet) it is the reader's clock.
 */
export function PlantDatePicker({ timeZone, ...props }: DatePickerProps & { timeZone: string | undefined }) {
  const Picker = timeZone ? pickerOn(timeZone) : DatePicker;
  const { token } = theme.useToken();
  const ring: CSSProperties = {
    boxShadow: `inset 0 0 0 1px ${token.colorPrimary}`,
    borderRadius: token.borderRadiusSM,
  };
  // antd rings today in a day panel only; month and year panels get the same ring on the clock's
  // current month or year, so a monthly or yearly report shows where "now" is too.
  const cellRender: DatePickerProps['cellRender'] = (current, info) =>
    (info.type === 'month' || info.type === 'year') &&
    dayjs.isDayjs(current) &&
    current.isSame(info.today, info.type) &&
    isValidElement(info.originNode)
      ? markCurrent(info.originNode as ReactElement<TCellProps>, ring)
      : info.originNode;
  return <Picker cellRender={cellRender} {...props} />;
}
