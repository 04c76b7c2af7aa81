/**
 * What an upgrade page names: a device behind a gateway by SN (`inverter`: the api's `/inverter/{sn}`
 * routes take a battery's SN too, ADR 0055; `screen` says whose screen it came from), or a gateway
 * by id (its SN for the images offered).
 */
export type TUpgradeTarget =
  | { kind: 'inverter'; key: string; sn: string; screen?: 'inverter' | 'battery' }
  | { kind: 'gateway'; key: string; sn: string };

/** The device's own page, where "back" leads. */
export const devicePagePath = (target: TUpgradeTarget) =>
  target.kind === 'inverter'
    ? `/device/${target.screen ?? 'inverter'}/${encodeURIComponent(target.key)}`
    : `/device/gateway/detail/${encodeURIComponent(target.key)}`;

/** The upgrade progress page of a device. */
export const upgradePagePath = (target: TUpgradeTarget) =>
  target.kind === 'inverter'
    ? `${devicePagePath(target)}/upgrade`
    : `${devicePagePath(target)}/upgrade?sn=${encodeURIComponent(target.sn)}`;
