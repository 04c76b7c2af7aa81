import { fastifyRequestContext, requestContext } from '@fastify/request-context';
import fp from 'fastify-plugin';

declare module '@fastify/request-context' {
  interface RequestContextData {
    requestId: string;
  }
}

/**
 * The request id travels with the work a request starts (ADR 0050): services that queue commands or
 * start campaigns store it, so the dispatcher's and the ingest's log lines about that command name
 * the request an operator saw fail. Services read it here rather than through every signature.
 */
export default fp(async (app) => {
  await app.register(fastifyRequestContext, { defaultStoreValues: (request) => ({ requestId: request.id }) });
});

/** The id of the api request being served, or null outside one (a scheduler job, a test). */
export const currentRequestId = (): string | null => requestContext.get('requestId') ?? null;
