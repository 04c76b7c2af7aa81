import type { TCommunicationKind } from '@sunfleet/contract/logs';
import type { TMaintenanceAction } from '@sunfleet/contract/maintenance-words';

/** The filters of a log screen as the api takes them (ISO instants for the time window). */
export type TLogFilter = {
  plantId?: string | undefined;
  gatewaySn?: string | undefined;
  deviceSn?: string | undefined;
  action?: TMaintenanceAction | undefined;
  kind?: TCommunicationKind | 'refusals' | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

/** The filter without empty fields, SNs trimmed (so an empty input filters nothing). */
export function cleanFilter(filter: TLogFilter): TLogFilter {
  const clean: TLogFilter = {};
  for (const [key, value] of Object.entries(filter) as [keyof TLogFilter, string | undefined][]) {
    const trimmed = value?.trim();
    if (trimmed) (clean as Record<string, string>)[key] = trimmed;
  }
  return clean;
}
