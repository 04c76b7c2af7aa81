import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEvent } from './dispatch.ts';
import { documentSchemas } from './document-schemas.generated.ts';
import * as generated from './enumerations.generated.ts';
import { officialOpenApi, readOfficialText, readOfficialYaml } from './official-files.ts';
import { createOracle, type Oracle } from './oracle.ts';
import { performanceReport } from './report.ts';
import type { TOadrEvent } from './schema.ts';
import { startTestVtn, type TestVtn } from './test-vtn.ts';
import { createVenClient, type TVenExchange } from './ven-client.ts';

/**
 * OpenADR 3.1 interop, with the official specification as the oracle (../shared/data/openadr3,
 * read where it lies): every request Sunfleet's VEN sends and every response it receives passes the
 * official OpenAPI document and enumeration schemas; the User Guide's worked example events are
 * golden inputs; the negative cases are refused by both the VTN and the VEN. Validated against
 * OpenADR 3.1.0's schemas — not certified.
 */

let vtn: TestVtn;
let oracle: Oracle;
const seen: TVenExchange[] = [];

const hour = 3_600_000;
const inAMinute = () => new Date(Math.ceil(Date.now() / 1000) * 1000 + 60_000).toISOString();

const venClient = () =>
  createVenClient({
    baseUrl: vtn.baseUrl,
    clientId: 'sunfleet-ven',
    clientSecret: 'ven-secret',
    onExchange: (exchange) => seen.push(exchange),
  });

const dischargeEvent = (programID: string, overrides: Record<string, unknown> = {}) => ({
  programID,
  eventName: 'peak 3-6 pm',
  payloadDescriptors: [{ objectType: 'EVENT_PAYLOAD_DESCRIPTOR', payloadType: 'SIMPLE' }],
  intervalPeriod: { start: inAMinute(), duration: 'PT3H' },
  intervals: [{ id: 0, payloads: [{ type: 'SIMPLE', values: [1] }] }],
  ...overrides,
});

/** The User Guide's JSON examples that parse, keyed by their line. */
function userGuideExamples(): { line: number; body: Record<string, unknown> }[] {
  const lines = readOfficialText('User_Guide.md').split('\n');
  const found: { line: number; body: Record<string, unknown> }[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    if (lines[index]?.trim() !== '```json') continue;
    const end = lines.indexOf('```', index + 1);
    try {
      found.push({
        line: index + 1,
        body: JSON.parse(lines.slice(index + 1, end).join('\n')) as Record<string, unknown>,
      });
    } catch {
      // Some blocks are fragments (ellipses, comments); only whole objects are test vectors.
    }
    index = end;
  }
  return found;
}
const isEvent = (body: Record<string, unknown>) =>
  'programID' in body && 'intervals' in body && !('resources' in body) && !('programName' in body);

beforeAll(async () => {
  [vtn, oracle] = await Promise.all([startTestVtn(), createOracle()]);
});
afterAll(async () => {
  await vtn?.close();
});

describe('the generated enumerations', () => {
  it('are the official schemas, unchanged', () => {
    expect(generated.eventPayloadSchema).toEqual(
      readOfficialYaml('enumerations/event-interval-payloads.schema.yaml'),
    );
    expect(generated.reportPayloadSchema).toEqual(
      readOfficialYaml('enumerations/report-payloads.schema.yaml'),
    );
    expect(generated.unitsSchema).toEqual(readOfficialYaml('enumerations/units.schema.yaml'));
    expect(generated.readingTypesSchema).toEqual(readOfficialYaml('enumerations/reading-types.schema.yaml'));
  });

  it("the document's schemas the api checks notifications with are the official document's", () => {
    expect(documentSchemas).toEqual(
      (officialOpenApi() as { components: { schemas: unknown } }).components.schemas,
    );
  });
});

describe('Sunfleet VEN against the test VTN', () => {
  it('reads programs and events, subscribes and posts a performance report, every exchange passing the official schemas', async () => {
    const program = await vtn.asBusinessLogic('POST', '/programs', { programName: 'eversource-bat' });
    expect(program.status).toBe(201);
    const programID = (program.body as { id: string }).id;
    for (let n = 0; n < 53; n += 1)
      expect((await vtn.asBusinessLogic('POST', '/events', dischargeEvent(programID))).status).toBe(201);

    const ven = venClient();
    expect((await ven.listPrograms()).map((each) => each.programName)).toContain('eversource-bat');
    const events = await ven.listEvents(programID, { active: true });
    expect(events).toHaveLength(53); // two pages of 50 and 3
    const [event] = events as [TOadrEvent];
    const reading = readEvent(event, Date.now());
    expect(reading).toMatchObject({ kind: 'dispatch', level: 1 });
    if (reading.kind !== 'dispatch') return;
    expect(reading.endMs - reading.startMs).toBe(3 * hour);

    await ven.createSubscription({
      clientName: 'sunfleet',
      programID,
      objectOperations: [
        {
          objects: ['EVENT'],
          operations: ['CREATE', 'UPDATE', 'DELETE'],
          callbackUrl: 'https://sunfleet.example/api/v1/oadr/notifications',
          bearerToken: 'secret',
        },
      ],
    });
    const report = performanceReport({
      eventID: event.id,
      clientName: 'sunfleet',
      batteries: [
        {
          resourceName: 'BAT0001',
          startMs: reading.startMs,
          endMs: reading.endMs,
          averageKw: 4.8,
          baselineKw: 0,
          socStart: 0.95,
          socEnd: 0.31,
          completeness: 1,
          isOptedOut: false,
        },
        {
          resourceName: 'BAT0002',
          startMs: reading.startMs,
          endMs: reading.endMs,
          averageKw: 0,
          baselineKw: 0,
          socStart: 0.9,
          socEnd: 0.9,
          completeness: 1,
          isOptedOut: true,
        },
      ],
    });
    const posted = await ven.createReport(report);
    await ven.updateReport(posted.id, report);
    expect(await ven.listReports({ eventID: event.id })).toHaveLength(1);

    expect(seen.map((exchange) => `${exchange.method} ${exchange.path}`)).toEqual(
      expect.arrayContaining([
        'GET /auth/server',
        'POST /auth/token',
        'GET /programs',
        'GET /events',
        'POST /subscriptions',
        'POST /reports',
        'PUT /reports/' + posted.id,
      ]),
    );
    expect(seen.flatMap((exchange) => oracle.check(exchange))).toEqual([]);
    expect(seen.length).toBeGreaterThanOrEqual(9);
    expect(vtn.violations).toEqual([]);
  });
});

describe("the User Guide's worked examples (golden inputs)", () => {
  const examples = userGuideExamples().filter(({ body }) => isEvent(body) || 'reportName' in body);
  const schemaOf = (body: Record<string, unknown>) => (isEvent(body) ? 'eventRequest' : 'reportRequest');
  /** The VTN fills in what the guide's examples leave out and the document requires of a descriptor. */
  const withDescriptorTypes = (body: Record<string, unknown>) => ({
    ...body,
    ...(Array.isArray(body.payloadDescriptors) && {
      payloadDescriptors: body.payloadDescriptors.map((descriptor: Record<string, unknown>) => ({
        objectType: isEvent(body) ? 'EVENT_PAYLOAD_DESCRIPTOR' : 'REPORT_PAYLOAD_DESCRIPTOR',
        ...descriptor,
      })),
    }),
  });

  it('every example against the official document and enumerations, as found', () => {
    // The guide and the schemas disagree in places; this records where, so a change on either side
    // shows here. `descriptor`: a payloadDescriptor without its required objectType; the rest are
    // the oracle's words.
    const findings = Object.fromEntries(
      examples.map(({ line, body }) => {
        const schema = oracle
          .checkSchema(schemaOf(body), body)
          .map((each) => (each.endsWith("must have required property 'objectType'") ? 'descriptor' : each));
        return [line, [...new Set([...schema, ...oracle.enumerationViolations(body)])]];
      }),
    );
    expect(findings).toMatchInlineSnapshot(`
      {
        "1075": [
          "descriptor",
        ],
        "1130": [
          "eventRequest/reportDescriptors/0 must have required property 'payloadType'",
        ],
        "1167": [],
        "1200": [],
        "1269": [],
        "1313": [
          "descriptor",
        ],
        "1385": [
          "descriptor",
        ],
        "1471": [
          "descriptor",
        ],
        "1547": [
          "CURVE values/0 must be array",
          "CURVE values/1 must be array",
        ],
        "1614": [
          "descriptor",
        ],
        "1697": [
          "STORAGE_CHARGE_LEVEL values/0 must be <= 1",
        ],
        "1805": [
          "descriptor",
          "unknown units PERCENTAGE of GENERATION_DELTA_AVAILABLE",
        ],
        "1904": [
          "descriptor",
        ],
        "1974": [
          "descriptor",
        ],
        "2008": [
          "descriptor",
        ],
        "2042": [
          "descriptor",
        ],
        "2081": [
          "descriptor",
        ],
        "2158": [
          "descriptor",
        ],
        "2313": [
          "descriptor",
          "unknown event payload type CAPACITY_SUBSCRIPTION",
        ],
        "2373": [
          "descriptor",
          "unknown report payload type IMPORT_CAPACITY_RESERVATION",
        ],
        "2413": [
          "descriptor",
          "eventRequest/intervalPeriod/start must match format "date-time"",
          "eventRequest/intervals/0/intervalPeriod/start must match format "date-time"",
          "unknown event payload type CAPACITY_RESERVATION",
          "unknown event payload type CAPACITY_RESERVATION_FEE",
          "unknown units USD of CAPACITY_RESERVATION_FEE",
        ],
        "2476": [
          "descriptor",
          "eventRequest/intervalPeriod/start must match format "date-time"",
          "unknown event payload type CAPACITY_AVAILABLE",
          "unknown event payload type CAPACITY_AVAILABLE_FEE",
          "unknown units USD of CAPACITY_AVAILABLE_FEE",
        ],
        "2552": [
          "descriptor",
        ],
        "2585": [
          "descriptor",
        ],
        "525": [],
        "553": [],
        "594": [],
        "613": [],
        "682": [
          "descriptor",
          "PRICE values must NOT have more than 1 items",
        ],
        "752": [],
      }
    `);
  });

  it.each(examples.map(({ line, body }) => [line, body] as const))(
    'line %i: accepted by the VTN and the VEN unless it breaks the enumerations, then refused by both',
    async (_line, body) => {
      const before = vtn.violations.length;
      const breaksEnumerations = oracle.enumerationViolations(body).length > 0;
      const repaired = withDescriptorTypes(body);
      const path = isEvent(body) ? '/events' : '/reports';
      const answer = await vtn.asBusinessLogic('POST', path, repaired);
      const breaksDocument = oracle.checkSchema(schemaOf(body), repaired).length > 0;
      expect(answer.status).toBe(breaksEnumerations || breaksDocument ? 400 : 201);
      if (isEvent(body))
        expect(readEvent(body as TOadrEvent, Date.now()).kind === 'refused').toBe(breaksEnumerations);
      expect(vtn.violations.slice(before)).toEqual([]);
    },
  );
});

describe('negative cases, refused by both sides', () => {
  it('an unknown payload type', async () => {
    const bogus = dischargeEvent('p-1', {
      intervals: [{ id: 0, payloads: [{ type: 'BOGUS_TYPE', values: [1] }] }],
    });
    expect((await vtn.asBusinessLogic('POST', '/events', bogus)).status).toBe(400);
    const reading = readEvent(
      { ...bogus, id: 'e', createdDateTime: '', modificationDateTime: '', objectType: 'EVENT' } as TOadrEvent,
      Date.now(),
    );
    expect(reading).toEqual({ kind: 'refused', reasons: ['unknown event payload type BOGUS_TYPE'] });
  });

  it('values outside the enumerations (SIMPLE 4, a negative DISPATCH_SETPOINT)', async () => {
    for (const payload of [
      { type: 'SIMPLE', values: [4] },
      { type: 'DISPATCH_SETPOINT', values: [-5] },
    ]) {
      const event = dischargeEvent('p-1', { intervals: [{ id: 0, payloads: [payload] }] });
      expect((await vtn.asBusinessLogic('POST', '/events', event)).status).toBe(400);
      expect(readEvent(event as TOadrEvent, Date.now()).kind).toBe('refused');
    }
  });

  it('limit over 50', async () => {
    expect((await vtn.asBusinessLogic('GET', '/events?limit=51')).status).toBe(400);
    expect(
      oracle.check({
        method: 'GET',
        path: '/events',
        query: { limit: '51' },
        requestBody: undefined,
        requestType: undefined,
        status: 200,
        responseBody: [],
      }),
    ).toEqual(['GET /events request /query/limit must be <= 50']);
  });

  it('bad durations', async () => {
    for (const duration of ['3 hours', 'PT1.5H', 'P']) {
      const event = dischargeEvent('p-1', { intervalPeriod: { start: inAMinute(), duration } });
      expect((await vtn.asBusinessLogic('POST', '/events', event)).status).toBe(400);
      expect(readEvent(event as TOadrEvent, Date.now()).kind).toBe('refused');
    }
    // The document's pattern admits a sign; a negative event length means nothing to a battery.
    const negative = dischargeEvent('p-1', { intervalPeriod: { start: inAMinute(), duration: '-PT1H' } });
    expect(readEvent(negative as TOadrEvent, Date.now())).toMatchObject({
      kind: 'refused',
      reasons: expect.arrayContaining(['negative duration -PT1H']) as unknown,
    });
  });

  it('a request without a token, and a report whose STORAGE_CHARGE_LEVEL is a percent not a fraction', async () => {
    expect((await fetch(`${vtn.baseUrl}/programs`)).status).toBe(401);
    const report = performanceReport({
      eventID: 'e-1',
      clientName: 'sunfleet',
      batteries: [
        {
          resourceName: 'B',
          startMs: 0,
          endMs: hour,
          averageKw: 1,
          baselineKw: 0,
          socStart: 0.5,
          socEnd: 0.4,
          completeness: 1,
          isOptedOut: false,
        },
      ],
    });
    const percent = structuredClone(report);
    percent.resources[0]!.intervals[0]!.payloads[0]!.values = [50];
    expect((await vtn.asBusinessLogic('POST', '/reports', percent)).status).toBe(400);
    expect(oracle.enumerationViolations(percent)).toEqual(['STORAGE_CHARGE_LEVEL values/0 must be <= 1']);
  });
});
