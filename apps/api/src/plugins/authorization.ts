import fp from 'fastify-plugin';
import { ErrorCode } from '@sunfleet/contract/errors';
import { isPermission } from '@sunfleet/contract/permissions';
import { AppError } from './envelope.ts';

/** Paths whose routes must say who may call them; anything else is static content. */
const apiPrefixes = ['/api/v1/', '/oauth/', '/anonymous/'];

/**
 * The one place permissions are checked. Every API route declares `config.permission` (a string
 * of the permission tree) or `config.access` ('anonymous' | 'signedIn'); a route that declares
 * neither, or an unknown permission, stops the server at start-up rather than open a hole.
 */
export default fp(
  (app, _options, done) => {
    app.addHook('onRoute', (route) => {
      if (!apiPrefixes.some((prefix) => route.url.startsWith(prefix))) return;
      const { access, permission } = route.config ?? {};
      if ((access === undefined) === (permission === undefined)) {
        throw new Error(
          `${String(route.method)} ${route.url}: declare exactly one of config.access or config.permission`,
        );
      }
      if (permission !== undefined && !isPermission(permission)) {
        throw new Error(`${String(route.method)} ${route.url}: unknown permission ${permission}`);
      }
    });

    app.addHook('onRequest', (request, _reply, next) => {
      const { access, permission, allowReadOnly } = request.routeOptions.config;
      const caller = request.principal;
      const isRefused =
        caller !== null &&
        access !== 'anonymous' &&
        ((permission !== undefined && !caller.permissions.has(permission)) ||
          (caller.readOnly && request.method !== 'GET' && !allowReadOnly));
      next(isRefused ? new AppError(ErrorCode.noPermission) : undefined);
    });
    done();
  },
  { name: 'authorization', dependencies: ['authentication'] },
);
