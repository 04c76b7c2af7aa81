import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export const docsPrefix = '/api/docs';

const zodTransform = createJsonSchemaTransform({ skipList: [] });

/**
 * The OpenAPI document, generated from the zod route schemas (the same ones that validate), with
 * its UI at /api/docs and JSON at /api/docs/json. `npm run openapi` commits it to docs/.
 */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Sunfleet API',
          version: '1.0.0',
          description:
            'Every answer is the envelope {code, msg, data}: code 0 is success, any other code is from the error catalogue. Refusals come with a 4xx status; HTTP 401 means the access token is missing, expired or invalid.',
        },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transformObject: jsonSchemaTransformObject,
      // Routes that need a caller say so, and name the permission they need.
      transform: (input) => {
        const transformed = zodTransform(input);
        const { access, permission } = input.route.config ?? {};
        if (permission === undefined && access !== 'signedIn') return transformed;
        return {
          ...transformed,
          schema: {
            ...transformed.schema,
            security: [{ bearer: [] }],
            ...(permission ? { description: `Requires permission \`${permission}\`.` } : {}),
          },
        };
      },
    });
    await app.register(swaggerUi, { routePrefix: docsPrefix });
  },
  { name: 'swagger' },
);
