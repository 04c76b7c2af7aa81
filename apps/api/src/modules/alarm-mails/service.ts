import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { TNotifyBody, TNotifySettings } from '@sunfleet/contract/alarm-mail';
import { ErrorCode } from '@sunfleet/contract/errors';
import type { TLang, TLocalized } from '@sunfleet/contract/lang';
import { inputMessage } from '@sunfleet/contract/messages';
import type { AppContext } from '../../context.ts';
import type { TPrincipal } from '../../plugins/authentication.ts';
import { AppError, fieldRefusal } from '../../plugins/envelope.ts';
import { notifyCodeMail } from './mail-text.ts';
import type { AlarmMailRepository } from './repository.ts';

const needsAddress: TLocalized = {
  en: 'Confirm an e-mail address first',
  zh: '请先验证邮箱地址',
  es: 'Confirme primero una dirección de correo',
};

/**
 * Personal alarm e-mail settings: an address proven with a mailed code (5 wrong, 6 expired, 110
 * asked again too soon), levels and plants, on or off.
 */
export function createAlarmSettingsService(
  context: Pick<AppContext, 'mailer' | 'config'>,
  repository: AlarmMailRepository,
) {
  const { mailer, config } = context;
  const limits = config.verificationCode;
  const hashCode = (userId: string, email: string, code: string) =>
    createHmac('sha256', config.jwtSecret).update(`notify:${userId}:${email}:${code}`).digest('hex');
  const isSame = (left: string, right: string) =>
    left.length === right.length && timingSafeEqual(Buffer.from(left), Buffer.from(right));

  return {
    async settings(caller: TPrincipal): Promise<TNotifySettings> {
      const row = await repository.settings(caller.userId);
      return {
        email: row?.email ?? null,
        pendingEmail: row?.pendingEmail ?? null,
        enabled: row?.enabled ?? false,
        levels: (row?.levels ?? ['warning', 'fault', 'offline']) as TNotifySettings['levels'],
        plantIds: row?.plantIds ?? [],
      };
    },

    async sendCode(caller: TPrincipal, email: string, lang: TLang, now = new Date()) {
      const row = await repository.settings(caller.userId);
      const waitMs = row?.codeSentAt
        ? row.codeSentAt.getTime() + limits.resendSeconds * 1000 - now.getTime()
        : 0;
      if (waitMs > 0) throw new AppError(ErrorCode.codeSentRecently, { seconds: Math.ceil(waitMs / 1000) });
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const expiresAt = new Date(now.getTime() + limits.lifeMinutes * 60_000);
      await repository.saveCode(caller.userId, email, hashCode(caller.userId, email, code), expiresAt, now);
      await mailer.send({ to: email, ...notifyCodeMail(code, limits.lifeMinutes, lang) });
      return { delivery: mailer.delivery };
    },

    /** Saves the settings and turns mails on; a new address needs its code. */
    async save(caller: TPrincipal, body: TNotifyBody, lang: TLang) {
      const row = await repository.settings(caller.userId);
      const isVerified = row?.email === body.email;
      if (!isVerified) {
        if (!body.code) throw fieldRefusal({ field: 'code', message: inputMessage('codeNeeded', lang) });
        if (!row?.codeHash || row.pendingEmail !== body.email || row.codeAttempts >= limits.maxAttempts)
          throw new AppError(ErrorCode.codeWrong);
        if (!row.codeExpiresAt || row.codeExpiresAt.getTime() <= Date.now())
          throw new AppError(ErrorCode.codeExpired);
        if (!isSame(row.codeHash, hashCode(caller.userId, body.email, body.code))) {
          await repository.countWrongCode(caller.userId);
          throw new AppError(ErrorCode.codeWrong);
        }
      }
      await repository.save(caller.userId, {
        email: body.email,
        levels: [...new Set(body.levels)],
        plantIds: [...new Set(body.plantIds)],
        enabled: true,
        clearCode: !isVerified,
      });
      return this.settings(caller);
    },

    async setEnabled(caller: TPrincipal, enabled: boolean, lang: TLang) {
      const row = await repository.settings(caller.userId);
      if (enabled && !row?.email) throw fieldRefusal({ field: 'email', message: needsAddress[lang] });
      if (row) await repository.setEnabled(caller.userId, enabled);
      return this.settings(caller);
    },
  };
}
export type AlarmSettingsService = ReturnType<typeof createAlarmSettingsService>;
