import type { AppContext } from '../../context.ts';
import type { TTenancy } from '../../tenancy.ts';
import { closedMail, digestMail, openedMail } from './mail-text.ts';
import type { AlarmMailRepository, TNoticeEvent, TSubscriber } from './repository.ts';

const minuteMs = 60_000;

/** Does this user see the plant? The plants module's one rule, with the user's tenancy. */
export type TSeesPlant = (tenancy: TTenancy, plantId: string) => Promise<boolean>;

const tenancyOfSubscriber = (user: TSubscriber): TTenancy =>
  user.kind === 'platform'
    ? { scope: 'platform' }
    : user.kind === 'company'
      ? { scope: 'company', companyId: user.companyId ?? '' }
      : { scope: 'customer', userId: user.userId, companyId: user.companyId };

/**
 * The alarm e-mail job (ADR 0034). The scheduler runs it every `everySeconds`, once across all api
 * processes (jobs.ts); every step still claims its rows in the database first, so a pass that
 * outlasts its period and meets the next one never mails twice:
 * 1. events open longer than the debounce → one mail to each subscriber who sees the plant;
 * 2. those events once closed → "back to normal" to whoever was told;
 * 3. what the flapping limit held back (one mail per user, device and kind per hour) → a digest.
 */
export function createAlarmMailJob(
  context: Pick<AppContext, 'mailer' | 'config'>,
  repository: AlarmMailRepository,
  seesPlant: TSeesPlant,
) {
  const { debounceMinutes, quietMinutes } = context.config.alarmMail;

  async function tell(
    recipients: TSubscriber[],
    event: TNoticeEvent,
    kind: 'open' | 'close',
    now: Date,
    mailOf: (lang: TSubscriber['lang']) => { subject: string; text: string },
  ) {
    let sent = 0;
    const quietSince = new Date(now.getTime() - quietMinutes * minuteMs);
    for (const user of recipients) {
      if (!event.plantId || !(await seesPlant(tenancyOfSubscriber(user), event.plantId))) continue;
      if (!(await repository.decide(user.userId, event, kind, now, quietSince))) continue;
      await context.mailer.send({ to: user.email, ...mailOf(user.lang) });
      sent += 1;
    }
    return sent;
  }

  /** One pass; `now` is for tests. Answers how many mails went out. */
  async function runOnce(now = new Date()) {
    let opened = 0;
    let closed = 0;
    let digests = 0;
    const openedBefore = new Date(now.getTime() - debounceMinutes * minuteMs);
    const notOlderThan = new Date(now.getTime() - 24 * 60 * minuteMs);
    for (const event of await repository.claimOpened(openedBefore, notOlderThan)) {
      const level = event.level === 'info' ? null : event.level;
      if (!level || !event.plantId) continue;
      const recipients = await repository.subscribersFor(level, event.plantId);
      opened += await tell(recipients, event, 'open', now, (lang) => openedMail(event, lang, now));
    }
    for (const event of await repository.claimClosed()) {
      const recipients = await repository.toldOpened(event.id);
      closed += await tell(recipients, event, 'close', now, (lang) => closedMail(event, lang));
    }
    for (const { recipient, items } of await repository.claimDigests(
      now,
      new Date(now.getTime() - quietMinutes * minuteMs),
    )) {
      if (items.length === 0) continue;
      await context.mailer.send({ to: recipient.email, ...digestMail(items, recipient.lang) });
      digests += 1;
    }
    return { opened, closed, digests };
  }

  return { runOnce };
}
export type AlarmMailJob = ReturnType<typeof createAlarmMailJob>;
