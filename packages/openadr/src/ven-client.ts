import type {
  TOadrEvent,
  TOadrProblem,
  TOadrProgram,
  TOadrReport,
  TOadrReportRequest,
  TOadrSubscription,
  TOadrSubscriptionRequest,
  TOadrTokenResponse,
} from './schema.ts';

/**
 * Sunfleet's VEN client for an OpenADR 3.1 VTN: OAuth2 client credentials (the token URL from
 * `GET /auth/server`), programs and events read page by page (`limit` at most 50, as the
 * official document bounds it), subscriptions and reports. Shapes are the official OpenAPI's
 * (openadr3.generated.ts). Every exchange is handed to `onExchange`, which the interop suite uses
 * to check each request and response against the official document.
 */

/** The official document's bound on `limit`. */
export const maxPageSize = 50;

export type TVenExchange = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path below the VTN's base URL, without the query. */
  path: string;
  query: Record<string, string>;
  requestBody: unknown;
  requestType: string | undefined;
  status: number;
  responseBody: unknown;
};

export type TVenClientOptions = {
  /** The VTN's base URL (`https://vtn.example/openadr3/3.1.0`), without a trailing slash. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  fetch?: typeof fetch;
  onExchange?: (exchange: TVenExchange) => void;
  /** Request timeout (default 15 s): a VTN that hangs must not hold the scheduler's job. */
  timeoutMs?: number;
};

/** A VTN's refusal: its HTTP status and its `problem` body when it sent one. */
export class OadrError extends Error {
  constructor(
    readonly status: number,
    readonly problem: Partial<TOadrProblem> | undefined,
    path: string,
  ) {
    super(`VTN answered ${status} to ${path}${problem?.detail ? `: ${problem.detail}` : ''}`);
  }
}

type TRequest = {
  method: TVenExchange['method'];
  path: string;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  form?: Record<string, string>;
  isAuthorized?: boolean;
};

export function createVenClient(options: TVenClientOptions) {
  const doFetch = options.fetch ?? fetch;
  let token: { value: string; expiresAtMs: number } | undefined;

  async function exchange<T>(request: TRequest): Promise<T> {
    const query = Object.fromEntries(
      Object.entries(request.query ?? {}).flatMap(([key, value]) =>
        value === undefined ? [] : [[key, String(value)]],
      ),
    );
    const search = new URLSearchParams(query).toString();
    const url = `${options.baseUrl}${request.path}${search ? `?${search}` : ''}`;
    const headers: Record<string, string> = { accept: 'application/json' };
    let body: string | undefined;
    let requestType: string | undefined;
    if (request.form) {
      requestType = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(request.form).toString();
    } else if (request.body !== undefined) {
      requestType = 'application/json';
      body = JSON.stringify(request.body);
    }
    if (requestType) headers['content-type'] = requestType;
    if (request.isAuthorized !== false) headers.authorization = `Bearer ${await accessToken()}`;
    const response = await doFetch(url, {
      method: request.method,
      headers,
      body,
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
    const text = await response.text();
    const parsed: unknown = text ? JSON.parse(text) : undefined;
    options.onExchange?.({
      method: request.method,
      path: request.path,
      query,
      requestBody: request.form ?? request.body,
      requestType,
      status: response.status,
      responseBody: parsed,
    });
    if (!response.ok) {
      if (response.status === 401) token = undefined;
      throw new OadrError(response.status, parsed as Partial<TOadrProblem> | undefined, request.path);
    }
    return parsed as T;
  }

  /** A bearer token, fetched again a minute before it expires (or after a 401). */
  async function accessToken(): Promise<string> {
    if (token && token.expiresAtMs - 60_000 > Date.now()) return token.value;
    const server = await exchange<{ tokenURL: string }>({
      method: 'GET',
      path: '/auth/server',
      isAuthorized: false,
    });
    const tokenPath = server.tokenURL.startsWith(options.baseUrl)
      ? server.tokenURL.slice(options.baseUrl.length)
      : server.tokenURL;
    const granted = await exchange<TOadrTokenResponse>({
      method: 'POST',
      path: tokenPath,
      isAuthorized: false,
      form: {
        grant_type: 'client_credentials',
        client_id: options.clientId,
        client_secret: options.clientSecret,
      },
    });
    token = { value: granted.access_token, expiresAtMs: Date.now() + (granted.expires_in ?? 3600) * 1000 };
    return token.value;
  }

  /** Every object of a list, page by page at the official maximum page size. */
  async function allPages<T>(path: string, query: TRequest['query'] = {}): Promise<T[]> {
    const found: T[] = [];
    for (let skip = 0; ; skip += maxPageSize) {
      const page = await exchange<T[]>({
        method: 'GET',
        path,
        query: { ...query, skip, limit: maxPageSize },
      });
      found.push(...page);
      if (page.length < maxPageSize) return found;
    }
  }

  return {
    listPrograms: () => allPages<TOadrProgram>('/programs'),
    /** A programme's events; `active` leaves out those that have transpired (3.1.0). */
    listEvents: (programID: string, query: { active?: boolean } = {}) =>
      allPages<TOadrEvent>('/events', { programID, ...query }),
    getProgram: (programID: string) =>
      exchange<TOadrProgram>({ method: 'GET', path: `/programs/${encodeURIComponent(programID)}` }),
    getEvent: (eventID: string) => exchange<TOadrEvent>({ method: 'GET', path: `/events/${eventID}` }),
    createSubscription: (subscription: TOadrSubscriptionRequest) =>
      exchange<TOadrSubscription>({ method: 'POST', path: '/subscriptions', body: subscription }),
    getSubscription: (subscriptionID: string) =>
      exchange<TOadrSubscription>({
        method: 'GET',
        path: `/subscriptions/${encodeURIComponent(subscriptionID)}`,
      }),
    updateSubscription: (subscriptionID: string, subscription: TOadrSubscriptionRequest) =>
      exchange<TOadrSubscription>({
        method: 'PUT',
        path: `/subscriptions/${encodeURIComponent(subscriptionID)}`,
        body: subscription,
      }),
    listReports: (query: { eventID?: string; clientName?: string }) =>
      allPages<TOadrReport>('/reports', query),
    createReport: (report: TOadrReportRequest) =>
      exchange<TOadrReport>({ method: 'POST', path: '/reports', body: report }),
    updateReport: (reportID: string, report: TOadrReportRequest) =>
      exchange<TOadrReport>({ method: 'PUT', path: `/reports/${reportID}`, body: report }),
  };
}
export type VenClient = ReturnType<typeof createVenClient>;
