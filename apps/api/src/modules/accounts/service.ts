import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { TCodePurpose, TResetPasswordBody, TSignupBody } from '@sunfleet/contract/auth';
import { ErrorCode } from '@sunfleet/contract/errors';
import type { TLang } from '@sunfleet/contract/lang';
import { isEmailAccount } from '@sunfleet/contract/account-rules';
import { hashPassword } from '@sunfleet/db/passwords';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../plugins/envelope.ts';
import { createUsersRepository } from '../users/repository.ts';
import { verificationMail } from './mail-text.ts';
import { createVerificationCodesRepository } from './repository.ts';

const minuteMs = 60_000;

/**
 * Sign-up and password reset by e-mailed verification codes: a code lives `lifeMinutes`, allows
 * `maxAttempts` wrong tries, and a new one can be asked for only after `resendSeconds`. There is no
 * SMS: a phone account's codes go to the e-mail address it signs up with, kept on the user for its
 * resets (the database refuses a phone account without one).
 */
export function createAccountsService(context: AppContext) {
  const { db, config, mailer, users, sessions } = context;
  const limits = config.verificationCode;
  const { throttles } = config;
  const codes = createVerificationCodesRepository(db);

  /**
   * Keyed with the server secret: six digits alone would be trivial to recover from a hash. A phone
   * account's sign-up code also covers the address it went to, so it proves that address.
   */
  const hashCode = (account: string, purpose: TCodePurpose, code: string, email?: string) => {
    const subject = purpose === 'signup' && !isEmailAccount(account) ? `${account} ${email}` : account;
    return createHmac('sha256', config.jwtSecret).update(`${purpose}:${subject}:${code}`).digest('hex');
  };

  /** Where an account's codes go: itself, or a phone account's e-mail address. */
  async function codeAddress(account: string, purpose: TCodePurpose, email: string | undefined) {
    if (isEmailAccount(account)) return account;
    const address = purpose === 'signup' ? email : (await users.findByAccount(account))?.email;
    // The contract requires the address at sign-up; the database keeps it for resets.
    if (!address) throw new Error(`no e-mail address for the codes of ${account}`);
    return address;
  }

  const isSame = (left: string, right: string) =>
    left.length === right.length && timingSafeEqual(Buffer.from(left), Buffer.from(right));

  /**
   * How long until another code may be sent, by the hourly caps per account and per client
   * address: without the second, anyone could have Sunfleet mail any number of addresses.
   */
  async function hourlyWaitMs(account: string, address: string, now: number) {
    const hourMs = 60 * minuteMs;
    const { toAccount, fromAddress } = await codes.sentSince(account, address, new Date(now - hourMs));
    const waits = [
      { sent: toAccount, cap: throttles.codesPerAccountPerHour },
      { sent: fromAddress, cap: throttles.codesPerAddressPerHour },
    ].map(({ sent, cap }) =>
      sent.total >= cap && sent.oldestAt ? sent.oldestAt.getTime() + hourMs - now : 0,
    );
    return Math.max(...waits);
  }

  /** Sign-up needs an unknown account; reset a known one (codes 103 and 105). */
  async function assertAccountFits(account: string, purpose: TCodePurpose) {
    const isRegistered = await users.isRegistered(account);
    if (purpose === 'signup' && isRegistered) throw new AppError(ErrorCode.accountRegistered);
    if (purpose === 'reset' && !isRegistered) throw new AppError(ErrorCode.accountNotRegistered);
  }

  /** The id of the matching live code; refuses with 5 (wrong, used up) or 6 (expired). */
  async function verifyCode(
    account: string,
    purpose: TCodePurpose,
    code: string,
    email?: string,
  ): Promise<string> {
    const sent = await codes.latest(account, purpose);
    if (!sent || sent.usedAt) throw new AppError(ErrorCode.codeWrong);
    if (sent.expiresAt.getTime() <= Date.now()) throw new AppError(ErrorCode.codeExpired);
    if (sent.attempts >= limits.maxAttempts) throw new AppError(ErrorCode.codeWrong);
    if (!isSame(sent.codeHash, hashCode(account, purpose, code, email))) {
      await codes.countWrongAttempt(sent.id);
      throw new AppError(ErrorCode.codeWrong);
    }
    return sent.id;
  }

  /** Verifies and uses up a code inside a transaction, so a failed write leaves it usable. */
  async function withUsedCode<T>(
    { account, code, email }: { account: string; code: string; email?: string | undefined },
    purpose: TCodePurpose,
    work: (tx: AppContext['db']) => Promise<T>,
  ): Promise<T> {
    const codeId = await verifyCode(account, purpose, code, email);
    return db.transaction(async (tx) => {
      const isFirstUse = await createVerificationCodesRepository(tx).markUsed(codeId, new Date());
      if (!isFirstUse) throw new AppError(ErrorCode.codeWrong);
      return work(tx);
    });
  }

  return {
    checkAccount: assertAccountFits,

    /** E-mails a code; `address` is the client's, throttled with the account (code 110). */
    async sendCode(
      account: string,
      email: string | undefined,
      purpose: TCodePurpose,
      lang: TLang,
      address: string,
    ) {
      await assertAccountFits(account, purpose);
      const now = Date.now();
      const previous = await codes.latest(account, purpose);
      const waitMs = Math.max(
        previous ? previous.createdAt.getTime() + limits.resendSeconds * 1000 - now : 0,
        await hourlyWaitMs(account, address, now),
      );
      if (waitMs > 0) throw new AppError(ErrorCode.codeSentRecently, { seconds: Math.ceil(waitMs / 1000) });
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const to = await codeAddress(account, purpose, email);
      // Mail first: when sending fails, no unusable code blocks a retry for a minute.
      await mailer.send({ to, ...verificationMail(purpose, code, limits.lifeMinutes, lang) });
      await codes.insert({
        account,
        purpose,
        codeHash: hashCode(account, purpose, code, email),
        createdAt: new Date(now),
        expiresAt: new Date(now + limits.lifeMinutes * minuteMs),
        address,
      });
      return { delivery: mailer.delivery };
    },

    async checkCode(account: string, email: string | undefined, purpose: TCodePurpose, code: string) {
      await verifyCode(account, purpose, code, email);
    },

    /** Creates a plant owner (customer) account and signs it in. */
    async signup(body: TSignupBody, lang: TLang) {
      const user = await withUsedCode(body, 'signup', async (tx) => {
        const txUsers = createUsersRepository(tx);
        if (await txUsers.isRegistered(body.account)) throw new AppError(ErrorCode.accountRegistered);
        return txUsers.insertCustomer({
          account: body.account,
          email: isEmailAccount(body.account) ? null : (body.email ?? null),
          passwordHash: await hashPassword(body.password),
          nickname: body.nickname || body.account.split('@')[0]?.slice(0, 30) || body.account,
          lang,
        });
      });
      return sessions.start(user.id);
    },

    /** Sets a new password and ends every session of the account. */
    async resetPassword(body: TResetPasswordBody) {
      const userId = await withUsedCode(body, 'reset', async (tx) => {
        const txUsers = createUsersRepository(tx);
        const user = await txUsers.findByAccount(body.account);
        if (!user) throw new AppError(ErrorCode.accountNotRegistered);
        await txUsers.update(user.id, { passwordHash: await hashPassword(body.password) });
        return user.id;
      });
      await sessions.endAllFor(userId);
      await context.authRepository.clearSignInFailures(body.account);
    },
  };
}
