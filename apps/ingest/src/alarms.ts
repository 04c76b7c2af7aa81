import type { TEventsUpload } from '@sunfleet/contract/gateway-wire';
import type { TFlag, TLocalizedName } from '@sunfleet/protocols/dictionary';
import type { Queryable, TIngestDevice, TIngestGateway } from './repository.ts';
import { closeEvents, openEvents } from './status-repository.ts';

/**
 * The set flags of one alarm word are the open events of that word: a code that appears opens
 * an event, a code that clears closes its event with its duration. `open` holds the word's codes
 * open so far and is kept up to date, so a batch of readings writes only the changes.
 * Returns whether anything changed.
 */
export async function applyAlarmWords(
  db: Queryable,
  device: TIngestDevice,
  origin: string,
  flags: TFlag[],
  at: Date,
  open: Set<string>,
): Promise<boolean> {
  const appeared = flags.filter((flag) => !open.has(flag.code));
  const active = new Set(flags.map((flag) => flag.code));
  const cleared = [...open].filter((code) => !active.has(code));
  if (appeared.length === 0 && cleared.length === 0) return false;
  await openEvents(
    db,
    appeared.map((flag) => ({
      sourceSn: device.sn,
      deviceId: device.id,
      gatewayId: device.gatewayId,
      plantId: device.plantId,
      origin,
      code: flag.code,
      name: flag.name,
      level: flag.severity,
      at,
    })),
  );
  await closeEvents(
    db,
    cleared.map((code) => ({ sourceSn: device.sn, code, at })),
  );
  open.clear();
  for (const code of active) open.add(code);
  return true;
}

const gatewayCodeNames: Record<string, TLocalizedName> = {
  deviceCommLost: {
    en: 'Lost contact with the device',
    zh: '设备通讯中断',
    es: 'Sin comunicación con el equipo',
  },
  rebooted: { en: 'Gateway restarted', zh: '采集器重启', es: 'Pasarela reiniciada' },
  powerLoss: { en: 'Gateway power loss', zh: '采集器掉电', es: 'Pasarela sin alimentación' },
  storageFull: { en: 'Gateway storage full', zh: '采集器存储已满', es: 'Memoria de la pasarela llena' },
};

/** A restart happens at an instant: its event opens and closes at once. */
const momentaryCodes = new Set(['rebooted']);

/** Codes a gateway raises or clears itself, about itself or about one device behind it. */
export async function applyEventCodes(
  db: Queryable,
  source: { gateway: TIngestGateway; device: TIngestDevice | undefined },
  codes: NonNullable<TEventsUpload['codes']>,
  at: Date,
): Promise<void> {
  const sourceSn = source.device?.sn ?? source.gateway.sn;
  for (const { code, active, text } of codes) {
    if (!active) {
      await closeEvents(db, [{ sourceSn, code, at }]);
      continue;
    }
    await openEvents(db, [
      {
        sourceSn,
        deviceId: source.device?.id ?? null,
        gatewayId: source.gateway.id,
        plantId: source.device?.plantId ?? source.gateway.plantId,
        origin: 'gateway',
        code,
        name: gatewayCodeNames[code] ?? { en: text ?? code },
        level: momentaryCodes.has(code) ? 'info' : 'warning',
        at,
      },
    ]);
    if (momentaryCodes.has(code)) await closeEvents(db, [{ sourceSn, code, at }]);
  }
}
