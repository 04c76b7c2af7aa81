import { errorMessage, isErrorCode, ErrorCode } from '@sunfleet/contract/errors';
import type { TLang } from '@sunfleet/contract/lang';
import type { TTokenPair, TTokenRequest } from '@sunfleet/contract/auth';
import type { TEnvelope } from '@sunfleet/contract/envelope';
import type { paths } from './api-schema';
import type { TStoredTokens } from './session.ts';

/** A reply whose `code` is not 0, or a transport failure (`code` 1 then). */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    /** True when the client already told the user (toast, dialog or redirect to sign-in). */
    readonly isReported: boolean,
    /** The reply's `data`, e.g. `{field, message}` of a code-4 refusal. */
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** What a refused request says: the field message of a code-4 reply, else the catalogue text. */
export function refusalText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const data = error instanceof ApiError ? (error.data as { message?: unknown } | null) : null;
  return typeof data?.message === 'string' && data.message ? data.message : error.message;
}

type TMethod = 'get' | 'post' | 'delete';

/** An operation of the document that answers HTTP 200 with an envelope. */
type TOperation = { parameters: { path?: unknown; query?: unknown }; responses: { 200: unknown } };

/** Paths of `docs/openapi.json` that answer `method`. */
type TApiPath<M extends TMethod> = {
  [P in keyof paths]: paths[P][M] extends TOperation ? P : never;
}[keyof paths];

type TOperationOf<M extends TMethod, P extends TApiPath<M>> = Extract<paths[P][M], TOperation>;

/** The `data` of a code-0 reply, as the document says; `unknown` where it gives no JSON reply. */
type TApiReply<M extends TMethod, P extends TApiPath<M>> = TOperationOf<M, P>['responses'][200] extends {
  content: { 'application/json': { data: infer D } };
}
  ? D
  : unknown;

/** A parameter group (`path`, `query`) the caller must give, may give, or cannot give. */
type TParameterOption<K extends string, T> = [T] extends [undefined]
  ? { [_ in K]?: never }
  : undefined extends T
    ? { [_ in K]?: T }
    : { [_ in K]: T };

type TJsonBody<Op> = Op extends { requestBody: { content: { 'application/json': infer J } } } ? J : never;

/**
 * A JSON body exactly when the document describes one; a POST the document gives no JSON body may
 * send multipart `FormData` (the api's upload routes, whose parts the document does not describe).
 */
type TBodyOption<M extends TMethod, Op> = [TJsonBody<Op>] extends [never]
  ? { body?: M extends 'post' ? FormData : never }
  : { body: TJsonBody<Op> };

/** How the client behaves on a call, whatever its path. */
type TCallOptions = {
  /** Codes the caller handles itself: no toast, and 102 does not end the session. */
  tolerate?: readonly number[];
  /** Calls without a bearer token (sign-in, sign-up, the site look). */
  isAnonymous?: boolean;
  /** Background calls that must never bother the user (no toast, no dialog). */
  isQuiet?: boolean;
};

/** Path parameters, query and body of one operation, typed from the document. */
type TRequestOptions<M extends TMethod, P extends TApiPath<M>> = TCallOptions &
  TParameterOption<'path', TOperationOf<M, P>['parameters']['path']> &
  TParameterOption<'query', TOperationOf<M, P>['parameters']['query']> &
  TBodyOption<M, TOperationOf<M, P>>;

/** The options argument may be left out when nothing in it is required. */
type TOptionsArgument<O> = object extends O ? [options?: O] : [options: O];

/** What `send` needs, once the types have done their work. */
type TRequest = TCallOptions & {
  method: TMethod;
  path?: Record<string, unknown>;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
};

export type TApiClientOptions = {
  /** Origin of the api; empty in the browser, where the page and the api share one origin. */
  baseUrl?: string;
  session: {
    tokens(): TStoredTokens | null;
    saveTokens(tokens: TStoredTokens): void;
    clearUserData(): void;
  };
  lang: () => TLang;
  /** Shows a catalogue message (a toast in the browser). */
  onMessage: (text: string) => void;
  /** Network failure or HTTP 5xx: the 'Network exception' dialog. */
  onNetworkError: () => void;
  /** The session cannot continue (refresh failed, code 102): the user goes to /login. */
  onSessionEnded: () => void;
};

export type TApiClient = ReturnType<typeof createApiClient>;

const isFormData = (body: unknown): body is FormData =>
  typeof FormData !== 'undefined' && body instanceof FormData;

/**
 * The one way the web talks to the api. It adds the bearer token, turns envelopes into data or
 * `ApiError`s, reports errors the way spec section 8 says, and renews an expired access token once
 * while concurrent requests wait and are replayed with the new token (spec section 4).
 */
export function createApiClient(options: TApiClientOptions) {
  const baseUrl = options.baseUrl ?? '';
  /** The refresh in flight; every request that meets a 401 meanwhile waits on it (the queue). */
  let pendingRefresh: Promise<void> | null = null;
  let hasSessionEnded = false;

  const endSession = () => {
    options.session.clearUserData();
    if (hasSessionEnded) return;
    hasSessionEnded = true;
    options.onSessionEnded();
  };

  /** The document's path with its `{name}` parameters filled in, and the query string. */
  function url(template: string, request: TRequest) {
    const path = template.replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeURIComponent(String(request.path?.[name])),
    );
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(request.query ?? {})) {
      if (value !== undefined) search.set(key, String(value));
    }
    const text = search.toString();
    return `${baseUrl}${path}${text ? `?${text}` : ''}`;
  }

  function send(path: string, request: TRequest, accessToken: string | null) {
    const headers: Record<string, string> = { 'Accept-Language': options.lang() };
    if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
    let body: BodyInit | undefined;
    if (isFormData(request.body)) body = request.body;
    else if (request.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(request.body);
    }
    return fetch(url(path, request), { method: request.method.toUpperCase(), headers, body });
  }

  async function refreshTokens(refreshToken: string) {
    const grant: TTokenRequest = { grant_type: 'refresh_token', refresh_token: refreshToken };
    const response = await send('/oauth/token', { method: 'post', body: grant }, null);
    const envelope = (await response.json()) as TEnvelope<TTokenPair>;
    if (!response.ok || envelope.code !== ErrorCode.ok) throw new Error('refresh refused');
    options.session.saveTokens(envelope.data);
  }

  /**
   * Waits until the access token that just failed is replaced. Only the first caller starts a
   * refresh; a caller whose token was already replaced by an earlier refresh replays at once.
   */
  function renewAccessToken(failedAccessToken: string | null): Promise<void> {
    const current = options.session.tokens();
    if (!current) return Promise.reject(new Error('signed out'));
    if (current.access_token !== failedAccessToken && !pendingRefresh) return Promise.resolve();
    pendingRefresh ??= refreshTokens(current.refresh_token).finally(() => {
      pendingRefresh = null;
    });
    return pendingRefresh;
  }

  function report(request: TRequest, error: ApiError, show: () => void): never {
    if (!request.isQuiet) show();
    throw new ApiError(error.code, error.message, !request.isQuiet);
  }

  function describe(code: number, serverMessage: string): string {
    const lang = options.lang();
    if (!isErrorCode(code)) return serverMessage || errorMessage(ErrorCode.failed, lang);
    const template = errorMessage(code, lang);
    // Templates with placeholders carry values only the server knows; it already filled them.
    return template.includes('{') && serverMessage ? serverMessage : template;
  }

  const sessionEndedError = () =>
    new ApiError(ErrorCode.tokenInvalid, errorMessage(ErrorCode.tokenInvalid, options.lang()), true);

  /** Sends once; on HTTP 401 waits for a renewed access token and replays once. */
  async function sendRenewingToken(path: string, request: TRequest) {
    const accessToken = () => (request.isAnonymous ? null : (options.session.tokens()?.access_token ?? null));
    const usedToken = accessToken();
    const response = await send(path, request, usedToken);
    if (response.status !== 401 || request.isAnonymous) return response;
    try {
      await renewAccessToken(usedToken);
    } catch {
      endSession();
      throw sessionEndedError();
    }
    return send(path, request, accessToken());
  }

  /** Sends a request; a network failure, HTTP 5xx or an ended session is reported and thrown. */
  async function respond(path: string, request: TRequest): Promise<Response> {
    const networkFailure = new ApiError(
      ErrorCode.failed,
      errorMessage(ErrorCode.failed, options.lang()),
      false,
    );
    let response: Response;
    try {
      response = await sendRenewingToken(path, request);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      return report(request, networkFailure, options.onNetworkError);
    }
    if (response.status >= 500) return report(request, networkFailure, options.onNetworkError);
    if (response.status === 401 && !request.isAnonymous) {
      endSession();
      throw sessionEndedError();
    }
    return response;
  }

  /** The `data` of a reply's envelope, or its code as an `ApiError` reported as spec section 8 says. */
  async function dataOf(response: Response, request: TRequest): Promise<unknown> {
    let envelope: TEnvelope<unknown>;
    try {
      envelope = (await response.json()) as TEnvelope<unknown>;
    } catch {
      const failure = new ApiError(ErrorCode.failed, errorMessage(ErrorCode.failed, options.lang()), false);
      return report(request, failure, () => options.onMessage(failure.message));
    }
    if (envelope.code === ErrorCode.ok) return envelope.data;

    const message = describe(envelope.code, envelope.msg);
    if (request.tolerate?.includes(envelope.code))
      throw new ApiError(envelope.code, message, false, envelope.data);
    if (envelope.code === ErrorCode.wrongCredentials) {
      endSession();
      throw new ApiError(envelope.code, message, true);
    }
    return report(request, new ApiError(envelope.code, message, false), () => options.onMessage(message));
  }

  /**
   * Sends a request and answers the reply's `data`. The api checks each reply against the schema
   * the document is generated from, so the document's type is trusted, not parsed again (ADR 0009).
   */
  async function request(path: string, request: TRequest): Promise<unknown> {
    return dataOf(await respond(path, request), request);
  }

  /** A file the api answers (an .xlsx download): its bytes and the name it gives; refusals as `request`. */
  async function file(path: string, request: TRequest): Promise<{ blob: Blob; filename: string }> {
    const response = await respond(path, request);
    if ((response.headers.get('content-type') ?? '').includes('application/json')) {
      await dataOf(response, request);
      throw new ApiError(ErrorCode.failed, errorMessage(ErrorCode.failed, options.lang()), false);
    }
    const disposition = response.headers.get('content-disposition') ?? '';
    const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'download';
    return { blob: await response.blob(), filename };
  }

  /** A typed caller of one HTTP method: path, parameters, body and reply come from the document. */
  const caller =
    <M extends TMethod>(method: M) =>
    <P extends TApiPath<M>>(path: P, ...[call]: TOptionsArgument<TRequestOptions<M, P>>) =>
      request(path, { ...(call as Omit<TRequest, 'method'>), method }) as Promise<TApiReply<M, P>>;

  return {
    /** `GET` of a document path: `api.get('/api/v1/plant/{id}', { path: { id } })`. */
    get: caller('get'),
    /** `POST` of a document path, with its JSON body or, for uploads, `FormData`. */
    post: caller('post'),
    /** `GET` of a document path that answers a file: `api.file('/api/v1/gateways/downLoad', { query })`. */
    file: <P extends TApiPath<'get'>>(path: P, ...[call]: TOptionsArgument<TRequestOptions<'get', P>>) =>
      file(path, { ...(call as Omit<TRequest, 'method'>), method: 'get' }),
    /** `DELETE` of a document path (`/customers/delete/{id}`). */
    delete: caller('delete'),
  };
}
