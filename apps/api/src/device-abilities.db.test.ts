import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceAbilities, type TDeviceAbility, type TDeviceRelation } from '@sunfleet/contract/abilities';
import { mayEnrol } from '@sunfleet/contract/demand-response';
import { allPermissions } from '@sunfleet/contract/permissions';
import { plantAbilities } from '@sunfleet/contract/plants';
import { enqueueCommands } from '@sunfleet/commands/queue';
import { createEvent, sharePlant } from '@sunfleet/db/plant-testing';
import { drEnrollmentDevices, drEnrollments } from '@sunfleet/db/demand-response-schema';
import { companyAgents } from '@sunfleet/db/schema';
import { createDevice, createGateway, createPlant } from '@sunfleet/db/telemetry-testing';
import { createCompany, createRole, createUser } from '@sunfleet/db/testing';
import { rowsOf, sql } from '@sunfleet/db/query';
import { bearer, createTestApp, envelopeOf, signIn, type TestApp } from './testing.ts';

/**
 * The proof of docs/device-abilities.md: every write route of the OpenAPI document that names a
 * device, gateway, command, event or plant is sent as each relation the matrix forbids it to, with
 * a body its schema accepts, and must be refused by the access check (2, 3, 305, 600, 700) while
 * the database stays as it was.
 */

type TSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, TSchema>;
  required?: string[];
  items?: TSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: TSchema[];
  oneOf?: TSchema[];
  allOf?: TSchema[];
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
};
type TOperation = {
  requestBody?: { content?: Record<string, { schema?: TSchema }> };
  parameters?: { in: string; name: string; required?: boolean; schema?: TSchema }[];
};
type TDocument = {
  paths: Record<string, Record<string, TOperation>>;
  components: { schemas: Record<string, TSchema> };
};

const document = JSON.parse(
  readFileSync(new URL('../../../docs/openapi.json', import.meta.url), 'utf8'),
) as TDocument;

/** The relations of the matrix, plus a view-only company role and another company's user. */
const relations = [
  'owner',
  'manager',
  'visitor',
  'customer',
  'companyAdmin',
  'viewOnlyStaff',
  'principal',
  'platform',
  'outsider',
] as const;
type TRelation = (typeof relations)[number];

/** How each test user relates to the plant, for the contract's matrix. */
const matrixRelation: Record<TRelation, TDeviceRelation | 'none'> = {
  owner: 'owner',
  manager: 'manager',
  visitor: 'visitor',
  customer: 'customer',
  companyAdmin: 'company',
  // Company staff through their role: the role holds only `*.view` permissions, so it changes nothing.
  viewOnlyStaff: 'none',
  principal: 'principal',
  platform: 'platform',
  outsider: 'none',
};

/** Codes of an access refusal: no permission, not found, no such gateway, inverter, plant, enrolment. */
const accessCodes = new Set([2, 3, 305, 600, 700, 5003]);

/** Demand-response enrolment writes: the plant's owner or its installer (ADR 0048). */
const isEnrolmentRoute = (path: string) => /^\/api\/v1\/oadr\/enrollment(\/|$)/.test(path);

/** What a route does, judged from its path alone (independent of what the route declares). */
function abilityOf(method: string, path: string): TDeviceAbility | 'transfer' | 'share' {
  if (/\/(transfer)$/.test(path)) return 'transfer';
  if (/\/(share|cancelShare)$/.test(path)) return 'share';
  if (method === 'delete' || /\/delete$/.test(path)) return 'delete';
  if (/\/(alias|master|unbind|switch|updateGatewayProtocol|info|income|contacts|gateway)$/.test(path))
    return 'configure';
  if (/\/setting\/|\/setting$|\/plant\/\{id\}$/.test(path) && method === 'post') return 'configure';
  return 'operate';
}

/** May `relation` do this route's ability to the plant's devices (or the plant), by the contract? */
function isAllowed(relation: TRelation, method: string, path: string): boolean {
  const role = matrixRelation[relation];
  if (role === 'none') return false;
  if (isEnrolmentRoute(path)) return mayEnrol(role);
  const ability = abilityOf(method, path);
  if (/\/plant\/\{id\}/.test(path)) {
    const plant = plantAbilities(role);
    if (ability === 'transfer') return plant.canTransfer;
    if (ability === 'share') return plant.canShare;
    if (ability === 'delete') return plant.canDelete;
    return plant.canEdit;
  }
  if (ability === 'transfer' || ability === 'share') return false;
  return deviceAbilities(role)[ability];
}

/** As the access resolver reads a path: ids of gateways, batteries and commands at the api's root. */
const namesThing = (path: string) =>
  isEnrolmentRoute(path) ||
  /\{(sn|gsns)\}|^\/api\/v1\/(gateway|battery|batteries|event|command)\/\{id\}|\/plant\/\{id\}|\{(plantId|stationId)\}/.test(
    path,
  );
/** Writes spec section 7 sends as GET. */
const isGetWrite = (path: string) =>
  /\/(delete|boot|shutdown|restart|unbind|cancel)$/.test(path) ||
  path.endsWith('/oadr/enrollment/{id}/state');
/** Query values a GET write needs to write (the enrolment's action). */
const writeQuery = (path: string): Record<string, string> =>
  path.endsWith('/oadr/enrollment/{id}/state') ? { action: 'quit' } : {};
const jsonBodyOf = (operation: TOperation) => operation.requestBody?.content?.['application/json']?.schema;
const bodyNamesGateway = (path: string, operation: TOperation) => {
  const schema = resolve(jsonBodyOf(operation));
  return (
    /\/gateways?\//.test(path) &&
    !/import|create|check/.test(path) &&
    schema?.properties !== undefined &&
    ('sn' in schema.properties || 'sns' in schema.properties)
  );
};

function resolve(schema: TSchema | undefined): TSchema | undefined {
  if (!schema?.$ref) return schema;
  return resolve(document.components.schemas[schema.$ref.replace('#/components/schemas/', '')]);
}

/** The write routes the proof covers. */
function writeRoutes() {
  const routes: { method: string; path: string; operation: TOperation }[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const isWrite =
        ['post', 'put', 'patch', 'delete'].includes(method) || (method === 'get' && isGetWrite(path));
      if (!isWrite) continue;
      if (!namesThing(path) && !bodyNamesGateway(path, operation)) continue;
      // The wizard's check of a gateway not yet anyone's is a read of its key.
      if (/\{gatewaySn\}\/check/.test(path)) continue;
      routes.push({ method, path, operation });
    }
  }
  return routes;
}

describe('device abilities: every write as every relation the matrix forbids', () => {
  let t: TestApp;
  const headers = {} as Record<TRelation, Record<string, string>>;
  const fixture = {} as Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database;
    const company = await createCompany(db);
    const upper = await createCompany(db);
    const other = await createCompany(db);
    await db.db.insert(companyAgents).values({ upperCompanyId: upper.id, agentCompanyId: company.id });
    const viewRole = await createRole(
      db,
      company.id,
      allPermissions.filter((permission) => permission.endsWith('.view')),
    );
    const users = {
      owner: await createUser(db, { kind: 'customer', companyId: company.id }),
      manager: await createUser(db, { kind: 'customer' }),
      visitor: await createUser(db, { kind: 'customer' }),
      customer: await createUser(db, { kind: 'customer', companyId: company.id }),
      companyAdmin: await createUser(db, { kind: 'company', companyId: company.id, isCompanyAdmin: true }),
      viewOnlyStaff: await createUser(db, { kind: 'company', companyId: company.id, roleId: viewRole.id }),
      principal: await createUser(db, { kind: 'company', companyId: upper.id, isCompanyAdmin: true }),
      platform: await createUser(db, { kind: 'platform' }),
      outsider: await createUser(db, { kind: 'company', companyId: other.id, isCompanyAdmin: true }),
    } satisfies Record<TRelation, unknown>;
    const plant = await createPlant(db, {
      companyId: company.id,
      ownerUserId: users.owner.id,
      customerId: users.customer.id,
      name: 'Abilities plant',
    });
    await sharePlant(db, plant.id, users.manager.id, 'manager');
    await sharePlant(db, plant.id, users.visitor.id, 'visitor');
    const gateway = await createGateway(db, { companyId: company.id, plantId: plant.id, status: 'normal' });
    const onPlant = { gatewayId: gateway.id, plantId: plant.id, status: 'normal' as const };
    const inverter = await createDevice(db, {
      ...onPlant,
      kind: 'inverterSinglePhaseHybrid',
      dictionaryId: 'deye_hybrid',
    });
    const meter = await createDevice(db, { ...onPlant, kind: 'meter', dictionaryId: 'solis_meter' });
    const battery = await createDevice(db, { ...onPlant, kind: 'batteryBms', dictionaryId: 'sunfleet_bms' });
    const weather = await createDevice(db, {
      ...onPlant,
      kind: 'weatherStation',
      dictionaryId: 'sunfleet_weather',
    });
    const event = await createEvent(db, {
      sourceSn: inverter.sn,
      deviceId: inverter.id,
      gatewayId: gateway.id,
      plantId: plant.id,
    });
    const [command] = await enqueueCommands(db.db, [{ gatewaySn: gateway.sn, kind: 'restart' }]);
    const address = {
      country: 'US',
      region: 'MA',
      locality: 'Hyannis',
      streetAddress: '1 Main St',
      postalCode: '02601',
    };
    const [enrollment] = await db.db
      .insert(drEnrollments)
      .values({
        programId: 'eversource-bat',
        plantId: plant.id,
        sourceAccount: '123',
        utilityAccount: 'abilities-acct',
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        serviceAddress: { ...address, extendedAddress: '' },
        mailingAddress: { ...address, extendedAddress: '' },
        termsAcceptedAt: new Date(),
      })
      .returning();
    await db.db.insert(drEnrollmentDevices).values(
      [battery.sn, `${battery.sn}-2`].map((sn) => ({
        enrollmentId: enrollment!.id,
        sn,
        manufacturer: 'Sunfleet',
        model: 'B10',
        installDate: '2025-05-01',
        chargeKw: '5',
        dischargeKw: '5',
        storageKwh: '10',
      })),
    );
    Object.assign(fixture, {
      plantId: plant.id,
      gatewayId: gateway.id,
      gatewaySn: gateway.sn,
      inverterSn: inverter.sn,
      meterSn: meter.sn,
      batterySn: battery.sn,
      batteryId: battery.id,
      weatherSn: weather.sn,
      eventId: event.id,
      commandId: command?.kind === 'queued' ? command.command.id : '',
      enrollmentId: enrollment!.id,
    });
    for (const relation of relations) {
      const user = users[relation];
      headers[relation] = bearer((await signIn(t.app, user.account, user.password)).access_token);
    }
  }, 120_000);
  afterAll(() => t.close());

  /** The SN a `{sn}` of this path stands for. */
  function snFor(path: string) {
    if (/\/(gateway|gate)\/\{sn\}/.test(path)) return fixture.gatewaySn!;
    if (/\/meter\/\{sn\}/.test(path)) return fixture.meterSn!;
    if (/\/meteorological\/\{sn\}/.test(path)) return fixture.weatherSn!;
    if (/\/battery\/\{sn\}/.test(path)) return fixture.batterySn!;
    return fixture.inverterSn!;
  }

  function urlOf(path: string) {
    return path
      .replace(/\/enrollment\/\{id\}/, `/enrollment/${fixture.enrollmentId}`)
      .replace('{serial}', fixture.batterySn!)
      .replace(/\/(gateway)\/\{id\}/, `/$1/${fixture.gatewayId}`)
      .replace(/\/(battery|batteries)\/\{id\}/, `/$1/${fixture.batteryId}`)
      .replace(/\/event\/\{id\}/, `/event/${fixture.eventId}`)
      .replace(/\/command\/\{id\}/, `/command/${fixture.commandId}`)
      .replace(/\{(id|plantId|stationId)\}/, fixture.plantId!)
      .replace('{gsns}', fixture.gatewaySn!)
      .replace('{sn}', snFor(path))
      .replace('{page}', 'basic');
  }

  /** Field values a schema alone cannot make up: the fixture's SNs and realistic text. */
  const namedValues: Record<string, () => unknown> = {
    sn: () => fixture.gatewaySn,
    sns: () => [fixture.gatewaySn],
    deviceSn: () => fixture.inverterSn,
    dictionaryId: () => 'deye_hybrid',
    code: () => '010300000001840A',
    framing: () => 'rtu',
    alias: () => 'Renamed by test',
    name: () => 'Renamed plant',
    comment: () => 'Seen by the test',
    account: () => `someone-${randomUUID().slice(0, 8)}@example.test`,
    password: () => 'secret-123',
    values: () => ({}),
    output: () => 1,
    capacity: () => 8.2,
    currency: () => 'EUR',
    phone: () => '600123456',
    commissioningDate: () => '2024-05-01',
    price: () => 0.25,
    latitude: () => 40.4168,
    longitude: () => -3.7038,
    timeZone: () => 'Europe/Madrid',
    // The enrolment form (a body that passes its rules, so only access can refuse it).
    plantId: () => fixture.plantId,
    sourceAccount: () => '1234567',
    utilityAccount: () => `acct-${randomUUID().slice(0, 8)}`,
    email: () => 'someone@example.test',
    devices: () => [
      {
        sn: `BT-${randomUUID().slice(0, 8)}`,
        manufacturer: 'Sunfleet',
        model: 'B10',
        installDate: '2025-05-01',
        chargeKw: 5,
        dischargeKw: 5,
        storageKwh: 10,
      },
    ],
  };

  /** A value the schema accepts, made from its constraints. */
  function sampleOf(raw: TSchema | undefined, name = ''): unknown {
    const schema = resolve(raw);
    if (!schema) return undefined;
    if (name in namedValues) return namedValues[name]!();
    if (schema.const !== undefined) return schema.const;
    if (schema.default !== undefined) return schema.default;
    if (schema.enum) return schema.enum[0];
    const choice = schema.anyOf ?? schema.oneOf;
    if (choice) return sampleOf(choice.find((each) => resolve(each)?.type !== 'null') ?? choice[0], name);
    if (schema.allOf) return Object.assign({}, ...schema.allOf.map((each) => sampleOf(each)));
    // A field taking a number or its text (a form's input) gets the number.
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    const type = types.includes('number') ? 'number' : types.find((each) => each !== 'null');
    switch (type) {
      case 'object':
        return Object.fromEntries(
          Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sampleOf(value, key)]),
        );
      case 'array':
        return Array.from({ length: schema.minItems ?? 0 }, () => sampleOf(schema.items));
      case 'integer':
      case 'number':
        return schema.minimum ?? (schema.maximum !== undefined ? Math.min(1, schema.maximum) : 1);
      case 'boolean':
        return false;
      case 'string':
        if (schema.format === 'uuid') return randomUUID();
        if (schema.format === 'date-time') return new Date().toISOString();
        if (schema.format === 'date') return '2026-01-01';
        if (schema.format === 'email') return 'someone@example.test';
        return 'x'.repeat(Math.min(Math.max(schema.minLength ?? 1, 8), schema.maxLength ?? 8));
      case 'null':
      case undefined:
      default:
        return undefined;
    }
  }

  /** What the database holds that any of these writes would change. */
  async function fingerprint() {
    const result = await t.database.db.execute(sql`SELECT
      (SELECT json_agg(d ORDER BY d.id) FROM (SELECT id, sn, alias, plant_id, status, dictionary_id FROM devices) d) AS devices,
      (SELECT json_agg(g ORDER BY g.id) FROM (SELECT id, sn, plant_id, company_id, locked FROM gateways) g) AS gateways,
      (SELECT json_agg(c ORDER BY c.id) FROM (SELECT id, state, kind FROM commands) c) AS commands,
      (SELECT json_agg(e ORDER BY e.id) FROM (SELECT id, acknowledged_at FROM events) e) AS events,
      (SELECT json_agg(p ORDER BY p.id) FROM (SELECT * FROM plants) p) AS plants,
      (SELECT json_agg(s ORDER BY s.user_id) FROM (SELECT * FROM plant_shares) s) AS shares,
      (SELECT json_agg(r ORDER BY r.id) FROM (SELECT * FROM dr_enrollments) r) AS enrollments,
      (SELECT json_agg(r ORDER BY r.id) FROM (SELECT * FROM dr_enrollment_devices) r) AS enrolled,
      (SELECT count(*) FROM dr_enrollment_history) AS enrollment_history`);
    return JSON.stringify(rowsOf(result));
  }

  it('refuses every write the matrix forbids and changes nothing', async () => {
    const before = await fingerprint();
    const routes = writeRoutes();
    const accepted: string[] = [];
    const unproven: string[] = [];
    let checked = 0;
    let allowedPairs = 0;
    for (const { method, path, operation } of routes) {
      const body = sampleOf(jsonBodyOf(operation));
      const query = {
        ...Object.fromEntries(
          (operation.parameters ?? [])
            .filter((parameter) => parameter.in === 'query' && parameter.required)
            .map((parameter) => [parameter.name, String(sampleOf(parameter.schema, parameter.name))]),
        ),
        ...writeQuery(path),
      };
      for (const relation of relations) {
        if (isAllowed(relation, method, path)) {
          allowedPairs += 1;
          continue;
        }
        const response = await t.app.inject({
          method: method.toUpperCase() as 'POST',
          url: urlOf(path),
          query,
          headers: headers[relation],
          ...(body === undefined ? {} : { payload: body as object }),
        });
        const { code, msg } = envelopeOf(response);
        checked += 1;
        const pair = `${method.toUpperCase()} ${path} as ${relation}: ${code} ${msg}`;
        if (code === 0) accepted.push(pair);
        else if (!accessCodes.has(code)) unproven.push(pair);
      }
    }
    console.info(
      `device abilities: ${checked} (route, relation) pairs refused as the matrix says, over ${routes.length} write routes and ${relations.length} relations (${allowedPairs} allowed pairs not sent)`,
    );
    expect(accepted).toEqual([]);
    expect(unproven).toEqual([]);
    expect(await fingerprint()).toBe(before);
  }, 300_000);
});
