import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@sunfleet/contract/errors';
import type { TLang } from '@sunfleet/contract/lang';
import type {
  TCurrentUser,
  TPasswordChangeBody,
  TPersonalized,
  TProfileBody,
} from '@sunfleet/contract/users';
import { uploadLimits } from '@sunfleet/contract/validators';
import { hashPassword, verifyPassword } from '@sunfleet/db/passwords';
import type { AppContext } from '../../context.ts';
import { acceptedImage, type TUpload } from '../../uploads.ts';
import type { TPrincipal } from '../../plugins/authentication.ts';
import { AppError } from '../../plugins/envelope.ts';
import type { TUserWithCompany } from './repository.ts';

function toCurrentUser(user: TUserWithCompany): TCurrentUser {
  return {
    id: user.id,
    account: user.account,
    nickname: user.nickname,
    avatar: user.avatarUrl,
    kind: user.kind,
    isCompanyAdmin: user.isCompanyAdmin,
    readOnly: user.readOnly,
    company: user.company,
    lang: user.lang,
    theme: user.theme,
    styleType: user.styleType,
  };
}

/** The signed-in user's own profile, password, avatar and display preferences. */
export function createUsersService(context: AppContext) {
  const { users, sessions, fileStore } = context;

  async function load(userId: string) {
    const user = await users.findWithCompany(userId);
    if (!user) throw new AppError(ErrorCode.tokenInvalid);
    return user;
  }

  /** Users change only themselves; an id of someone else is refused (code 2). */
  function assertSelf(caller: TPrincipal, userId: string) {
    if (caller.userId !== userId) throw new AppError(ErrorCode.noPermission);
  }

  async function personalized(caller: TPrincipal): Promise<TPersonalized> {
    const { lang, theme, styleType } = await load(caller.userId);
    return { lang, theme, styleType };
  }

  return {
    current: async (caller: TPrincipal) => toCurrentUser(await load(caller.userId)),

    async updateProfile(caller: TPrincipal, userId: string, body: TProfileBody) {
      assertSelf(caller, userId);
      await users.update(userId, { nickname: body.nickname, ...(body.lang ? { lang: body.lang } : {}) });
      return toCurrentUser(await load(userId));
    },

    /** Checks the old password, sets the new one, and ends the caller's other sessions. */
    async changePassword(caller: TPrincipal, userId: string, body: TPasswordChangeBody) {
      assertSelf(caller, userId);
      const user = await load(userId);
      if (!(await verifyPassword(user.passwordHash, body.old)))
        throw new AppError(ErrorCode.oldPasswordWrong);
      await users.update(userId, { passwordHash: await hashPassword(body.new) });
      await sessions.endAllFor(userId, caller.sessionId);
    },

    /** Accepts JPG or PNG by extension AND content, within the avatar size limit. */
    async replaceAvatar(caller: TPrincipal, userId: string, upload: TUpload | undefined, lang: TLang) {
      assertSelf(caller, userId);
      const avatar = await acceptedImage(upload, uploadLimits.avatar, lang);
      const previous = await load(userId);
      const url = await fileStore.save(`avatars/${randomUUID()}.${avatar.extension}`, avatar.content);
      await users.update(userId, { avatarUrl: url });
      if (previous.avatarUrl) await fileStore.remove(previous.avatarUrl);
      return { avatar: url };
    },

    personalized,

    async updatePersonalized(caller: TPrincipal, changes: Partial<TPersonalized>): Promise<TPersonalized> {
      await users.update(caller.userId, changes);
      return personalized(caller);
    },
  };
}
