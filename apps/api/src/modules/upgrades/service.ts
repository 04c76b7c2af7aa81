import { createHmac, timingSafeEqual } from 'node:crypto';
import { deviceAbilities } from '@sunfleet/contract/abilities';
import { ErrorCode, errorMessage } from '@sunfleet/contract/errors';
import type { TFirmware, TFirmwareKind } from '@sunfleet/contract/firmware';
import type { TLang } from '@sunfleet/contract/lang';
import {
  campaignPermissionOf,
  type TBatchAdmission,
  type TUpgradeCampaignBody,
} from '@sunfleet/contract/campaigns';
import type { TUpgrade } from '@sunfleet/contract/upgrades';
import { cancelCommand, finishCommand } from '@sunfleet/commands/queue';
import type { TNewTarget } from '@sunfleet/commands/campaigns/store';
import type { Database } from '@sunfleet/db/connect';
import { findShippedDictionary } from '@sunfleet/protocols/dictionaries/catalog';
import type { FileStore } from '../../adapters/file-store.ts';
import type { Config } from '../../config.ts';
import type { TPrincipal } from '../../plugins/authentication.ts';
import { AppError } from '../../plugins/envelope.ts';
import type { TDeviceAccess } from '../../plugins/resource-access.ts';
import { tenancyOf } from '../../tenancy.ts';
import type { CampaignsService } from '../campaigns/service.ts';
import type { CommandsService, TCommandFeed } from '../commands/service.ts';
import type { AccessRepository } from '../devices/access-repository.ts';
import type { DeviceService } from '../devices/service.ts';
import type { TDeviceFirmware } from '../firmware/compatibility.ts';
import type { FirmwareRepository } from '../firmware/repository.ts';
import type { FirmwareService } from '../firmware/service.ts';
import type { MaintenanceLog } from '../logs/maintenance-log.ts';
import { judgeUpgrade, shownStateOf, type TUpgradeTimings } from './model.ts';
import type { TActiveUpgrade, TUpgradeRow, UpgradesRepository } from './repository.ts';

/**
 * An upgrade command may wait this long for an offline gateway: later it would surprise whoever
 * started it. Once sent, the channel's result wait for upgrades (2 h) bounds it.
 */
const upgradeTtlMs = 30 * 60_000;
/** A cancel must reach the device while the upgrade still runs, or not at all. */
const cancelTtlMs = 2 * 60_000;

type TTarget = { gatewaySn: string; deviceSn: string | null; plantId: string | null };

const iso = (value: string | Date) => new Date(value).toISOString();
const isoOrNull = (value: string | Date | null) => (value === null ? null : iso(value));
const dateOrNull = (value: string | Date | null) => (value === null ? null : new Date(value));
/** The devices behind a gateway that take an upgrade (a battery's image goes on to its BMS, ADR 0055). */
const upgradableClasses = ['inverter', 'battery'] as const;

/**
 * Remote upgrades (ADR 0046): the images a device is offered, starting one upgrade (an
 * `upgradeFirmware` command with a download URL signed for the gateway and the image's SHA-256),
 * cancelling it (`cancelUpgrade`, which some models refuse), its progress, many at once as a
 * campaign of kind `upgrade`, and the follower that judges each running upgrade until the device
 * has proved its new version — the scheduler's `upgrades.follow` job.
 */
export function createUpgradesService({
  db,
  repository,
  devices,
  firmware,
  images,
  commands,
  campaigns,
  deviceAccess,
  maintenanceLog,
  fileStore,
  feed,
  settings,
}: {
  db: Database;
  repository: UpgradesRepository;
  devices: DeviceService;
  firmware: FirmwareService;
  images: Pick<FirmwareRepository, 'find'>;
  commands: CommandsService;
  campaigns: CampaignsService;
  deviceAccess: AccessRepository;
  maintenanceLog: MaintenanceLog;
  fileStore: FileStore;
  feed: TCommandFeed | undefined;
  settings: Config['upgrades'] & { secret: string };
}) {
  const timings: TUpgradeTimings = {
    healthyMs: settings.healthyMs,
    returnTimeoutMs: settings.returnTimeoutMs,
  };

  const signatureOf = (gatewaySn: string, firmwareId: string) =>
    createHmac('sha256', settings.secret)
      .update(`firmware:${gatewaySn}:${firmwareId}`)
      .digest('hex')
      .slice(0, 40);

  /** The command's payload: the wire's fields, and what the follower needs to adopt it. */
  const payloadOf = (gatewaySn: string, image: TFirmware, fromVersion: string) => ({
    version: image.softwareVersion,
    url: `${settings.publicUrl}/api/v1/firmware/download/${gatewaySn}/${image.id}?sig=${signatureOf(gatewaySn, image.id)}`,
    size: image.size,
    sha256: image.sha256,
    firmwareId: image.id,
    fromVersion,
  });

  async function shownUpgrade(row: TUpgradeRow): Promise<TUpgrade> {
    const events = await repository.eventsOf(row);
    return {
      id: row.command_id,
      gatewaySn: row.gateway_sn,
      deviceSn: row.device_sn,
      firmwareId: row.firmware_id,
      fromVersion: row.from_version,
      toVersion: row.to_version,
      state: row.state,
      shownState: shownStateOf(row.state, row.cancel_state),
      progress: row.progress,
      cancelState: row.cancel_state,
      error: row.error,
      startedAt: iso(row.started_at),
      flashedAt: isoOrNull(row.flashed_at),
      versionSeenAt: isoOrNull(row.version_seen_at),
      finishedAt: isoOrNull(row.finished_at),
      events: events.map((event) => ({
        state: event.kind === 'cancelUpgrade' ? `cancel ${event.state}` : event.state,
        at: iso(event.at),
        detail: event.detail,
      })),
    };
  }

  /**
   * Takes an upgrade command on: its row, the target "updating", the first maintenance-log line.
   * Single upgrades call it at once; the follower for commands a campaign released.
   */
  async function adopt(
    command: { id: string; gatewaySn: string; deviceSn: string | null; requestedBy: string | null },
    payload: Record<string, unknown>,
    plantId: string | null,
  ): Promise<void> {
    const toVersion = typeof payload.version === 'string' ? payload.version : '';
    const fromVersion = typeof payload.fromVersion === 'string' ? payload.fromVersion : '';
    const firmwareId = typeof payload.firmwareId === 'string' ? payload.firmwareId : undefined;
    if (!firmwareId) return;
    await db.transaction(async (tx) => {
      const isNew = await repository.create(
        {
          commandId: command.id,
          gatewaySn: command.gatewaySn,
          deviceSn: command.deviceSn,
          firmwareId,
          fromVersion,
          toVersion,
          requestedBy: command.requestedBy,
        },
        tx,
      );
      if (!isNew) return;
      await repository.setUpdating(command, true, tx);
      await maintenanceLog.record(
        {
          actorUserId: command.requestedBy ?? undefined,
          action: 'upgrade',
          plantId,
          gatewaySn: command.gatewaySn,
          deviceSn: command.deviceSn,
          result: 'pending',
          detail: `${fromVersion || '?'} → ${toVersion}: started`,
          commandId: command.id,
        },
        tx,
      );
    });
  }

  async function begin(caller: TPrincipal, target: TTarget, image: TFirmware, fromVersion: string) {
    const payload = payloadOf(target.gatewaySn, image, fromVersion);
    const command = await commands.enqueue({
      gatewaySn: target.gatewaySn,
      deviceSn: target.deviceSn,
      kind: 'upgradeFirmware',
      payload,
      userId: caller.userId,
      ttlMs: upgradeTtlMs,
    });
    await adopt({ ...command, requestedBy: caller.userId }, payload, target.plantId);
    const row = await repository.find(command.id);
    if (!row) throw new Error(`Upgrade ${command.id} not recorded`);
    return shownUpgrade(row);
  }

  /** The image `firmId` if it is offered to the device: 4003 otherwise. */
  async function offeredImage(
    caller: TPrincipal,
    kind: TFirmwareKind,
    device: TDeviceFirmware,
    firmId: string,
  ) {
    const image = (await firmware.compatibleImages(caller, kind, device)).find((each) => each.id === firmId);
    if (!image) throw new AppError(ErrorCode.firmwareNotOffered);
    return image;
  }

  /**
   * An inverter or a battery behind a gateway as the library matches images to it: a battery's
   * images are inverter-type images named for its model (ADR 0055); any other device is 600.
   */
  async function deviceTarget(caller: TPrincipal, access: TDeviceAccess) {
    const device = await devices.ofAccess(upgradableClasses, access);
    const firmwareOf: TDeviceFirmware = {
      model: device.model ?? findShippedDictionary(device.dictionaryId)?.model ?? '',
      hardwareVersion: '',
      currentVersion: await repository.deviceVersion(device.sn),
    };
    return { device, firmwareOf };
  }

  async function gatewayTarget(access: TDeviceAccess) {
    const gateway = access.kind === 'gateway' ? await repository.gateway(access.id) : undefined;
    if (!gateway) throw new AppError(ErrorCode.gatewayMissing);
    const firmwareOf: TDeviceFirmware = {
      model: gateway.model ?? '',
      hardwareVersion: gateway.hardwareVersion ?? '',
      currentVersion: gateway.softwareVersion ?? '',
    };
    return { gateway, firmwareOf };
  }

  /** 602 offline, 306 locked, 603 already upgrading: an upgrade starts only on a device ready for it. */
  function checkReady(status: string, isLocked: boolean) {
    if (status === 'offline') throw new AppError(ErrorCode.deviceOffline);
    if (isLocked) throw new AppError(ErrorCode.gatewayLocked);
    if (status === 'updating') throw new AppError(ErrorCode.deviceUpgrading);
  }

  async function latest(sn: string, isGateway: boolean) {
    const row = await repository.latestOf(sn, isGateway);
    return row ? shownUpgrade(row) : null;
  }

  /**
   * Asks the device to stop: a command not yet sent is simply cancelled; otherwise a
   * `cancelUpgrade` goes to the gateway, past the upgrade holding its queue. Its refusal (a model
   * that cannot cancel, flashing already begun) shows as "cancel failed". 4004 when none runs.
   */
  async function cancel(caller: TPrincipal, sn: string, isGateway: boolean) {
    const row = await repository.latestOf(sn, isGateway);
    if (!row || row.finished_at !== null) throw new AppError(ErrorCode.upgradeNotRunning);
    const cancelledAtOnce = await cancelIfQueued(row.command_id, caller.userId);
    if (!cancelledAtOnce) {
      const command = await commands.enqueue({
        gatewaySn: row.gateway_sn,
        deviceSn: row.device_sn,
        kind: 'cancelUpgrade',
        userId: caller.userId,
        ttlMs: cancelTtlMs,
      });
      await repository.update(row.command_id, { cancel_state: 'requested', cancel_command_id: command.id });
    }
    await maintenanceLog.record({
      actorUserId: caller.userId,
      action: 'upgrade',
      gatewaySn: row.gateway_sn,
      deviceSn: row.device_sn,
      result: 'pending',
      detail: `${row.to_version}: cancel asked`,
    });
    await followOnce();
    return shownUpgrade((await repository.find(row.command_id))!);
  }

  async function cancelIfQueued(commandId: string, userId: string) {
    const found = await commands.visible({ scope: 'platform' }, [commandId]);
    if (found[0]?.state !== 'queued') return false;
    const cancelled = await cancelCommand(db, commandId, `by ${userId}, before it was sent`);
    if (cancelled) feed?.publish('command', { id: cancelled.id, gatewaySn: cancelled.gatewaySn });
    return cancelled !== undefined;
  }

  /** One judgement of one running upgrade, written with its maintenance-log line. */
  async function follow(row: TActiveUpgrade, now: Date) {
    const step = judgeUpgrade(
      {
        state: row.state,
        progress: row.progress,
        toVersion: row.to_version,
        cancelState: row.cancel_state,
        flashedAt: dateOrNull(row.flashed_at),
        versionSeenAt: dateOrNull(row.version_seen_at),
        command: {
          state: row.command_state,
          stage: row.command_stage,
          progress: row.command_progress,
          error: row.command_error,
        },
        cancelCommand: row.cancel_command_state
          ? { state: row.cancel_command_state, error: row.cancel_command_error }
          : null,
        target: {
          version: row.reported_version ?? '',
          isOffline: row.target_status === 'offline',
          lastSeenAt: dateOrNull(row.target_last_seen_at),
          hasNewFault: row.has_new_fault,
        },
      },
      now,
      timings,
    );
    const isFinal = ['success', 'failure', 'cancelled'].includes(step.state);
    await db.transaction(async (tx) => {
      await repository.update(
        row.command_id,
        {
          state: step.state,
          progress: step.progress,
          cancel_state: step.cancelState,
          error: step.error,
          flashed_at: step.flashedAt,
          version_seen_at: step.versionSeenAt,
        },
        isFinal,
        tx,
      );
      if (step.finishCommand)
        await finishCommand(tx, row.command_id, step.finishCommand, step.error ?? 'verified');
      if (isFinal)
        await repository.setUpdating({ gatewaySn: row.gateway_sn, deviceSn: row.device_sn }, false, tx);
      // The upgrade's one maintenance row (written when it started) shows its newest step.
      if (step.logLine)
        await maintenanceLog.follow(
          row.command_id,
          {
            result: step.state === 'success' ? 'succeeded' : step.state === 'failure' ? 'failed' : 'pending',
            detail: `${row.from_version || '?'} → ${row.to_version}: ${step.logLine}`,
          },
          tx,
        );
    });
    if (step.finishCommand || isFinal)
      feed?.publish('command', { id: row.command_id, gatewaySn: row.gateway_sn });
  }

  /** The `upgrades.follow` job: adopts what campaigns released, then judges every running upgrade. */
  async function followOnce(now = new Date()): Promise<void> {
    for (const command of await repository.unadopted())
      await adopt(
        {
          id: command.id,
          gatewaySn: command.gateway_sn,
          deviceSn: command.device_sn,
          requestedBy: command.requested_by,
        },
        command.payload,
        null,
      );
    for (const row of await repository.active()) await follow(row, now);
  }

  /**
   * Plans a batch upgrade's targets: the SNs the caller may operate (2 otherwise), each offered
   * the image (4003 otherwise, kept as a skipped target with the reason).
   */
  async function batchTargets(
    caller: TPrincipal,
    sns: readonly string[],
    isGateway: boolean,
    image: TFirmware,
  ): Promise<{ targets: TNewTarget[]; codes: Map<string, number> }> {
    const access = await deviceAccess.find(tenancyOf(caller), {
      by: isGateway ? 'gatewaySn' : 'sn',
      sns: [...sns],
    });
    const permitted = new Set(
      access.flatMap((row) =>
        row.sn !== null && deviceAbilities(row.relation, caller.readOnly).operate ? [row.sn] : [],
      ),
    );
    const codes = new Map<string, number>();
    const targets: TNewTarget[] = [];
    for (const found of await repository.targets([...permitted], isGateway)) {
      const model =
        found.model ?? (found.dictionaryId ? findShippedDictionary(found.dictionaryId)?.model : '') ?? '';
      const compatible = await firmware.compatibleImages(caller, image.kind, {
        model,
        hardwareVersion: found.hardwareVersion ?? '',
        currentVersion: found.version ?? '',
      });
      const code = compatible.some((each) => each.id === image.id)
        ? found.locked
          ? ErrorCode.gatewayLocked
          : ErrorCode.ok
        : ErrorCode.firmwareNotOffered;
      codes.set(found.sn, code);
      targets.push({
        gatewaySn: found.gatewaySn,
        deviceSn: isGateway ? null : found.sn,
        plantId: found.plantId,
        plan: [{ kind: 'upgradeFirmware', payload: payloadOf(found.gatewaySn, image, found.version ?? '') }],
        ...(code !== ErrorCode.ok && { refusal: errorMessage(code, 'en') }),
      });
    }
    return { targets, codes };
  }

  async function offered(caller: TPrincipal, access: TDeviceAccess): Promise<TFirmware[]> {
    const { firmwareOf } =
      access.kind === 'gateway' ? await gatewayTarget(access) : await deviceTarget(caller, access);
    return firmware.compatibleImages(caller, access.kind === 'gateway' ? 'gateway' : 'inverter', firmwareOf);
  }

  return {
    /**
     * `GET /firmware?sn=`: the images an inverter or gateway the caller sees (600 otherwise) is
     * offered, newest first. The SN is in the query, so the route resolves it here, for viewing.
     */
    async offeredBySn(caller: TPrincipal, sn: string): Promise<TFirmware[]> {
      const [row] = await deviceAccess.find(tenancyOf(caller), { by: 'sn', sns: [sn] });
      if (!row?.sn || (row.kind !== 'device' && row.kind !== 'gateway'))
        throw new AppError(ErrorCode.inverterMissing);
      return offered(caller, { kind: row.kind, id: row.id, sn: row.sn });
    },

    offered,

    /** `POST /inverter/{sn}/upgrade?firmId=`: 2, 602, 603, 306 or 4003 when it may not start. */
    async startDevice(caller: TPrincipal, access: TDeviceAccess, firmId: string): Promise<TUpgrade> {
      const { device, firmwareOf } = await deviceTarget(caller, access);
      await devices.checkChangeable(caller, device);
      checkReady(device.status, device.gateway.locked);
      const image = await offeredImage(caller, 'inverter', firmwareOf, firmId);
      return begin(
        caller,
        { gatewaySn: device.gatewaySn, deviceSn: device.sn, plantId: device.plant?.id ?? null },
        image,
        firmwareOf.currentVersion,
      );
    },

    /** `POST /gateway/{id}/upgrade?firmId=`. */
    async startGateway(caller: TPrincipal, access: TDeviceAccess, firmId: string): Promise<TUpgrade> {
      const { gateway, firmwareOf } = await gatewayTarget(access);
      checkReady(gateway.status, gateway.locked);
      const image = await offeredImage(caller, 'gateway', firmwareOf, firmId);
      return begin(
        caller,
        { gatewaySn: gateway.sn, deviceSn: null, plantId: gateway.plantId },
        image,
        firmwareOf.currentVersion,
      );
    },

    /** `GET /inverter/{sn}/upgrade/progress`, `/gateway/{id}/upgrade/progress`: the newest upgrade, or null. */
    progress: (access: TDeviceAccess) => latest(access.sn, access.kind === 'gateway'),

    cancel: (caller: TPrincipal, access: TDeviceAccess) =>
      cancel(caller, access.sn, access.kind === 'gateway'),

    /**
     * `POST /inverter/batchUpgrade`, `/gateways/batch/upgrade`: a campaign of kind `upgrade`; per
     * SN admitted (0) or why not (2, 306, 4003, 305/600 not found).
     */
    async batch(
      caller: TPrincipal,
      sns: readonly string[],
      firmId: string,
      isGateway: boolean,
      lang: TLang,
    ): Promise<TBatchAdmission> {
      const kind: TFirmwareKind = isGateway ? 'gateway' : 'inverter';
      const image = (await images.find(tenancyOf(caller), firmId))?.firmware;
      if (!image?.enabled || image.kind !== kind) throw new AppError(ErrorCode.firmwareNotOffered);
      const { targets, codes } = await batchTargets(caller, sns, isGateway, image);
      const isAnyAdmitted = [...codes.values()].some((code) => code === ErrorCode.ok);
      const campaign = isAnyAdmitted
        ? await campaigns.startUpgrade(caller, { firmwareId: image.id, kind }, { sns: [...sns] }, targets)
        : null;
      const missing = isGateway ? ErrorCode.gatewayMissing : ErrorCode.inverterMissing;
      return {
        campaignId: campaign?.id ?? null,
        devices: sns.map((sn) => {
          const code = (codes.get(sn) ?? missing) as typeof ErrorCode.ok;
          return { sn, code, message: errorMessage(code, lang) };
        }),
      };
    },

    /**
     * `POST /campaigns/upgrade`: a staged rollout of one enabled image (4003 otherwise) to the
     * gateways or the devices behind them the selection names — the image's kind says which, and
     * the caller needs that kind's upgrade permission (2) — with the caller's waves, pace, halt rule
     * and window. A device the image is not offered to stays a skipped target with the reason.
     */
    async startCampaign(caller: TPrincipal, body: TUpgradeCampaignBody) {
      const image = (await images.find(tenancyOf(caller), body.firmwareId))?.firmware;
      if (!image?.enabled) throw new AppError(ErrorCode.firmwareNotOffered);
      if (!caller.permissions.has(campaignPermissionOf('upgrade', image.kind)))
        throw new AppError(ErrorCode.noPermission);
      const isGateway = image.kind === 'gateway';
      const sns = await campaigns.upgradeSns(caller, image.kind, body.selection);
      const { targets } = await batchTargets(caller, sns, isGateway, image);
      if (targets.every((target) => target.refusal !== undefined))
        throw new AppError(ErrorCode.firmwareNotOffered);
      const payload = { firmwareId: image.id, kind: image.kind };
      return campaigns.startUpgrade(caller, payload, body.selection, targets, body);
    },

    followOnce,

    /**
     * `GET /firmware/download/{gatewaySn}/{firmwareId}?sig=`: the image's bytes for a gateway with
     * an upgrade to it running and the right signature, opened as a stream (a hundred gateways
     * downloading at once never hold a hundred copies); 3 otherwise.
     */
    async download(gatewaySn: string, firmwareId: string, sig: string) {
      const expected = Buffer.from(signatureOf(gatewaySn, firmwareId));
      const given = Buffer.from(sig);
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        throw new AppError(ErrorCode.notFound);
      const image = await repository.downloadable(gatewaySn, firmwareId);
      const file = image && (await fileStore.open(image.file_url));
      if (!image || !file) throw new AppError(ErrorCode.notFound);
      return { file, sha256: image.sha256 };
    },
  };
}
export type UpgradesService = ReturnType<typeof createUpgradesService>;
