import type {
  TCampaignFilter,
  TCampaignPreviewBody,
  TCampaignSelection,
  TTargetFamily,
} from '@sunfleet/contract/campaigns';
import type { TPermission } from '@sunfleet/contract/permissions';
import type { TStartCampaign } from '../api/start-campaign.ts';

/**
 * The kinds the start screen offers, each with the devices it targets and the permission it
 * needs (the api's `campaignPermission`). An upgrade campaign plugs in with one more entry and its
 * payload fields.
 */
export const startableKinds = [
  { kind: 'restart', family: 'gateway', permission: 'gateway.restart' },
  { kind: 'settings', family: 'inverter', permission: 'inverter.setting' },
] as const satisfies readonly { kind: string; family: TTargetFamily; permission: TPermission }[];
export type TStartableKind = (typeof startableKinds)[number]['kind'];

export type TStartForm = {
  kind: TStartableKind;
  by: 'selection' | 'filter';
  filter: { [K in keyof TCampaignFilter]?: string };
  settingsPage?: string;
  settingsValues?: { field?: string; value?: string }[];
  name?: string;
  firstWaveBy: 'size' | 'percent';
  firstWaveSize: number;
  firstWavePercent: number;
  perMinute: number;
  haltPercent: number;
  haltMin: number;
  hasWindow: boolean;
  windowStart: string;
  windowEnd: string;
};

export const familyOf = (kind: TStartableKind) =>
  startableKinds.find((each) => each.kind === kind)?.family ?? 'gateway';

/** The filter as the api takes it: empty fields left out; none at all is no filter. */
export function filterOf(values: TStartForm['filter'] | undefined): TCampaignFilter | undefined {
  const entries = Object.entries(values ?? {}).flatMap(([key, value]) =>
    typeof value === 'string' && value.trim() !== '' ? [[key, value.trim()]] : [],
  );
  return entries.length === 0 ? undefined : (Object.fromEntries(entries) as TCampaignFilter);
}

/** The devices chosen: the list the user came with, or the filter; undefined while there is none. */
export function selectionOf(
  values: Partial<TStartForm>,
  sns: readonly string[],
): TCampaignSelection | undefined {
  if (values.by === 'selection') return sns.length > 0 ? { sns: [...sns] } : undefined;
  const filter = filterOf(values.filter);
  return filter ? { filter } : undefined;
}

export function previewBodyOf(
  values: Partial<TStartForm>,
  sns: readonly string[],
): TCampaignPreviewBody | undefined {
  const selection = selectionOf(values, sns);
  if (!selection || !values.kind) return undefined;
  return { kind: values.kind, family: familyOf(values.kind), selection };
}

/** A settings value as typed: a number when it reads as one, else the text (an option or a time). */
const settingValueOf = (text: string) =>
  text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text;

/** The request that starts the campaign the form describes. */
export function startRequestOf(values: TStartForm, selection: TCampaignSelection): TStartCampaign {
  const options = {
    selection,
    name: values.name?.trim() ?? '',
    firstWave:
      values.firstWaveBy === 'size' ? { size: values.firstWaveSize } : { percent: values.firstWavePercent },
    perMinute: values.perMinute,
    halt: { failurePercent: values.haltPercent, minExecuted: values.haltMin },
    window: values.hasWindow ? { start: values.windowStart, end: values.windowEnd } : null,
  };
  if (values.kind === 'restart') return { kind: 'restart', body: options };
  const settingsValues = Object.fromEntries(
    (values.settingsValues ?? []).flatMap((row) =>
      row.field?.trim() && row.value !== undefined ? [[row.field.trim(), settingValueOf(row.value)]] : [],
    ),
  );
  return {
    kind: 'settings',
    body: { ...options, settings: { page: values.settingsPage?.trim() ?? '', values: settingsValues } },
  };
}
