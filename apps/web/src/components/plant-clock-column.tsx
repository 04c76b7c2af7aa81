import type { TableColumnType } from 'antd';
import { formatInstant } from '@/lib/format';

/**
 * A list's time on the row's plant clock (a fleet spans zones): date over time in two short lines,
 * so a list of many columns fits 1280 px, with the zone named on hover.
 */
export function plantClockColumn<T>(
  key: string,
  title: string,
  instantOf: (row: T) => string | null | undefined,
  zoneOf: (row: T) => string | null | undefined,
): TableColumnType<T> {
  return {
    key,
    title,
    width: 112,
    render: (_, row) => {
      const zone = zoneOf(row) ?? undefined;
      return (
        <span title={zone} data-testid="plant-clock">
          {formatInstant(instantOf(row), zone)}
        </span>
      );
    },
  };
}
