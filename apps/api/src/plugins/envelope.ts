import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { ErrorCode, errorMessage, type TErrorCode } from '@sunfleet/contract/errors';
import { ZValidationFailure, type TEnvelope, type TValidationFailure } from '@sunfleet/contract/envelope';
import { languages, parseLang, type TLang } from '@sunfleet/contract/lang';
import { firstFailure } from '@sunfleet/contract/validators';

/**
 * A refusal the caller should see: a catalogue code, the values its message needs, and optional
 * data. Services throw it; the error handler turns it into the envelope.
 */
export class AppError extends Error {
  constructor(
    readonly code: TErrorCode,
    readonly params: Record<string, string | number> = {},
    readonly data: unknown = null,
    /** The HTTP status when the code's own would mislead (a device that did not answer is not a 500). */
    readonly status?: number,
  ) {
    super(`code ${code}`);
  }
}

const statusByCode: Partial<Record<TErrorCode, number>> = {
  [ErrorCode.failed]: 500,
  [ErrorCode.noPermission]: 403,
  [ErrorCode.notFound]: 404,
  [ErrorCode.tokenInvalid]: 401,
  [ErrorCode.tooManyAttempts]: 429,
  [ErrorCode.codeSentRecently]: 429,
  [ErrorCode.commandRateLimited]: 429,
  [ErrorCode.tooManyRequests]: 429,
};

/** HTTP status of a refusal (400 unless listed): clients act on the code; the status helps tools. */
export const httpStatusOf = (code: TErrorCode) => statusByCode[code] ?? 400;

function acceptedLanguage(header: string | undefined): TLang | undefined {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    const code = tag.startsWith('cn') || tag.startsWith('zh') ? 'zh' : tag.slice(0, 2);
    if ((languages as readonly string[]).includes(code)) return code as TLang;
  }
  return undefined;
}

/** The reply language: `lan` query, else the signed-in user's, else Accept-Language, else English. */
export function requestLang(request: FastifyRequest): TLang {
  // Read from the raw URL: route schemas strip `lan` from the validated query.
  const lan = new URLSearchParams(request.raw.url?.split('?')[1] ?? '').get('lan');
  if (lan) return parseLang(lan);
  return request.principal?.lang ?? acceptedLanguage(request.headers['accept-language']) ?? 'en';
}

/** The success envelope. */
export function ok<T>(request: FastifyRequest, data: T): TEnvelope<T> {
  return { code: ErrorCode.ok, msg: errorMessage(ErrorCode.ok, request.lang), data };
}

/** Code 4 for one field, for checks a schema cannot make (an upload's size or content). */
export const fieldRefusal = (failure: TValidationFailure) => new AppError(ErrorCode.validation, {}, failure);

/** Code 4 names the failing field in `msg` and carries `{field, message}` in `data`. */
function validationEnvelope(lang: TLang, failure: TValidationFailure): TEnvelope<TValidationFailure> {
  const field = failure.field || 'request';
  return {
    code: ErrorCode.validation,
    msg: `${errorMessage(ErrorCode.validation, lang)}: ${field} (${failure.message})`,
    data: failure,
  };
}

export function sendRefusal(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  const failure = ZValidationFailure.safeParse(error.data);
  if (error.code === ErrorCode.validation && failure.success) {
    return reply.code(400).send(validationEnvelope(request.lang, failure.data));
  }
  return reply.code(error.status ?? httpStatusOf(error.code)).send({
    code: error.code,
    msg: errorMessage(error.code, request.lang, error.params),
    data: error.data,
  } satisfies TEnvelope<unknown>);
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The language replies to this request are written in. */
    readonly lang: TLang;
  }
}

/**
 * Every answer is `{code, msg, data}` with the message in the request's language. Refusals keep a
 * 4xx status; only real faults answer 5xx, and they are logged, never shown with a stack.
 */
export default fp(
  (app, _options, done) => {
    app.decorateRequest('lang', {
      getter(this: FastifyRequest) {
        return requestLang(this);
      },
    });

    app.setErrorHandler((error: FastifyError | Error, request, reply) => {
      if (error instanceof AppError) return sendRefusal(request, reply, error);
      if (error instanceof z.ZodError) {
        return reply.code(400).send(validationEnvelope(request.lang, firstFailure(error, request.lang)));
      }
      const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status < 500)
        return sendClientError({ statusCode: status, message: error.message }, request, reply);
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({
        code: ErrorCode.failed,
        msg: errorMessage(ErrorCode.failed, request.lang),
        data: null,
      } satisfies TEnvelope<unknown>);
    });
    done();
  },
  { name: 'envelope' },
);

/**
 * Fastify's own client errors — malformed JSON, unsupported media type, body too large, a bad
 * percent-encoding in the path — as code 4 on the request with Fastify's message. Also the api's
 * `frameworkErrors` handler, for what Fastify answers before any route or hook runs.
 */
export function sendClientError(
  error: { statusCode?: number; message: string },
  request: FastifyRequest,
  reply: FastifyReply,
) {
  // requestLang, not request.lang: a request refused by the router is not decorated.
  const envelope = validationEnvelope(requestLang(request), { field: '', message: error.message });
  return reply.code(error.statusCode ?? 400).send(envelope);
}

/** The JSON answer for an unknown route or a record the caller may not see. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return sendRefusal(request, reply, new AppError(ErrorCode.notFound));
}
