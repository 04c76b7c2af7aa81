import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { connect } from '@sunfleet/db/connect';
import { mosquittoAcl, mosquittoPasswordFile } from '../mosquitto.ts';

/**
 * Writes `passwords` and `acl` for an external Mosquitto into the directory given as argument:
 *   DATABASE_URL=… MQTT_USERNAME=… MQTT_PASSWORD=… node --import tsx apps/ingest/src/scripts/write-mosquitto-auth.ts /etc/mosquitto/sunfleet
 * Run it again (and send Mosquitto SIGHUP) when gateways are added, re-keyed or removed.
 */
const [directory] = process.argv.slice(2);
const { DATABASE_URL: databaseUrl, MQTT_USERNAME: username, MQTT_PASSWORD: password } = process.env;
if (!directory || !databaseUrl || !username || !password) {
  console.error('usage: DATABASE_URL=… MQTT_USERNAME=… MQTT_PASSWORD=… write-mosquitto-auth.ts <directory>');
  process.exit(2);
}
const database = await connect({ databaseUrl });
try {
  const target = resolve(directory);
  writeFileSync(join(target, 'passwords'), await mosquittoPasswordFile(database.db, { username, password }), {
    mode: 0o600,
  });
  writeFileSync(join(target, 'acl'), mosquittoAcl(username));
  console.log(`wrote ${join(target, 'passwords')} and ${join(target, 'acl')}`);
} finally {
  await database.close();
}
