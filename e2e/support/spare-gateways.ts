/**
 * Gateways of the demo company that no plant uses, added to the browser tests' database before
 * the api starts (`prepare-database.ts`). A test that changes a plant — shares, transfers or
 * imports into it — creates its own plant with one of these, so it never changes the demo plants
 * other tests look at. A gateway serves one plant, so each test has its own.
 */
export const spareGateways = {
  sharedWithOwner: { sn: 'E2E-SPARE-SHARE', key: 'e2e-spare-share-key' },
  transferredByNeighbour: { sn: 'E2E-SPARE-TRANSFER-1', key: 'e2e-spare-transfer-1-key' },
  transferredByInstaller: { sn: 'E2E-SPARE-TRANSFER-2', key: 'e2e-spare-transfer-2-key' },
  forecastImport: { sn: 'E2E-SPARE-FORECAST', key: 'e2e-spare-forecast-key' },
  logsBound: { sn: 'E2E-SPARE-LOGS-1', key: 'e2e-spare-logs-1-key' },
  logsReplacement: { sn: 'E2E-SPARE-LOGS-2', key: 'e2e-spare-logs-2-key' },
  /** Passes the wizard's step-1 check; the wizard tests never create a plant with it. */
  wizardCheck: { sn: 'E2E-SPARE-WIZARD', key: 'e2e-spare-wizard-key' },
} as const satisfies Record<string, TSpareGateway>;

export type TSpareGateway = { sn: string; key: string };

/**
 * Gateways of the demo company for the firmware rollout test: on no plant, and run by a simulator
 * of that test's own (`simulated-gateways.ts`), so its upgrades — one failing on purpose — leave
 * the demo's gateways alone. The first is the one whose image arrives corrupted.
 */
export const rolloutGateways: readonly TSpareGateway[] = [1, 2, 3, 4].map((n) => ({
  sn: `E2E-ROLLOUT-${n}`,
  key: `e2e-rollout-${n}-key`,
}));
