import { ErrorCode } from '@sunfleet/contract/errors';
import type { TLang } from '@sunfleet/contract/lang';
import { inputMessage } from '@sunfleet/contract/messages';
import type { TVersionBody } from '@sunfleet/contract/versions';
import type { AppContext } from '../../context.ts';
import type { TPrincipal } from '../../plugins/authentication.ts';
import { AppError, fieldRefusal } from '../../plugins/envelope.ts';
import type { VersionsRepository } from './repository.ts';

/** The version log the platform publishes; version numbers never repeat. */
export function createVersionsService(context: Pick<AppContext, 'users'>, versions: VersionsRepository) {
  const taken = (lang: TLang) =>
    fieldRefusal({ field: 'number', message: inputMessage('versionExists', lang) });
  const valuesOf = (body: TVersionBody) => ({
    number: body.number,
    contentZh: body.contentZh,
    contentEn: body.contentEn,
    type: body.type,
    releasedAt: body.releasedAt ? new Date(body.releasedAt) : new Date(),
  });

  async function find(id: string) {
    const version = await versions.find(id);
    if (!version) throw new AppError(ErrorCode.notFound);
    return version;
  }

  return {
    find,

    async check(number: string, exceptId: string | undefined, lang: TLang) {
      if (await versions.isNumberTaken(number, exceptId)) throw taken(lang);
      return { available: true };
    },

    async publish(caller: TPrincipal, body: TVersionBody, lang: TLang) {
      if (await versions.isNumberTaken(body.number)) throw taken(lang);
      const publisher = await context.users.findWithCompany(caller.userId);
      const id = await versions.insert({
        ...valuesOf(body),
        publisherUserId: caller.userId,
        publisherName: publisher?.nickname || publisher?.account || '',
      });
      if (!id) throw taken(lang);
      return find(id);
    },

    async edit(id: string, body: TVersionBody, lang: TLang) {
      await find(id);
      if (await versions.isNumberTaken(body.number, id)) throw taken(lang);
      await versions.update(id, valuesOf(body));
      return find(id);
    },

    async remove(id: string) {
      if (!(await versions.remove(id))) throw new AppError(ErrorCode.notFound);
    },
  };
}
export type VersionsService = ReturnType<typeof createVersionsService>;
