import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCommand,
  ZGatewayDebugBody,
  ZGatewayDebugReply,
  ZGatewayDebugReplyQuery,
} from '@sunfleet/contract/commands';
import { ZEnvelope } from '@sunfleet/contract/envelope';
import { ErrorCode } from '@sunfleet/contract/errors';
import {
  inverterFamilies,
  ZAcOutput,
  ZAliasBody,
  ZChartParameters,
  ZCurveQuery,
  ZCustomParameters,
  ZDeviceCurve,
  ZDeviceExportQuery,
  ZDeviceListQuery,
  ZFamilyRealtime,
  ZInverterDetail,
  ZInverterFlow,
  ZInverterInput,
  ZInverterRow,
  ZMicroByDate,
  ZParamsQuery,
  ZPvInputs,
  ZSnParams,
} from '@sunfleet/contract/inverters';
import { ZPage } from '@sunfleet/contract/paging';
import { ZDateRangeQuery, ZDayQuery, ZStatusCounts } from '@sunfleet/contract/plants';
import type { Container } from '../../../container.ts';
import { principalOf } from '../../../plugins/authentication.ts';
import { AppError, ok } from '../../../plugins/envelope.ts';
import { deviceOf } from '../../../plugins/resource-access.ts';
import { tenancyOf } from '../../../tenancy.ts';
import { deviceReadRoute, energyBarRoutes } from '../device-read-route.ts';
import { inverterWorkbook } from './export.ts';
import type { TView } from '../families.ts';

const tags = ['inverters'];
const missingDevice = ErrorCode.inverterMissing;
const view = { permission: 'inverter.view', device: 'view', missingDevice } as const;
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const familyTitles: Record<(typeof inverterFamilies)[number], string> = {
  grid: 'grid connection',
  meter: 'built-in meter (external CT)',
  battery: 'battery',
  eps: 'EPS (backup output)',
  load: 'load',
  gen: 'generator',
};

/**
 * Inverters across the caller's plants (spec section 7 "Inverters"): the list with counts and
 * its download; one inverter's detail, PV inputs, AC output, families, charts and energy flow;
 * custom chart parameters; alias and delete. An SN that is no inverter the caller sees is 600
 * (3 when the caller sees no device of that SN at all).
 */
const inverterRoutes: FastifyPluginCallbackZod<Container> = (app, { services, repositories }, done) => {
  const { inverters, inverterCommands } = services;
  const tenancy = (request: FastifyRequest) => tenancyOf(principalOf(request));

  app.get(
    '/api/v1/inverters',
    {
      config: { permission: 'inverter.view' },
      schema: {
        tags,
        summary:
          'Inverters of every plant and gateway the caller sees: status, type, rated power, power now, energy today; filtered and paged',
        querystring: ZDeviceListQuery,
        response: { 200: ZEnvelope(ZPage(ZInverterRow)) },
      },
    },
    async (request) => ok(request, await inverters.list(tenancy(request), request.query, request.lang)),
  );

  app.get(
    '/api/v1/inverters/count',
    {
      config: { permission: 'inverter.view' },
      schema: {
        tags,
        summary: 'The inverters the caller sees, by status',
        response: { 200: ZEnvelope(ZStatusCounts) },
      },
    },
    async (request) => ok(request, await inverters.counts(tenancy(request))),
  );

  app.get(
    '/api/v1/inverters/download',
    {
      config: { permission: 'inverter.view' },
      schema: {
        tags,
        summary: 'An .xlsx of the inverter list with the same filters (at most 10 000 rows)',
        querystring: ZDeviceExportQuery,
        produces: [xlsxType],
      },
    },
    async (request, reply) => {
      const rows = await inverters.all(tenancy(request), request.query, request.lang);
      return reply
        .type(xlsxType)
        .header('content-disposition', 'attachment; filename="inverters.xlsx"')
        .send(inverterWorkbook(rows, request.lang));
    },
  );

  app.get(
    '/api/v1/inverter/params',
    {
      config: { permission: 'inverter.view' },
      schema: {
        tags,
        summary:
          'Parameters a custom chart may show (at most 30): those of inverter `sn`, or of every inverter the caller sees',
        querystring: ZParamsQuery,
        response: { 200: ZEnvelope(ZChartParameters) },
      },
    },
    async (request) => {
      const { sn } = request.query;
      const found = sn ? await repositories.devices.findVisible(tenancy(request), sn) : undefined;
      if (sn && !found) throw new AppError(ErrorCode.inverterMissing);
      const access = sn && found ? { ...found, sn } : null;
      return ok(request, await inverters.parameters(tenancy(request), access, request.lang));
    },
  );

  app.get(
    '/api/v1/inverter/params/custom',
    {
      config: { permission: 'inverter.view' },
      schema: {
        tags,
        summary: "The caller's saved picks for the custom parameter chart",
        response: { 200: ZEnvelope(ZCustomParameters) },
      },
    },
    async (request) => ok(request, await inverters.customParameters(principalOf(request))),
  );

  app.post(
    '/api/v1/inverter/params/custom',
    {
      config: { permission: 'inverter.view' },
      schema: {
        tags,
        summary: 'Saves the picks for the custom parameter chart (at most 6, spec section 9)',
        body: ZCustomParameters,
        response: { 200: ZEnvelope(ZCustomParameters) },
      },
    },
    async (request) =>
      ok(request, await inverters.saveCustomParameters(principalOf(request), request.body.keys)),
  );

  deviceReadRoute(
    app,
    '/api/v1/inverter/:sn',
    {
      config: view,
      tags,
      summary:
        'One inverter: its row, lifetime energy, temperature, PV inputs, phases, and which families it reports',
      response: ZInverterDetail,
    },
    (device, lang) => inverters.detail(device, lang),
  );

  deviceReadRoute(
    app,
    '/api/v1/inverter/:sn/realtime/input',
    {
      config: view,
      tags,
      summary: 'PV inputs now (voltage, current, power per MPPT/string) with DC power and PV energy',
      response: ZInverterInput,
    },
    (device, lang) => inverters.input(device, lang),
  );

  deviceReadRoute(
    app,
    '/api/v1/inverter/:sn/realtime/output',
    {
      config: view,
      tags,
      summary: 'AC output now: voltage, current and power per phase, frequency, and the other output values',
      response: ZAcOutput,
    },
    (device, lang) => inverters.output(device, lang),
  );

  deviceReadRoute(
    app,
    '/api/v1/inverter/:sn/pvIVRealtime',
    {
      config: view,
      tags,
      summary: 'Voltage and current (and power) of each PV input now',
      response: ZPvInputs,
    },
    (device, lang) => inverters.pvInputs(device, lang),
  );

  const curveRoute = (url: string, curveView: TView | 'power', summary: string) =>
    app.get(
      url,
      {
        config: view,
        schema: {
          tags,
          summary,
          params: ZSnParams,
          querystring: ZCurveQuery,
          response: { 200: ZEnvelope(ZDeviceCurve) },
        },
      },
      async (request) =>
        ok(
          request,
          await inverters.curve(
            deviceOf(request),
            curveView,
            request.query.date,
            request.lang,
            request.query.keys,
          ),
        ),
    );

  /** The month, year and total energy bars of a view. */
  const energyRoutes = (prefix: string, barsView: TView, what: string) =>
    energyBarRoutes(app, prefix, { config: view, tags, what, whose: "the device's" }, (device, span, lang) =>
      inverters.energyBars(device, barsView, span, lang),
    );

  curveRoute(
    '/api/v1/inverter/:sn/day',
    'power',
    "A local day's PV and AC power in 5-minute averages (kW); `keys` picks other parameters (the custom chart, at most 6)",
  );
  curveRoute(
    '/api/v1/inverter/:sn/input/day',
    'input',
    "A local day's PV input voltages, currents and powers",
  );
  curveRoute('/api/v1/inverter/:sn/output/day', 'output', "A local day's AC output values per phase");
  energyRoutes('/api/v1/inverter/:sn', 'input', 'PV generation');

  for (const family of inverterFamilies.filter((name) => name !== 'gen')) {
    const title = familyTitles[family];
    app.get(
      `/api/v1/inverter/${family}/:sn/realtime`,
      {
        config: view,
        schema: {
          tags,
          summary: `The inverter's ${title} values now`,
          params: ZSnParams,
          response: { 200: ZEnvelope(ZFamilyRealtime) },
        },
      },
      async (request) => ok(request, await inverters.familyRealtime(deviceOf(request), family, request.lang)),
    );
    curveRoute(`/api/v1/inverter/${family}/:sn/day`, family, `A local day of the inverter's ${title} values`);
    energyRoutes(`/api/v1/inverter/${family}/:sn`, family, `The inverter's ${title} energy`);
  }

  deviceReadRoute(
    app,
    '/api/v1/inverter/gen/:sn/realtime',
    {
      config: view,
      tags,
      summary: "The inverter's generator input now (voltage and power per phase, energy)",
      response: ZFamilyRealtime,
    },
    (device, lang) => inverters.familyRealtime(device, 'gen', lang),
  );

  app.get(
    '/api/v1/genMi/:sn/day',
    {
      config: view,
      schema: {
        tags,
        summary: "A micro inverter's local day: each panel input's voltage, current and power",
        params: ZSnParams,
        querystring: ZDayQuery,
        response: { 200: ZEnvelope(ZDeviceCurve) },
      },
    },
    async (request) =>
      ok(request, await inverters.curve(deviceOf(request), 'input', request.query.date, request.lang)),
  );

  app.get(
    '/api/v1/genMi/:sn/byDate',
    {
      config: view,
      schema: {
        tags,
        summary: "A micro inverter's energy per local date from `from` to `to` (at most 366 days)",
        params: ZSnParams,
        querystring: ZDateRangeQuery,
        response: { 200: ZEnvelope(ZMicroByDate) },
      },
    },
    async (request) =>
      ok(
        request,
        await inverters.energyByDate(deviceOf(request), request.query.from, request.query.to, request.lang),
      ),
  );

  deviceReadRoute(
    app,
    '/api/v1/inverter/:sn/flow',
    {
      config: view,
      tags,
      summary: "The inverter's own energy flow now: PV, load, grid, battery and generator (kW)",
      response: ZInverterFlow,
    },
    (device) => inverters.flow(device),
  );

  app.post(
    '/api/v1/inverter/:sn/alias',
    {
      config: { permission: 'inverter.alias', device: 'configure', missingDevice },
      schema: {
        tags,
        summary: "Sets the inverter's alias (at most 32 bytes)",
        params: ZSnParams,
        body: ZAliasBody,
        response: { 200: ZEnvelope(ZInverterRow) },
      },
    },
    async (request) =>
      ok(
        request,
        await inverters.rename(principalOf(request), deviceOf(request), request.body.alias, request.lang),
      ),
  );

  app.post(
    '/api/v1/inverter/:sn/delete',
    {
      config: { permission: 'inverter.delete', device: 'delete', missingDevice },
      schema: {
        tags,
        summary: 'Deletes the inverter and its history (not while it is upgrading)',
        params: ZSnParams,
        response: { 200: ZEnvelope(z.null()) },
      },
    },
    async (request) => ok(request, await inverters.delete(principalOf(request), deviceOf(request))),
  );
  // Remote boot and shutdown (spec section 7: GET; POST answers the same) and remote debug, through
  // the command channel: each answers the queued command, followed live on /commands/stream.
  for (const [action, on] of [
    ['boot', true],
    ['shutdown', false],
  ] as const) {
    for (const method of ['GET', 'POST'] as const) {
      app.route({
        method,
        url: `/api/v1/inverter/:sn/${action}`,
        config: { permission: 'inverter.power', device: 'operate', missingDevice },
        schema: {
          tags,
          summary: `Remote ${action === 'boot' ? 'power-on' : 'shutdown'} of the inverter (the wire's setPower); refused while it upgrades or is offline`,
          params: ZSnParams,
          response: { 200: ZEnvelope(ZCommand) },
        },
        handler: async (request) =>
          ok(
            request,
            await inverterCommands.setPower(principalOf(request), deviceOf(request), on, request.lang),
          ),
      });
    }
  }

  app.post(
    '/api/v1/inverter/:sn/debug',
    {
      config: { permission: 'inverter.debug', device: 'operate', missingDevice },
      schema: {
        tags,
        summary:
          'Remote debug: a raw Modbus read (03, 04; code, hex) to the inverter through its gateway; the reply comes at /inverter/{sn}/debug/reply. A write goes through the gateway (POST /gateway/{sn}/debug/write)',
        params: ZSnParams,
        body: ZGatewayDebugBody.omit({ deviceSn: true }),
        response: { 200: ZEnvelope(ZCommand) },
      },
    },
    async (request) =>
      ok(
        request,
        await inverterCommands.debug(principalOf(request), deviceOf(request), request.body, request.lang),
      ),
  );

  app.get(
    '/api/v1/inverter/:sn/debug/reply',
    {
      config: { permission: 'inverter.debug', device: 'operate', missingDevice },
      schema: {
        tags,
        summary:
          "A remote-debug command's state and the inverter's reply frame, decoded (waits up to `wait` ms)",
        params: ZSnParams,
        querystring: ZGatewayDebugReplyQuery,
        response: { 200: ZEnvelope(ZGatewayDebugReply) },
      },
    },
    async (request) =>
      ok(
        request,
        await inverterCommands.debugReply(
          tenancy(request),
          deviceOf(request),
          request.query.id,
          request.query.wait,
        ),
      ),
  );
  done();
};
export default inverterRoutes;
