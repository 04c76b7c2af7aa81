import { errorMessage, isErrorCode, ErrorCode } from '@sunfleet/contract/errors';
import type { TLang } from '@sunfleet/contract/lang';
import type { TTokenPair, TTokenRequest } from '@sunfleet/contract/auth';
import type { TEnvelope } from '@sunfleet/contract/envelope';
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

export type TRequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined>;
  /** A plain object is sent as JSON; `FormData` as multipart. */
  body?: unknown;
  /** Codes the caller handles itself: no toast, and 102 does not end the session. */
  tolerate?: readonly number[];
  /** Calls without a bearer token (sign-in, sign-up, the site look). */
  isAnonymous?: boolean;
  /** Background calls that must never bother the user (no toast, no dialog). */
  isQuiet?: boolean;
  /** Checks and types `data` of a successful reply: a contract zod schema or a hand-written check. */
  schema?: TReplyCheck<T>;
};

/** What the client needs of a reply schema; zod schemas fit, so do checks that keep zod off start-up. */
export type TReplyCheck<T> = { parse(data: unknown): T };

const isRecord = (data: unknown): data is Record<string, unknown> =>
  typeof data === 'object' && data !== null;

/**
 * The token pair of `/oauth/token`, checked by hand: sign-in and token renewal run before any
 * page needs zod, and the shape is four fields.
 */
export const tokenPairReply: TReplyCheck<TTokenPair> = {
  parse(data) {
    if (
      isRecord(data) &&
      typeof data.access_token === 'string' &&
      typeof data.refresh_token === 'string' &&
      data.token_type === 'bearer' &&
      Number.isInteger(data.expires_in)
    )
      return data as TTokenPair;
    throw new Error('token reply lacks the token pair');
  },
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

  function url(path: string, query: TRequestOptions<unknown>['query']) {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined) search.set(key, String(value));
    }
    const text = search.toString();
    return `${baseUrl}${path}${text ? `?${text}` : ''}`;
  }

  function send(path: string, request: TRequestOptions<unknown>, accessToken: string | null) {
    const headers: Record<string, string> = { 'Accept-Language': options.lang() };
    if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
    let body: BodyInit | undefined;
    if (isFormData(request.body)) body = request.body;
    else if (request.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(request.body);
    }
    return fetch(url(path, request.query), { method: request.method ?? 'GET', headers, body });
  }

  async function refreshTokens(refreshToken: string) {
    const grant: TTokenRequest = { grant_type: 'refresh_token', refresh_token: refreshToken };
    const response = await send('/oauth/token', { method: 'POST', body: grant }, null);
    const envelope = (await response.json()) as TEnvelope<unknown>;
    if (!response.ok || envelope.code !== ErrorCode.ok) throw new Error('refresh refused');
    options.session.saveTokens(tokenPairReply.parse(envelope.data));
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

  function report(request: TRequestOptions<unknown>, error: ApiError, show: () => void): never {
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
  async function sendRenewingToken(path: string, request: TRequestOptions<unknown>) {
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

  async function request<T>(path: string, request: TRequestOptions<T> = {}): Promise<T> {
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

    let envelope: TEnvelope<unknown>;
    try {
      envelope = (await response.json()) as TEnvelope<unknown>;
    } catch {
      return report(request, networkFailure, () => options.onMessage(networkFailure.message));
    }
    if (envelope.code === ErrorCode.ok) {
      return request.schema ? request.schema.parse(envelope.data) : (envelope.data as T);
    }

    const message = describe(envelope.code, envelope.msg);
    if (request.tolerate?.includes(envelope.code))
      throw new ApiError(envelope.code, message, false, envelope.data);
    if (envelope.code === ErrorCode.wrongCredentials) {
      endSession();
      throw new ApiError(envelope.code, message, true);
    }
    return report(request, new ApiError(envelope.code, message, false), () => options.onMessage(message));
  }

  return { request };
}
