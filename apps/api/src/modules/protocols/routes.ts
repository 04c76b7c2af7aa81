import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZEnvelope } from '@sunfleet/contract/envelope';
import { inputMessage } from '@sunfleet/contract/messages';
import {
  ZLoggerFunction,
  ZLoggerFunctionCheckQuery,
  ZLoggerFunctionInput,
  ZProtocolDetail,
  ZProtocolEntryEdit,
  ZProtocolEntryParams,
  ZProtocolImportFields,
  ZProtocolImportResult,
  ZProtocolParams,
  ZProtocolSummary,
} from '@sunfleet/contract/protocol-config';
import { firstFailure, isStorableText, parseInput } from '@sunfleet/contract/validators';
import type { Container } from '../../container.ts';
import { principalOf } from '../../plugins/authentication.ts';
import { fieldRefusal, ok } from '../../plugins/envelope.ts';
import { refuseMalformedForm, registerUploadRoutes } from '../../uploads.ts';

const tags = ['protocols'];
const canView = { permission: 'logger.protocol' } as const;
const canEdit = { permission: 'logger.protocol.edit' } as const;
/** The importer refuses larger files itself; the form limit only keeps a stray upload short. */
const maxYamlBytes = 512 * 1024;
const yamlTypes = ['yaml', 'yml'];

/**
 * The YAML file of an import form and its optional `kind` and `model` fields (sent before the
 * file), or code 4 on the field at fault.
 */
async function readImportForm(request: FastifyRequest) {
  const refuse = (message: string) => fieldRefusal({ field: 'file', message });
  const part = await request
    .file({ limits: { fileSize: maxYamlBytes + 1, files: 1 } })
    .catch((error: unknown) => refuseMalformedForm(request, error));
  if (!part) throw refuse(inputMessage('required', request.lang));
  const extension = part.filename.split('.').pop()?.toLowerCase() ?? '';
  if (!yamlTypes.includes(extension))
    throw refuse(inputMessage('fileType', request.lang, { types: yamlTypes.join(', ') }));
  const content = await part.toBuffer().catch((error: unknown) => refuseMalformedForm(request, error));
  // The map's names and units are stored: text no column can hold is refused up front.
  if (!isStorableText(content.toString('utf8'))) throw refuse(inputMessage('illegal', request.lang));
  const values = Object.fromEntries(
    Object.entries(part.fields).flatMap(([name, field]) =>
      field && !Array.isArray(field) && field.type === 'field' && field.value !== ''
        ? [[name, field.value]]
        : [],
    ),
  );
  const fields = parseInput(ZProtocolImportFields, values);
  if (!fields.success) throw fieldRefusal(firstFailure(fields.error, request.lang));
  return { content, options: fields.data };
}

const importSchema = (summary: string) => ({
  tags,
  summary,
  consumes: ['multipart/form-data'],
  response: { 200: ZEnvelope(ZProtocolImportResult) },
});

/** Device protocol configuration: dictionaries and their import, and logger functions. */
const protocolRoutes: FastifyPluginCallbackZod<Container> = (app, { services }, done) => {
  const { protocols, loggerFunctions } = services;

  app.get(
    '/api/v1/protocols',
    {
      config: canView,
      schema: {
        tags,
        summary: "Protocol dictionaries: the shipped ones and the caller's company's imported ones",
        response: { 200: ZEnvelope(z.array(ZProtocolSummary)) },
      },
    },
    async (request) => ok(request, await protocols.list(principalOf(request))),
  );

  app.get(
    '/api/v1/protocol/:id',
    {
      config: canView,
      schema: {
        tags,
        summary: 'One dictionary with its register blocks and entries (spec section 3 fields)',
        params: ZProtocolParams,
        response: { 200: ZEnvelope(ZProtocolDetail) },
      },
    },
    async (request) => ok(request, await protocols.detail(principalOf(request), request.params.id)),
  );

  registerUploadRoutes(app, (uploads) => {
    uploads.post(
      '/api/v1/protocol/import/check',
      {
        config: canEdit,
        schema: importSchema(
          'What the importer understands of a community YAML map (multipart `file`, optional `kind`, `model`); stores nothing',
        ),
      },
      async (request) => {
        const { content, options } = await readImportForm(request);
        return ok(request, protocols.check(content, options));
      },
    );

    uploads.post(
      '/api/v1/protocol/import',
      {
        config: canEdit,
        schema: importSchema(
          "Imports a community YAML map as a dictionary of the caller's company; a malformed file is code 4 and nothing is stored",
        ),
      },
      async (request) => {
        const { content, options } = await readImportForm(request);
        return ok(request, await protocols.import(principalOf(request), content, options));
      },
    );
  });

  app.post(
    '/api/v1/protocol/:id/entry/:key',
    {
      config: canEdit,
      schema: {
        tags,
        summary: 'Edits one entry of an imported dictionary; the result must still be a valid dictionary',
        params: ZProtocolEntryParams,
        body: ZProtocolEntryEdit,
        response: { 200: ZEnvelope(ZProtocolDetail) },
      },
    },
    async (request) =>
      ok(
        request,
        await protocols.editEntry(principalOf(request), request.params.id, request.params.key, request.body),
      ),
  );

  app.post(
    '/api/v1/protocol/:id/delete',
    {
      config: canEdit,
      schema: {
        tags,
        summary: 'Deletes an imported dictionary no device is polled with',
        params: ZProtocolParams,
        response: { 200: ZEnvelope(z.null()) },
      },
    },
    async (request) => {
      await protocols.remove(principalOf(request), request.params.id, request.lang);
      return ok(request, null);
    },
  );

  app.get(
    '/api/v1/logger/functions',
    {
      config: canView,
      schema: {
        tags,
        summary: 'Logger functions (Modbus function codes a data logger supports), by code',
        response: { 200: ZEnvelope(z.array(ZLoggerFunction)) },
      },
    },
    async (request) => ok(request, await loggerFunctions.list()),
  );

  app.get(
    '/api/v1/logger/function/check',
    {
      config: canEdit,
      schema: {
        tags,
        summary: 'Whether a function code is free (5000 Code is exist); `id` names the function being edited',
        querystring: ZLoggerFunctionCheckQuery,
        response: { 200: ZEnvelope(z.literal(true)) },
      },
    },
    async (request) => {
      await loggerFunctions.checkCode(request.query.code, request.query.id);
      return ok(request, true as const);
    },
  );

  app.get(
    '/api/v1/logger/function/:id',
    {
      config: canView,
      schema: {
        tags,
        summary: 'One logger function',
        params: z.object({ id: z.uuid() }),
        response: { 200: ZEnvelope(ZLoggerFunction) },
      },
    },
    async (request) => ok(request, await loggerFunctions.find(request.params.id)),
  );

  app.post(
    '/api/v1/logger/function',
    {
      config: canEdit,
      schema: {
        tags,
        summary:
          'Creates (no `id`) or updates a logger function (platform operator only); a code in use is 5000',
        body: ZLoggerFunctionInput,
        response: { 200: ZEnvelope(ZLoggerFunction) },
      },
    },
    async (request) => ok(request, await loggerFunctions.save(principalOf(request), request.body)),
  );
  done();
};
export default protocolRoutes;
