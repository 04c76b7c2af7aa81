/** What an upgrade page names: an inverter by SN, or a gateway by id (its SN for the images offered). */
export type TUpgradeTarget = { kind: 'inverter' | 'gateway'; key: string; sn: string };

/** The upgrade progress page of a device. */
export const upgradePagePath = (target: TUpgradeTarget) =>
  target.kind === 'inverter'
    ? `/device/inverter/${encodeURIComponent(target.key)}/upgrade`
    : `/device/gateway/detail/${encodeURIComponent(target.key)}/upgrade?sn=${encodeURIComponent(target.sn)}`;

/** The device's own page, where "back" leads. */
export const devicePagePath = (target: TUpgradeTarget) =>
  target.kind === 'inverter'
    ? `/device/inverter/${encodeURIComponent(target.key)}`
    : `/device/gateway/detail/${encodeURIComponent(target.key)}`;
