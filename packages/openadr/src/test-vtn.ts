import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OpenAPIBackend, type Context, type Document, type Request } from 'openapi-backend';
import { readEvent } from './dispatch.ts';
import { createSchemaCheck, notificationViolations } from './document-schemas.ts';
import { descriptorViolations, payloadViolations } from './enumerations.ts';
import { withFormats } from './formats.ts';
import { officialOpenApi } from './official-files.ts';
import type {
  TOadrEvent,
  TOadrNotification,
  TOadrProgram,
  TOadrReport,
  TOadrSubscription,
  TOadrValuesMap,
} from './schema.ts';

/**
 * A test VTN for Sunfleet's interop suite and browser tests — not a product. Routing, request
 * validation and response validation all come from the official OpenADR 3.1.0 OpenAPI document
 * (read from ../shared/data/openadr3 by openapi-backend, never copied), and every valuesMap is
 * checked against the official enumeration schemas, so its shapes cannot drift from the spec the
 * way a hand-written imitation's could. Objects live in memory. A response the document does not
 * allow is recorded in `violations` (the suite asserts there are none) and answered 500.
 *
 * Business-logic calls (programs and events) are made with the BL credentials, the VEN's with its
 * own; the scopes of Definition.md §Security are not enforced beyond that.
 */

export type TTestVtnExchange = {
  operationId: string;
  method: string;
  path: string;
  status: number;
  requestBody: unknown;
  responseBody: unknown;
};

type TReply = { status: number; body: unknown };
type TStore = {
  programs: Map<string, TOadrProgram>;
  events: Map<string, TOadrEvent>;
  reports: Map<string, TOadrReport>;
  subscriptions: Map<string, TOadrSubscription>;
};

const problem = (status: number, title: string, detail?: string): TReply => ({
  status,
  body: { type: 'about:blank', title, status, ...(detail === undefined ? {} : { detail }) },
});

function page<T>(items: T[], query: Record<string, unknown>): T[] {
  const skip = Number(query.skip ?? 0);
  const limit = Number(query.limit ?? 50);
  return items.slice(skip, skip + limit);
}

/** Values maps of an event or report that break the official enumerations. */
function enumerationRefusal(kind: 'event' | 'report', body: unknown): TReply | undefined {
  const object = body as {
    intervals?: { payloads: TOadrValuesMap[] }[];
    resources?: { intervals: { payloads: TOadrValuesMap[] }[] }[];
  };
  const intervals =
    kind === 'event' ? (object.intervals ?? []) : (object.resources ?? []).flatMap((each) => each.intervals);
  const descriptors = ((body as { payloadDescriptors?: unknown[] | null }).payloadDescriptors ?? []) as {
    payloadType: string;
  }[];
  const violations = [
    ...descriptorViolations(descriptors),
    ...intervals.flatMap((interval) => payloadViolations(kind, interval.payloads)),
  ];
  return violations.length > 0 ? problem(400, 'Bad Request', violations.join('; ')) : undefined;
}

export type TTestVtnOptions = {
  /** The VEN's credentials (and the business logic's, which create programs and events). */
  clients?: { id: string; secret: string }[];
  port?: number;
};

export async function startTestVtn(options: TTestVtnOptions = {}) {
  const clients = options.clients ?? [
    { id: 'sunfleet-ven', secret: 'ven-secret' },
    { id: 'test-bl', secret: 'bl-secret' },
  ];
  const store: TStore = {
    programs: new Map(),
    events: new Map(),
    reports: new Map(),
    subscriptions: new Map(),
  };
  const tokens = new Map<string, string>();
  const violations: string[] = [];
  const exchanges: TTestVtnExchange[] = [];
  const notificationsSent: { url: string; body: TOadrNotification; status: number }[] = [];
  let counter = 0;
  let baseUrl = '';
  const nextId = (prefix: string) => `${prefix}-${(counter += 1)}`;
  const stamp = () => new Date().toISOString();

  function meta<T extends string>(objectType: T, id?: string, created?: string) {
    const now = stamp();
    return {
      id: id ?? nextId(objectType.toLowerCase()),
      createdDateTime: created ?? now,
      modificationDateTime: now,
      objectType,
    };
  }

  const checkSchema = createSchemaCheck(
    (officialOpenApi() as { components: { schemas: Record<string, unknown> } }).components.schemas,
  );

  /**
   * POSTs a notification to every subscriber of this object and operation (the document's
   * callback `notifyEvent`), with the bearer token the subscription gave; a subscription with a
   * programID hears only that program's objects. The body is checked against the official
   * `notification` schema before it leaves, so the VTN's shape cannot drift either.
   */
  async function notify(
    objectType: 'EVENT' | 'PROGRAM' | 'REPORT',
    operation: 'CREATE' | 'UPDATE' | 'DELETE',
    object: { id: string; programID?: string },
  ) {
    const body = { objectType, operation, object } as TOadrNotification;
    const breaks = notificationViolations(body, checkSchema);
    if (breaks.length > 0) violations.push(`notification ${objectType} ${operation}: ${breaks.join('; ')}`);
    const programOf = objectType === 'PROGRAM' ? object.id : object.programID;
    for (const subscription of store.subscriptions.values()) {
      if (subscription.programID && subscription.programID !== programOf) continue;
      for (const each of subscription.objectOperations)
        if (each.objects.includes(objectType) && each.operations.includes(operation)) {
          const response = await fetch(each.callbackUrl, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              ...(each.bearerToken ? { authorization: `Bearer ${each.bearerToken}` } : {}),
            },
            body: JSON.stringify(body),
            signal: AbortSignal.timeout(10_000),
          }).catch(() => undefined);
          notificationsSent.push({ url: each.callbackUrl, body, status: response?.status ?? 0 });
        }
    }
  }

  function crud<T extends { id: string; createdDateTime: string }>(
    map: Map<string, T>,
    objectType: 'PROGRAM' | 'EVENT' | 'REPORT' | 'SUBSCRIPTION',
    idParam: string,
    enumerations?: 'event' | 'report',
  ) {
    const notifiable = objectType === 'SUBSCRIPTION' ? undefined : objectType;
    const clientOf = (context: Context) =>
      (context.security?.bearerAuth as { clientId?: string } | undefined)?.clientId;
    const extra = (context: Context): Record<string, unknown> =>
      objectType === 'SUBSCRIPTION' || objectType === 'REPORT'
        ? { clientID: clientOf(context) ?? 'unknown' }
        : {};
    return {
      list: (context: Context, filter: (item: T) => boolean = () => true): TReply => ({
        status: 200,
        body: page([...map.values()].filter(filter), context.request.query as Record<string, unknown>),
      }),
      create: async (context: Context): Promise<TReply> => {
        const refusal = enumerations && enumerationRefusal(enumerations, context.request.requestBody);
        if (refusal) return refusal;
        const object = {
          ...(context.request.requestBody as object),
          ...extra(context),
          ...meta(objectType),
        } as unknown as T;
        map.set(object.id, object);
        if (notifiable) await notify(notifiable, 'CREATE', object);
        return { status: 201, body: object };
      },
      read: (context: Context): TReply => {
        const found = map.get(String((context.request.params as Record<string, string>)[idParam]));
        return found ? { status: 200, body: found } : problem(404, 'Not Found');
      },
      update: async (context: Context): Promise<TReply> => {
        const id = String((context.request.params as Record<string, string>)[idParam]);
        const found = map.get(id);
        if (!found) return problem(404, 'Not Found');
        const refusal = enumerations && enumerationRefusal(enumerations, context.request.requestBody);
        if (refusal) return refusal;
        const object = {
          ...(context.request.requestBody as object),
          ...extra(context),
          ...meta(objectType, id, found.createdDateTime),
        } as unknown as T;
        map.set(id, object);
        if (notifiable) await notify(notifiable, 'UPDATE', object);
        return { status: 200, body: object };
      },
      remove: async (context: Context): Promise<TReply> => {
        const id = String((context.request.params as Record<string, string>)[idParam]);
        const found = map.get(id);
        if (!found) return problem(404, 'Not Found');
        map.delete(id);
        if (notifiable) await notify(notifiable, 'DELETE', found);
        return { status: 200, body: found };
      },
    };
  }

  const programs = crud(store.programs, 'PROGRAM', 'programID');
  const events = crud(store.events, 'EVENT', 'eventID', 'event');
  const reports = crud(store.reports, 'REPORT', 'reportID', 'report');
  const subscriptions = crud(store.subscriptions, 'SUBSCRIPTION', 'subscriptionID');
  const query = (context: Context) => context.request.query as Record<string, string | undefined>;

  /** An event "has transpired" once its last interval ended (`active=true` leaves it out). */
  const isActive = (event: TOadrEvent) => {
    const reading = readEvent(event, Date.now());
    return reading.kind === 'dispatch' || reading.kind === 'none' ? reading.endMs > Date.now() : false;
  };

  const api = new OpenAPIBackend({
    definition: officialOpenApi() as unknown as Document,
    quick: true,
    coerceTypes: true,
    customizeAjv: withFormats,
    securityHandlers: {
      bearerAuth: (context: Context) => {
        const header = (context.request.headers as Record<string, string | undefined>).authorization ?? '';
        const clientId = tokens.get(header.replace(/^Bearer /, ''));
        return clientId ? { clientId } : false;
      },
      oAuth2ClientCredentials: () => false,
    },
    handlers: {
      getAuthServerInfo: () => ({ status: 200, body: { tokenURL: `${baseUrl}/auth/token` } }),
      fetchToken: (context: Context) => {
        const form = context.request.requestBody as Record<string, string>;
        const client = clients.find(
          (each) => each.id === form.client_id && each.secret === form.client_secret,
        );
        if (!client) return problem(401, 'Unauthorized', 'unknown client');
        const token = randomUUID();
        tokens.set(token, client.id);
        return { status: 200, body: { access_token: token, token_type: 'Bearer', expires_in: 3600 } };
      },
      searchAllPrograms: (context: Context) => programs.list(context),
      createProgram: programs.create,
      searchProgramByProgramId: programs.read,
      updateProgram: programs.update,
      deleteProgram: programs.remove,
      searchAllEvents: (context: Context) =>
        events.list(
          context,
          (event) =>
            (query(context).programID === undefined || event.programID === query(context).programID) &&
            (String(query(context).active) !== 'true' || isActive(event)),
        ),
      createEvent: events.create,
      searchEventsByID: events.read,
      updateEvent: events.update,
      deleteEvent: events.remove,
      searchAllReports: (context: Context) =>
        reports.list(
          context,
          (report) =>
            (query(context).eventID === undefined || report.eventID === query(context).eventID) &&
            (query(context).clientName === undefined || report.clientName === query(context).clientName),
        ),
      createReport: reports.create,
      searchReportsByReportID: reports.read,
      updateReport: reports.update,
      deleteReport: reports.remove,
      searchSubscriptions: (context: Context) => subscriptions.list(context),
      createSubscription: subscriptions.create,
      searchSubscriptionByID: subscriptions.read,
      updateSubscription: subscriptions.update,
      deleteSubscription: subscriptions.remove,
      listAllNotifiers: () => ({ status: 200, body: { WEBHOOK: true } }),
      validationFail: (context: Context) =>
        problem(
          400,
          'Bad Request',
          (context.validation.errors ?? [])
            .map((error) => `${error.instancePath} ${error.message}`)
            .join('; '),
        ),
      unauthorizedHandler: () => problem(401, 'Unauthorized'),
      notFound: () => problem(404, 'Not Found'),
      notImplemented: () => problem(501, 'Not Implemented'),
    },
  });
  await api.init();

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://vtn');
    const contentType = String(req.headers['content-type'] ?? '');
    let body: unknown;
    try {
      body = !text
        ? undefined
        : contentType.startsWith('application/x-www-form-urlencoded')
          ? Object.fromEntries(new URLSearchParams(text))
          : JSON.parse(text);
    } catch {
      body = text;
    }
    const request: Request = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: req.headers as Record<string, string>,
      body,
    };
    const reply = (await api.handleRequest(request)) as TReply;
    const operation = api.matchOperation(request);
    if (operation && reply.status < 500) {
      const checked = api.validateResponse(reply.body, operation, reply.status);
      if (checked.errors?.length)
        violations.push(
          `${operation.operationId} ${reply.status}: ${checked.errors.map((error) => `${error.instancePath} ${error.message}`).join('; ')}`,
        );
    }
    exchanges.push({
      operationId: operation?.operationId ?? '?',
      method: request.method,
      path: request.path,
      status: reply.status,
      requestBody: body,
      responseBody: reply.body,
    });
    res.writeHead(reply.status, {
      'content-type': reply.status >= 400 ? 'application/problem+json' : 'application/json',
    });
    res.end(JSON.stringify(reply.body));
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      violations.push(`handler threw: ${String(error)}`);
      res.writeHead(500, { 'content-type': 'application/problem+json' });
      res.end(JSON.stringify({ type: 'about:blank', title: 'Internal Server Error', status: 500 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** The business logic's own client (creates programs and events), through the same validation. */
  async function asBusinessLogic(method: string, path: string, body?: unknown): Promise<TReply> {
    const bl = clients[1] ?? clients[0]!;
    const token = randomUUID();
    tokens.set(token, bl.id);
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  }

  return {
    baseUrl,
    api,
    store,
    violations,
    exchanges,
    notificationsSent,
    asBusinessLogic,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type TestVtn = Awaited<ReturnType<typeof startTestVtn>>;
