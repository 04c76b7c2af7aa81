import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZEnvelope } from '@sunfleet/contract/envelope';
import { ErrorCode } from '@sunfleet/contract/errors';
import {
  settingsPaths,
  ZSettingsRead,
  ZSettingsSupport,
  ZSettingsWrite,
  ZSettingsWriteBody,
} from '@sunfleet/contract/settings';
import { settingsFamilies } from '@sunfleet/protocols/settings';
import type { Container } from '../../container.ts';
import { principalOf } from '../../plugins/authentication.ts';
import { ok } from '../../plugins/envelope.ts';
import { deviceOf } from '../../plugins/resource-access.ts';

const tags = ['remote settings'];
/** Reading the settings asks the device (a command); writing them configures it. */
const access = (device: 'view' | 'operate' | 'configure') =>
  ({ permission: 'inverter.setting', device, missingDevice: ErrorCode.inverterMissing }) as const;
const ZSnParams = z.object({ sn: z.string().min(1).max(64) });
const ZPageParams = ZSnParams.extend({ page: z.string().min(1).max(64) });

/**
 * Remote parameter settings: which family and pages an inverter has, and for each brand family
 * (spec section 7) its `read` and the write of each sub-page. Codes 1 (no answer in time), 600
 * (no such inverter) and 601 (its model has no settings, or another family's) are the screens' to
 * handle.
 */
const settingsRoutes: FastifyPluginCallbackZod<Container> = (app, { services }, done) => {
  const { settings } = services;

  app.get(
    '/api/v1/inverter/setting/:sn/support',
    {
      config: access('view'),
      schema: {
        tags,
        summary: "Which settings family and pages the inverter's model has (601: none)",
        params: ZSnParams,
        response: { 200: ZEnvelope(ZSettingsSupport) },
      },
    },
    async (request) => ok(request, await settings.support(deviceOf(request).sn, request.lang)),
  );

  for (const family of settingsFamilies) {
    const paths = settingsPaths[family];
    app.get(
      `/api/v1${paths.read}`,
      {
        config: access('operate'),
        schema: {
          tags,
          summary: `Reads every setting of a ${family} inverter from the device`,
          params: ZSnParams,
          response: { 200: ZEnvelope(ZSettingsRead) },
        },
      },
      async (request) =>
        ok(request, await settings.read(deviceOf(request).sn, family, principalOf(request).userId)),
    );
    app.post(
      `/api/v1${paths.page}`,
      {
        config: access('configure'),
        schema: {
          tags,
          summary: `Writes the changed values of one ${family} settings page and reads them back`,
          params: ZPageParams,
          body: ZSettingsWriteBody,
          response: { 200: ZEnvelope(ZSettingsWrite) },
        },
      },
      async (request) =>
        ok(
          request,
          await settings.write(deviceOf(request).sn, family, request.params.page, request.body.values, {
            userId: principalOf(request).userId,
            lang: request.lang,
          }),
        ),
    );
  }
  done();
};

export default settingsRoutes;
