import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { plantTypeNames, plantTypes } from '@sunfleet/contract/enums';
import { ZEnvelope } from '@sunfleet/contract/envelope';
import { currencies, ZDictEntry, ZTimeZoneEntry } from '@sunfleet/contract/plants';
import type { Container } from '../../container.ts';
import { principalOf } from '../../plugins/authentication.ts';
import { ok } from '../../plugins/envelope.ts';
import { listTimeZones, namedCurrencies } from './lists.ts';

const tags = ['dictionaries'];
const signedIn = { access: 'signedIn' } as const;

/** The lists plant forms choose from, named in the reply language. */
const dictionaryRoutes: FastifyPluginCallbackZod<Container> = (app, { services }, done) => {
  const { protocols } = services;

  app.get(
    '/api/v1/dict/currencies',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Currencies a plant income can be counted in (ISO 4217 codes)',
        response: { 200: ZEnvelope(z.array(ZDictEntry)) },
      },
    },
    (request) => ok(request, namedCurrencies(currencies, request.lang)),
  );

  app.get(
    '/api/v1/dict/timezones',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'IANA time zones with their current UTC offset, ordered by offset',
        response: { 200: ZEnvelope(z.array(ZTimeZoneEntry)) },
      },
    },
    (request) => ok(request, listTimeZones()),
  );

  app.get(
    '/api/v1/dict/plantTypes',
    {
      config: signedIn,
      schema: { tags, summary: 'Plant types', response: { 200: ZEnvelope(z.array(ZDictEntry)) } },
    },
    (request) =>
      ok(
        request,
        plantTypes.map((code) => ({ code, name: plantTypeNames[code][request.lang] })),
      ),
  );

  app.get(
    '/api/v1/dict/protocols',
    {
      config: signedIn,
      schema: {
        tags,
        summary:
          "Device protocol dictionaries a device can be polled with: the shipped ones and the caller's company's imported ones (id, brand and model, device kind)",
        response: { 200: ZEnvelope(z.array(ZDictEntry.extend({ kind: z.string() }))) },
      },
    },
    async (request) =>
      ok(
        request,
        (await protocols.list(principalOf(request))).map((dictionary) => ({
          code: dictionary.id,
          name: [dictionary.brand, dictionary.model].filter(Boolean).join(' '),
          kind: dictionary.kind,
        })),
      ),
  );
  done();
};
export default dictionaryRoutes;
