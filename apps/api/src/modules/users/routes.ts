import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZEnvelope } from '@sunfleet/contract/envelope';
import {
  ZAvatarResult,
  ZCurrentUser,
  ZPasswordChangeBody,
  ZPersonalized,
  ZPersonalizedUpdate,
  ZProfileBody,
} from '@sunfleet/contract/users';
import { uploadLimits } from '@sunfleet/contract/validators';
import type { Container } from '../../container.ts';
import { principalOf } from '../../plugins/authentication.ts';
import { ok } from '../../plugins/envelope.ts';
import { readFormUpload, registerUploadRoutes } from '../../uploads.ts';

const ZUserParams = z.object({ id: z.uuid() });
const ZLanQuery = z.object({ lan: z.string().optional() });
const tags = ['users'];
const signedIn = { access: 'signedIn' } as const;

/** The signed-in user: who they are, their profile, password, avatar and preferences. */
const userRoutes: FastifyPluginCallbackZod<Container> = (app, { services }, done) => {
  const usersService = services.users;

  app.get(
    '/api/v1/user',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'The signed-in user',
        querystring: ZLanQuery,
        response: { 200: ZEnvelope(ZCurrentUser) },
      },
    },
    async (request) => ok(request, await usersService.current(principalOf(request))),
  );

  app.get(
    '/api/v1/user/personalized',
    {
      config: signedIn,
      schema: { tags, summary: 'Display preferences', response: { 200: ZEnvelope(ZPersonalized) } },
    },
    async (request) => ok(request, await usersService.personalized(principalOf(request))),
  );

  app.post(
    '/api/v1/user/personalized',
    {
      config: { ...signedIn, allowReadOnly: true },
      schema: {
        tags,
        summary: 'Change display preferences (language, theme, menu style)',
        body: ZPersonalizedUpdate,
        response: { 200: ZEnvelope(ZPersonalized) },
      },
    },
    async (request) => ok(request, await usersService.updatePersonalized(principalOf(request), request.body)),
  );

  app.post(
    '/api/v1/user/:id',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Change your own profile',
        params: ZUserParams,
        body: ZProfileBody,
        response: { 200: ZEnvelope(ZCurrentUser) },
      },
    },
    async (request) =>
      ok(request, await usersService.updateProfile(principalOf(request), request.params.id, request.body)),
  );

  app.post(
    '/api/v1/user/:id/pwd',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Change your own password (108 when the old one is wrong); ends your other sessions',
        params: ZUserParams,
        body: ZPasswordChangeBody,
        response: { 200: ZEnvelope(z.null()) },
      },
    },
    async (request) => {
      await usersService.changePassword(principalOf(request), request.params.id, request.body);
      return ok(request, null);
    },
  );

  registerUploadRoutes(app, (uploads) => {
    uploads.post(
      '/api/v1/user/:id/avatar',
      {
        config: signedIn,
        schema: {
          tags,
          summary: 'Upload your avatar: multipart field `file`, JPG or PNG, at most 6 MB',
          consumes: ['multipart/form-data'],
          params: ZUserParams,
          response: { 200: ZEnvelope(ZAvatarResult) },
        },
      },
      async (request) => {
        const { upload } = await readFormUpload(request, uploadLimits.avatar.maxBytes);
        const result = await usersService.replaceAvatar(
          principalOf(request),
          request.params.id,
          upload,
          request.lang,
        );
        return ok(request, result);
      },
    );
  });
  done();
};
export default userRoutes;
