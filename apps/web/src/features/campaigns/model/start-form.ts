import {
  campaignPermissionOf,
  ZRestartCampaignBody,
  ZSettingsCampaignBody,
  ZUpgradeCampaignBody,
  type TCampaignFilter,
  type TCampaignPreviewBody,
  type TCampaignSelection,
  type TTargetFamily,
} from '@sunfleet/contract/campaigns';
import type { TLang } from '@sunfleet/contract/lang';
import type { TGrantedPermissions } from '@sunfleet/contract/permissions';
import { describeIssue } from '@sunfleet/contract/validators';
import type { TStartCampaign } from '../api/start-campaign.ts';

/**
 * The kinds the start screen offers, each with the devices it may target; the permission of each
 * kind and family is the contract's `campaignPermissionOf`, the one the api asks. An upgrade
 * targets gateways (their own firmware) or the inverters and batteries behind them (ADR 0055:
 * a battery's image is an inverter-type image named for its model).
 */
export const startableKinds = [
  { kind: 'restart', families: ['gateway'] },
  { kind: 'settings', families: ['inverter'] },
  { kind: 'upgrade', families: ['gateway', 'inverter'] },
] as const satisfies readonly { kind: string; families: readonly TTargetFamily[] }[];
export type TStartableKind = (typeof startableKinds)[number]['kind'];

/** The families of `kind` the user may target (none: the kind is not offered). */
export function grantedFamiliesOf(kind: TStartableKind, granted: TGrantedPermissions): TTargetFamily[] {
  const entry = startableKinds.find((each) => each.kind === kind);
  return (entry?.families ?? []).filter((family) => granted.has(campaignPermissionOf(kind, family)));
}

/** The kinds the user may start: those with at least one family they hold the permission of. */
export const grantedKindsOf = (granted: TGrantedPermissions) =>
  startableKinds.map((each) => each.kind).filter((kind) => grantedFamiliesOf(kind, granted).length > 0);

export type TStartForm = {
  kind: TStartableKind;
  /** An upgrade's targets: gateways, or the inverters and batteries behind them. */
  upgradeFamily?: TTargetFamily;
  /** An upgrade's image: an enabled image of the family's kind. */
  firmwareId?: string;
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

/** The devices a kind targets: an upgrade's as the form chose, the others' their only family. */
export const familyOf = (kind: TStartableKind, upgradeFamily?: TTargetFamily): TTargetFamily =>
  kind === 'upgrade'
    ? (upgradeFamily ?? 'gateway')
    : startableKinds.find((each) => each.kind === kind)!.families[0];

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
  return { kind: values.kind, family: familyOf(values.kind, values.upgradeFamily), selection };
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
  if (values.kind === 'upgrade')
    return { kind: 'upgrade', body: { ...options, firmwareId: values.firmwareId ?? '' } };
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

/** The form field each part of a request stands for, to show the contract's refusal beside it. */
function fieldOf(path: readonly PropertyKey[], values: TStartForm): keyof TStartForm | undefined {
  const [head, next] = path.map(String);
  if (head === 'firstWave') return values.firstWaveBy === 'size' ? 'firstWaveSize' : 'firstWavePercent';
  if (head === 'halt') return next === 'minExecuted' ? 'haltMin' : 'haltPercent';
  if (head === 'window') return next === 'start' ? 'windowStart' : 'windowEnd';
  if (head === 'settings') return 'settingsPage';
  if (head === 'perMinute' || head === 'firmwareId' || head === 'name') return head;
  return undefined;
}

const schemaOf = {
  restart: ZRestartCampaignBody,
  settings: ZSettingsCampaignBody,
  upgrade: ZUpgradeCampaignBody,
};

/**
 * The request checked with the schema the api takes it with: the refusals by form field (the
 * contract's messages in `lang`), none when the server would accept its shape.
 */
export function requestIssuesOf(
  start: TStartCampaign,
  values: TStartForm,
  lang: TLang,
): { name: keyof TStartForm; errors: string[] }[] {
  const parsed = schemaOf[start.kind].safeParse(start.body);
  if (parsed.success) return [];
  const byField = new Map<keyof TStartForm, string[]>();
  for (const issue of parsed.error.issues) {
    const name = fieldOf(issue.path, values) ?? 'name';
    byField.set(name, [...(byField.get(name) ?? []), describeIssue(issue, lang)]);
  }
  return [...byField].map(([name, errors]) => ({ name, errors }));
}
