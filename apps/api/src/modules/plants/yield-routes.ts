import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { ZEnvelope } from '@sunfleet/contract/envelope';
import { ZPredictedImportFields, ZPredictedImportResult } from '@sunfleet/contract/plants';
import { ZGenerationDownloadQuery } from '@sunfleet/contract/reports';
import { uploadLimits } from '@sunfleet/contract/validators';
import type { AppContext } from '../../context.ts';
import { principalOf } from '../../plugins/authentication.ts';
import { ok } from '../../plugins/envelope.ts';
import { readFormUpload, registerUploadRoutes } from '../../uploads.ts';
import { createYieldService } from './yield-service.ts';

const tags = ['plants'];
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Import of expected monthly yield (PVsyst, forecasts) and the yearly yield download. */
const plantYieldRoutes: FastifyPluginCallbackZod<AppContext> = (app, context, done) => {
  const yields = createYieldService(context);

  registerUploadRoutes(app, (uploads) => {
    uploads.post(
      '/api/v1/predicted/import',
      {
        config: { permission: 'station.import' },
        schema: {
          tags,
          summary:
            'Import expected monthly yield: multipart fields `plantId`, `source` (pvsyst | forecast) and one `file` (.xlsx or .xls, at most 10 MB); replaces the twelve months',
          consumes: ['multipart/form-data'],
          response: { 200: ZEnvelope(ZPredictedImportResult) },
        },
      },
      async (request) => {
        const { upload, fields } = await readFormUpload(request, uploadLimits.importSheet.maxBytes);
        const parsed = ZPredictedImportFields.parse(fields);
        return ok(request, await yields.import(principalOf(request), parsed, upload, request.lang));
      },
    );
  });

  app.get(
    '/api/v1/plant/generation/download',
    {
      config: { permission: 'station.view' },
      schema: {
        tags,
        summary: "An .xlsx of a year's actual yield, expected yield and income by month",
        querystring: ZGenerationDownloadQuery,
        produces: [xlsxType],
      },
    },
    async (request, reply) => {
      const { filename, content } = await yields.download(
        principalOf(request),
        request.query.plantId,
        request.query.year,
      );
      return reply
        .type(xlsxType)
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(content);
    },
  );
  done();
};
export default plantYieldRoutes;
