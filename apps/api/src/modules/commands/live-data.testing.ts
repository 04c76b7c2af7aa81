import { randomUUID } from 'node:crypto';
import { LiveData, type TLiveDataLog } from '@sunfleet/ingest/live-data';
import { createCompany, createUser } from '@sunfleet/db/testing';
import { createDevice, createGateway, createPlant } from '@sunfleet/db/telemetry-testing';
import { bearer, signIn, type TestApp } from '../../testing.ts';

const quiet: TLiveDataLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * The live-data path (embedded broker, ingest, command dispatcher) on a test app's database,
 * wired to its channel as main.ts does, so commands go out and replies come back as in production.
 */
export async function startCommandLiveData(
  t: TestApp,
  overrides: Partial<ConstructorParameters<typeof LiveData>[0]> = {},
  log: TLiveDataLog = quiet,
): Promise<LiveData> {
  const liveData = new LiveData(
    {
      mqtt: { kind: 'embedded', port: 0, host: '127.0.0.1' },
      clientId: `ingest-${randomUUID()}`,
      shareGroup: undefined,
      offlineAfterMs: 600_000,
      rawFrameRetentionMs: 7 * 86_400_000,
      logRetentionMs: 30 * 86_400_000,
      commandPollIntervalMs: 200,
      // An unanswered command is sent again after 2 s, not 15 s: the retry tests stay short.
      commandTimings: { ackWaitMs: 2_000, maxResends: 3, reaskMs: 30_000 },
      ...overrides,
    },
    t.database.db,
    log,
  );
  liveData.on('command', (notice) => t.channel.publish('command', notice));
  t.channel.on('command', () => liveData.wakeDispatcher());
  await liveData.start();
  return liveData;
}

/** A company with its administrator (signed in), a plant, a gateway and a string inverter behind it. */
export async function companyWithGatewayIn(t: TestApp, status: 'normal' | 'offline' = 'normal') {
  const company = await createCompany(t.database);
  const admin = await createUser(t.database, {
    kind: 'company',
    companyId: company.id,
    isCompanyAdmin: true,
  });
  const plant = await createPlant(t.database, { companyId: company.id });
  const gateway = await createGateway(t.database, { companyId: company.id, plantId: plant.id, status });
  const device = await createDevice(t.database, {
    gatewayId: gateway.id,
    plantId: plant.id,
    kind: 'inverterString',
    dictionaryId: 'sofar_lsw3',
  });
  const headers = bearer((await signIn(t.app, admin.account, admin.password)).access_token);
  return { company, admin, plant, gateway, device, headers };
}
