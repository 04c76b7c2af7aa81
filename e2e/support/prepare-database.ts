/**
 * Prepares the browser tests' database before the api starts on it: migrations, the demo seed
 * and its history (as the api would run them) and the spare gateways tests create their own plants with. The api
 * then finds users present and leaves the data alone. Run with DATA_DIR set, like the api.
 */
import { join } from 'node:path';
import { connect } from '@sunfleet/db/connect';
import { migrate } from '@sunfleet/db/migrate';
import { eq } from '@sunfleet/db/query';
import { companies } from '@sunfleet/db/schema';
import { demoCompanyName, seed } from '@sunfleet/db/seed';
import { devices, events } from '@sunfleet/db/telemetry-schema';
import { createGateway } from '@sunfleet/db/telemetry-testing';
import { sunfleetBms } from '@sunfleet/protocols/dictionaries/sunfleet-bms';
import { demoAlarm } from './demo-alarm.ts';
import { loadDemoHistory } from '../../apps/api/src/adapters/demo-history.ts';
import { rolloutGateways, spareGateways } from './spare-gateways.ts';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR must name the api data directory');

const database = await connect({ pgliteDir: join(dataDir, 'pglite') });
await migrate(database);
await seed(database.db, { demo: true });
const [company] = await database.db
  .select({ id: companies.id })
  .from(companies)
  .where(eq(companies.name, demoCompanyName));
if (!company) throw new Error('the demo seed made no demo company');
for (const gateway of [...Object.values(spareGateways), ...rolloutGateways]) {
  await createGateway(database, { ...gateway, companyId: company.id });
}
// An open alarm of a demo battery for the events screen to acknowledge: the demo simulator raises
// no BMS alarm by itself. Its code and names are the BMS dictionary's.
const [battery] = await database.db.select().from(devices).where(eq(devices.sn, demoAlarm.sn));
const insulation = sunfleetBms.entries
  .find((entry) => entry.key === 'alarms')
  ?.flags?.find((flag) => flag.code === demoAlarm.code);
if (!battery || !insulation) throw new Error('the demo fleet has no such battery or alarm');
await database.db.insert(events).values({
  sourceSn: battery.sn,
  deviceId: battery.id,
  gatewayId: battery.gatewayId,
  plantId: battery.plantId,
  origin: 'e2e',
  code: insulation.code,
  name: insulation.name,
  level: insulation.severity,
  openedAt: new Date(Date.now() - 3_600_000),
});
// The history the api would give a fresh demo (DEMO_HISTORY_DAYS), since it finds the seed done.
const days = Number(process.env.DEMO_HISTORY_DAYS ?? 395);
if (days > 0) await loadDemoHistory({ db: database.db, stateFile: join(dataDir, 'sim-state.json'), days });
await database.close();
