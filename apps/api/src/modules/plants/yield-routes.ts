import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { ZEnvelope } from '@sunfleet/contract/envelope';
import { ZPredictedImportFields, ZPredictedImportResult } from '@sunfleet/contract/plants';
import { uploadLimits } from '@sunfleet/contract/validators';
import type { Container } from '../../container.ts';
import { principalOf } from '../../plugins/authentication.ts';
import { ok } from '../../plugins/envelope.ts';
import { readFormUpload, registerUploadRoutes } from '../../uploads.ts';

const tags = ['plants'];

/** Import of expected monthly yield (PVsyst, forecasts). */
const plantYieldRoutes: FastifyPluginCallbackZod<Container> = (app, { services }, done) => {
  const { yields } = services;

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
  done();
};
export default plantYieldRoutes;
