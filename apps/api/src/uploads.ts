import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TLang } from '@sunfleet/contract/lang';
import { inputMessage } from '@sunfleet/contract/messages';
import {
  fileSizeMessage,
  fileTypeMessage,
  isStorableText,
  type TUploadLimits,
} from '@sunfleet/contract/validators';
import { fileTypeFromBuffer } from 'file-type';
import { AppError, fieldRefusal } from './plugins/envelope.ts';

/** A form's file as services check it: its name and bytes, or why there are none to check. */
export type TUpload = { filename: string; content: Buffer } | { tooLarge: true } | { tooMany: true };

type TZodApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * Registers the routes that take multipart forms in a scope of their own, the only one with the
 * multipart parser: its `onResponse` hook would otherwise run on every request of the api (about
 * 14 % of a cached reply). Elsewhere a multipart body is refused as an unsupported media type.
 */
export function registerUploadRoutes(app: TZodApp, registerRoutes: (scope: TZodApp) => void) {
  void app.register(async (scope) => {
    await scope.register(multipart, { limits: { files: 1, fields: 20 } });
    registerRoutes(scope);
  });
}

/** The refusals @fastify/multipart raises while a form streams in, as what they mean here. */
const limitErrors: Record<string, TUpload> = {
  FST_FILES_LIMIT: { tooMany: true },
  FST_REQ_FILE_TOO_LARGE: { tooLarge: true },
};
const limitOf = (error: unknown) =>
  error instanceof Error && 'code' in error ? limitErrors[String(error.code)] : undefined;

/**
 * Reads a multipart form of text fields and at most one file of at most `maxBytes`. A second
 * file is not silently ignored: the form answers `tooMany` so the caller can refuse it.
 */
export async function readFormUpload(request: FastifyRequest, maxBytes: number) {
  const fields: Record<string, string> = {};
  let upload: TUpload | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1 } })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      upload = { filename: part.filename, content: await part.toBuffer() };
    }
  } catch (error) {
    upload = limitOf(error) ?? refuseMalformedForm(request, error);
  }
  const unstorable = Object.keys(fields).find((name) => !isStorableText(fields[name]!));
  if (unstorable) throw fieldRefusal({ field: unstorable, message: inputMessage('illegal', request.lang) });
  return { upload, fields };
}

/**
 * What fails while a form is read comes from the bytes the client sent: no boundary, cut short, a
 * broken part header (busboy's plain errors). That is code 4 on `file`, not a server error; errors
 * that carry an HTTP status (a file too large …) keep it.
 */
export function refuseMalformedForm(request: FastifyRequest, error: unknown): never {
  if (error instanceof AppError || (error instanceof Error && 'statusCode' in error)) throw error;
  throw fieldRefusal({ field: 'file', message: inputMessage('invalid', request.lang) });
}

/**
 * The file of a form if there is exactly one, within the size limit and with an allowed
 * extension; otherwise a code-4 refusal naming `file` with the spec's message. The content is
 * the caller's to check.
 */
export function acceptedUpload(upload: TUpload | undefined, limits: TUploadLimits, lang: TLang) {
  const refuse = (message: string) => fieldRefusal({ field: 'file', message });
  if (!upload) throw refuse(inputMessage('required', lang));
  if ('tooMany' in upload) throw refuse(inputMessage('oneFile', lang));
  if ('tooLarge' in upload) throw refuse(fileSizeMessage(limits, lang));
  const extension = upload.filename.split('.').pop()?.toLowerCase() ?? '';
  if (!limits.types.includes(extension)) throw refuse(fileTypeMessage(limits, lang));
  return { ...upload, extension, refuse };
}

/**
 * An image upload: `acceptedUpload`, and the bytes must really be one of the allowed types
 * (a renamed text file is refused). Its extension is the detected one.
 */
export async function acceptedImage(upload: TUpload | undefined, limits: TUploadLimits, lang: TLang) {
  const accepted = acceptedUpload(upload, limits, lang);
  const detected = (await fileTypeFromBuffer(accepted.content))?.ext;
  if (!detected || !limits.types.includes(detected)) {
    throw accepted.refuse(fileTypeMessage(limits, lang));
  }
  return { ...accepted, extension: detected };
}
