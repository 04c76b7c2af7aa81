import {
  campaignDefaults,
  type TBatchAdmission,
  type TCampaignKind,
  type TCampaignListQuery,
  type TCampaignOptions,
  type TCampaignPreview,
  type TCampaignPreviewBody,
  type TCampaignSelection,
  type TCampaignTargetQuery,
  type TRestartCampaignBody,
  type TSettingsCampaignBody,
  type TTargetFamily,
  campaignPermissionOf,
  previewRows,
  steeringPermissionOf,
  unpacedPerMinute,
} from '@sunfleet/contract/campaigns';
import { deviceAbilities, type TDeviceAbility } from '@sunfleet/contract/abilities';
import { ErrorCode, errorMessage } from '@sunfleet/contract/errors';
import type { TLang } from '@sunfleet/contract/lang';
import { firstWaveSize } from '@sunfleet/commands/campaigns/model';
import {
  campaignEventsOf,
  createCampaign,
  findCampaign,
  listCampaigns,
  listTargets,
  targetHistory,
  targetsIn,
  type TCampaignRecord,
  type TNewTarget,
} from '@sunfleet/commands/campaigns/store';
import { actOnCampaign, type TCampaignAction } from '@sunfleet/commands/campaigns/tick';
import type { Database } from '@sunfleet/db/connect';
import type { TPrincipal } from '../../plugins/authentication.ts';
import { AppError, fieldRefusal } from '../../plugins/envelope.ts';
import type { TGatewayAccess } from '../../plugins/resource-access.ts';
import { currentRequestId } from '../../plugins/request-context.ts';
import { tenancyOf, type TTenancy } from '../../tenancy.ts';
import type { TCommandFeed } from '../commands/service.ts';
import type { AccessRepository } from '../devices/access-repository.ts';
import type { SettingsService } from '../settings/service.ts';
import { historyFile, type THistoryFormat } from './history-file.ts';
import { campaignListWhere, campaignsVisibleTo, type CampaignsRepository } from './repository.ts';

/**
 * What the caller must hold on each target for a campaign of each kind (docs/device-abilities.md):
 * a restart or an upgrade operates a device, a settings write configures it.
 */
export const campaignAbility: Record<TCampaignKind, TDeviceAbility> = {
  restart: 'operate',
  settings: 'configure',
  upgrade: 'operate',
  demandResponse: 'operate',
};

/**
 * A batch restart from the gateway list: a small first wave (a tenth, so a fault that hits every
 * gateway shows on few), then the rest with no pace to speak of — the user asked for all of them.
 */
const batchRestartOptions: TCampaignOptions = {
  name: '',
  firstWave: { percent: 10 },
  perMinute: unpacedPerMinute,
  halt: { failurePercent: 20, minExecuted: 5 },
  window: null,
};

/** A batch upgrade: the campaign defaults (a tenth first, 600 a minute, halt above 20 % of 5). */
const upgradeOptions: TCampaignOptions = { name: '', ...campaignDefaults, window: null };

/** A list's devices in the order named (the first wave is the first named); a filter's by SN. */
function inNamedOrder<T extends { sn: string }>(selection: TCampaignSelection, found: T[]): T[] {
  if (!('sns' in selection)) return found;
  const order = new Map(selection.sns.map((sn, index) => [sn, index]));
  return found.sort((a, b) => (order.get(a.sn) ?? 0) - (order.get(b.sn) ?? 0));
}

/** The rows each family's targets resolve to (a settings write needs more of an inverter). */
type TCandidateOf = {
  gateway: Awaited<ReturnType<CampaignsRepository['gateways']>>[number];
  inverter: Awaited<ReturnType<CampaignsRepository['inverters']>>[number];
};

/** Strips what only the server needs (company, halt base) from a campaign record. */
const shown = ({ companyId: _company, haltBase: _base, ...campaign }: TCampaignRecord) => campaign;

/**
 * Campaigns (docs/adr/0040): starting one resolves its targets with the caller's tenancy and plans
 * each target's commands now; the tick (`ticker.ts`, `@sunfleet/commands/campaigns/tick`) then
 * releases them. Steering (pause, resume, cancel, retry the failed) needs the kind's permission.
 */
export function createCampaignsService({
  db,
  repository,
  deviceAccess,
  settings,
  feed,
  poke,
}: {
  db: Database;
  repository: CampaignsRepository;
  /** The caller's relation to each target (docs/device-abilities.md): a campaign acts only where they may. */
  deviceAccess: AccessRepository;
  settings: SettingsService;
  feed: TCommandFeed | undefined;
  /** Asks the tick to run soon (a new or resumed campaign should not wait for the next round). */
  poke: () => void;
}) {
  async function start(
    caller: TPrincipal,
    kind: TCampaignKind,
    payload: Record<string, unknown>,
    selection: Record<string, unknown>,
    options: TCampaignOptions,
    targets: readonly TNewTarget[],
    retryOf: string | null = null,
  ) {
    const campaign = await createCampaign(db, {
      kind,
      name: options.name,
      payload,
      selection,
      firstWave: firstWaveSize(targets.length, options.firstWave),
      perMinute: options.perMinute,
      halt: options.halt,
      window: options.window,
      createdBy: caller.userId,
      requestId: currentRequestId(),
      companyId: caller.companyId,
      retryOf,
      targets,
    });
    feed?.publish('campaign', { id: campaign.id });
    poke();
    return campaign;
  }

  const noneSelected = () => fieldRefusal({ field: 'selection', message: 'No device matches' });

  /**
   * The SNs of `sns` on which the caller has `ability` (docs/device-abilities.md): a campaign is one
   * rule with single commands, so a read-only relation gets no target acted on.
   */
  async function mayAct(caller: TPrincipal, by: 'gatewaySn' | 'sn', sns: string[], ability: TDeviceAbility) {
    const rows = sns.length === 0 ? [] : await deviceAccess.find(tenancyOf(caller), { by, sns });
    return new Set(
      rows.flatMap((row) =>
        row.sn !== null && deviceAbilities(row.relation, caller.readOnly)[ability] ? [row.sn] : [],
      ),
    );
  }

  const refusedFor = (sn: string, permitted: ReadonlySet<string>) =>
    permitted.has(sn) ? undefined : errorMessage(ErrorCode.noPermission, 'en');

  /** How each family's devices are found, named in refusals and looked up for abilities. */
  const families = {
    gateway: {
      load: (tenancy: TTenancy, selection: TCampaignSelection) => repository.gateways(tenancy, selection),
      by: 'gatewaySn',
      missing: ErrorCode.gatewayMissing,
    },
    inverter: {
      // An upgrade reaches batteries as well: their images pass through the gateway to the BMS (ADR 0055).
      load: (tenancy: TTenancy, selection: TCampaignSelection, kind: TCampaignKind) =>
        repository.inverters(tenancy, selection, kind === 'upgrade'),
      by: 'sn',
      missing: ErrorCode.inverterMissing,
    },
  } as const;

  /**
   * A selection's devices of one family, with the caller's tenancy, and those of them on which the
   * caller holds `ability`. A list answers per device: every SN named must be seen (305 or 307),
   * and those the caller may not act on stay as targets to be skipped with the reason. A filter
   * resolves to the devices the caller may act on only (docs/adr/0047). Kind-agnostic: any kind
   * of campaign resolves its targets here.
   */
  async function resolveTargets<TFamily extends TTargetFamily>(
    caller: TPrincipal,
    family: TFamily,
    selection: TCampaignSelection,
    kind: TCampaignKind,
    tenancy: TTenancy = tenancyOf(caller),
  ): Promise<{ targets: TCandidateOf[TFamily][]; permitted: ReadonlySet<string>; withoutAbility: number }> {
    if (family === 'inverter' && 'filter' in selection && selection.filter.hardwareVersion !== undefined)
      throw fieldRefusal({
        field: 'selection.filter.hardwareVersion',
        message: 'Inverters report no hardware version',
      });
    const { load, by, missing } = families[family];
    const found = inNamedOrder(selection, (await load(tenancy, selection, kind)) as TCandidateOf[TFamily][]);
    if ('sns' in selection && found.length < new Set(selection.sns).size) throw new AppError(missing);
    const permitted = await mayAct(
      caller,
      by,
      found.map((device) => device.sn),
      campaignAbility[kind],
    );
    const targets = 'sns' in selection ? found : found.filter((device) => permitted.has(device.sn));
    return { targets, permitted, withoutAbility: found.filter((device) => !permitted.has(device.sn)).length };
  }

  /** A campaign needs at least one device the caller may act on: "none matches" or 2 otherwise. */
  function requireActable(resolved: {
    targets: unknown[];
    permitted: ReadonlySet<string>;
    withoutAbility: number;
  }) {
    if (resolved.permitted.size > 0) return;
    if (resolved.targets.length === 0 && resolved.withoutAbility === 0) throw noneSelected();
    throw new AppError(ErrorCode.noPermission);
  }

  /** The gateways of a restart: every SN named must be one the caller sees (305), and may operate (2). */
  async function restartTargets(
    caller: TPrincipal,
    selection: TCampaignSelection,
    tenancy: TTenancy = tenancyOf(caller),
  ): Promise<TNewTarget[]> {
    const resolved = await resolveTargets(caller, 'gateway', selection, 'restart', tenancy);
    requireActable(resolved);
    return resolved.targets.map((gateway) => {
      const refusal =
        refusedFor(gateway.sn, resolved.permitted) ??
        (gateway.locked ? errorMessage(ErrorCode.gatewayLocked, 'en') : undefined);
      return {
        gatewaySn: gateway.sn,
        plantId: gateway.plantId,
        plan: [{ kind: 'restart', payload: {} }],
        ...(refusal && { refusal }),
      };
    });
  }

  async function visible(caller: TPrincipal, id: string): Promise<TCampaignRecord> {
    const campaign = await findCampaign(db, id, campaignsVisibleTo(tenancyOf(caller)));
    if (!campaign) throw new AppError(ErrorCode.notFound);
    return campaign;
  }

  /** A campaign the caller sees and may steer (its kind's and targets' permission); 3 or 2 otherwise. */
  async function steerable(caller: TPrincipal, id: string) {
    const campaign = await visible(caller, id);
    if (!caller.permissions.has(steeringPermissionOf(campaign))) throw new AppError(ErrorCode.noPermission);
    return campaign;
  }

  return {
    async startRestart(caller: TPrincipal, body: TRestartCampaignBody) {
      const targets = await restartTargets(caller, body.selection);
      return shown(await start(caller, 'restart', {}, body.selection, body, targets));
    },

    /**
     * `POST /gateways/batch/restart`: the gateways (resolved by the route) restarted as a campaign;
     * per SN, admitted (0) or refused with the reason (306 locked: kept as a skipped target).
     */
    async batchRestart(
      caller: TPrincipal,
      gateways: readonly TGatewayAccess[],
      lang: TLang,
    ): Promise<TBatchAdmission> {
      const sns = gateways.map((gateway) => gateway.sn);
      // The route resolved the gateways with the caller's tenancy and abilities: each answers on its own.
      const mayOperate = new Set(
        gateways.filter((gateway) => gateway.mayOperate !== false).map((each) => each.sn),
      );
      const targets = await restartTargets(caller, { sns: [...mayOperate] }, { scope: 'platform' });
      const locked = new Set(targets.filter((target) => target.refusal).map((target) => target.gatewaySn));
      const campaign =
        locked.size < targets.length
          ? await start(caller, 'restart', {}, { sns }, batchRestartOptions, targets)
          : null;
      return {
        campaignId: campaign?.id ?? null,
        devices: sns.map((sn) => {
          const code = !mayOperate.has(sn)
            ? ErrorCode.noPermission
            : locked.has(sn)
              ? ErrorCode.gatewayLocked
              : ErrorCode.ok;
          return { sn, code, message: errorMessage(code, lang) };
        }),
      };
    },

    /** Writes one settings page to many inverters; a device it does not fit is skipped with the reason. */
    async startSettings(caller: TPrincipal, body: TSettingsCampaignBody) {
      const resolved = await resolveTargets(caller, 'inverter', body.selection, 'settings');
      requireActable(resolved);
      const { targets: found, permitted } = resolved;
      const targets = found.map((device): TNewTarget => {
        const plan = settings.planWrite(device, body.settings.page, body.settings.values, caller.lang);
        const base = { gatewaySn: device.gatewaySn, deviceSn: device.sn, plantId: device.plantId };
        const refusal = refusedFor(device.sn, permitted);
        if (refusal) return { ...base, plan: [], refusal };
        if ('refusal' in plan) return { ...base, plan: [], refusal: plan.refusal };
        return { ...base, plan: plan.writes.map((write) => ({ kind: 'writeRegisters', payload: write })) };
      });
      if (targets.every((target) => target.refusal !== undefined))
        throw fieldRefusal({ field: 'settings', message: targets[0]?.refusal ?? 'Nothing to write' });
      return shown(await start(caller, 'settings', body.settings, body.selection, body, targets));
    },

    /**
     * One image to many gateways or inverters (ADR 0046): the upgrades module resolved and planned
     * the targets (an incompatible one skipped with the reason); a batch upgrade takes the
     * campaign's defaults, a rollout its own options.
     */
    async startUpgrade(
      caller: TPrincipal,
      payload: Record<string, unknown>,
      selection: TCampaignSelection,
      targets: readonly TNewTarget[],
      options: TCampaignOptions = upgradeOptions,
    ) {
      return shown(await start(caller, 'upgrade', payload, selection, options, targets));
    },

    /**
     * The SNs an upgrade rollout's selection names, resolved as every campaign's (a list as named,
     * a filter to the devices the caller may operate); "none matches" or 2 when none is actable.
     */
    async upgradeSns(caller: TPrincipal, family: TTargetFamily, selection: TCampaignSelection) {
      const resolved = await resolveTargets(caller, family, selection, 'upgrade');
      requireActable(resolved);
      return resolved.targets.map((device) => device.sn);
    },

    /**
     * The targets a selection resolves to for a kind, before starting it: how many the caller may
     * act on, how many they see but may not, and the first rows. Needs the kind's permission.
     */
    async preview(caller: TPrincipal, body: TCampaignPreviewBody): Promise<TCampaignPreview> {
      if (!caller.permissions.has(campaignPermissionOf(body.kind, body.family)))
        throw new AppError(ErrorCode.noPermission);
      const resolved = await resolveTargets(caller, body.family, body.selection, body.kind);
      const actable = resolved.targets.filter((device) => resolved.permitted.has(device.sn));
      return {
        total: actable.length,
        withoutAbility: resolved.withoutAbility,
        infos: actable.slice(0, previewRows).map((device) => ({
          sn: device.sn,
          gatewaySn: device.gatewaySn,
          plantId: device.plantId,
          plantName: device.plantName,
          timeZone: device.timeZone,
          model: device.model,
          hardwareVersion: device.hardwareVersion,
          firmwareVersion: device.firmwareVersion,
          status: device.status,
        })),
      };
    },

    /** Each target's states with their times, as a CSV or XLSX download. */
    async history(caller: TPrincipal, id: string, format: THistoryFormat, lang: TLang) {
      const campaign = await visible(caller, id);
      return historyFile(campaign, await targetHistory(db, id), format, lang);
    },

    async get(caller: TPrincipal, id: string) {
      const campaign = await visible(caller, id);
      return { ...shown(campaign), events: await campaignEventsOf(db, id) };
    },

    /** The campaign as its stream shows it (progress), or nothing once the caller may not see it. */
    async progress(tenancy: TTenancy, id: string) {
      const campaign = await findCampaign(db, id, campaignsVisibleTo(tenancy));
      return campaign ? [shown(campaign)] : [];
    },

    async list(caller: TPrincipal, query: TCampaignListQuery) {
      const page = await listCampaigns(db, campaignListWhere(tenancyOf(caller), query), query);
      return { infos: page.infos.map(shown), total: page.total };
    },

    async targets(caller: TPrincipal, id: string, query: TCampaignTargetQuery) {
      await visible(caller, id);
      return listTargets(db, id, query);
    },

    /** Pause, resume or cancel; 320 when the campaign's state does not allow it. */
    async act(caller: TPrincipal, id: string, action: TCampaignAction) {
      await steerable(caller, id);
      const outcome = await actOnCampaign(db, id, action, caller.userId);
      if (!outcome) throw new AppError(ErrorCode.campaignStateRefused);
      for (const command of outcome.cancelled) feed?.publish('command', command);
      feed?.publish('campaign', { id });
      if (action === 'resume') poke();
      return shown(outcome.campaign);
    },

    /** A new campaign of the failed targets, with the same action and rules; 320 if none failed. */
    async retryFailed(caller: TPrincipal, id: string) {
      const campaign = await steerable(caller, id);
      const failed = await targetsIn(db, id, 'failed');
      if (failed.length === 0) throw new AppError(ErrorCode.campaignStateRefused);
      const options: TCampaignOptions = {
        name: campaign.name,
        firstWave: { size: campaign.firstWave },
        perMinute: campaign.perMinute,
        halt: campaign.halt,
        window: campaign.window,
      };
      const selection = { sns: failed.map((target) => target.deviceSn ?? target.gatewaySn) };
      return shown(await start(caller, campaign.kind, campaign.payload, selection, options, failed, id));
    },
  };
}
export type CampaignsService = ReturnType<typeof createCampaignsService>;
