import type { TAlarmLevel } from '@sunfleet/contract/alarm-mail';
import type { Database } from '@sunfleet/db/connect';
import { alarmMails, alarmNotices, alarmSubscriptions } from '@sunfleet/db/alarm-schema';
import { and, eq, sql } from '@sunfleet/db/query';
import { users } from '@sunfleet/db/schema';
import { events, plants, type TEventRow } from '@sunfleet/db/telemetry-schema';

/** An event a notice is about, with its plant's name. */
export type TNoticeEvent = TEventRow & { plantName: string };

/** A subscriber who may be mailed: their user record as tenancy needs it, address and language. */
export type TSubscriber = {
  userId: string;
  kind: 'platform' | 'company' | 'customer';
  companyId: string | null;
  email: string;
  lang: 'en' | 'zh' | 'es';
};

const subscriberColumns = {
  userId: users.id,
  kind: users.kind,
  companyId: users.companyId,
  email: sql<string>`${alarmSubscriptions.email}`,
  lang: users.lang,
};

/** Alarm e-mail settings, and the claims and decisions of the sending job (ADR 0034). */
export function createAlarmMailRepository(db: Database) {
  const noticeEvents = (ids: string[]) =>
    ids.length === 0
      ? Promise.resolve([] as TNoticeEvent[])
      : db
          .select({ event: events, plantName: plants.name })
          .from(events)
          .innerJoin(plants, eq(plants.id, events.plantId))
          .where(
            sql`${events.id} IN (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})`,
          )
          .then((rows) => rows.map((row) => ({ ...row.event, plantName: row.plantName })));

  return {
    async settings(userId: string) {
      const [row] = await db.select().from(alarmSubscriptions).where(eq(alarmSubscriptions.userId, userId));
      return row ?? null;
    },

    async saveCode(userId: string, pendingEmail: string, codeHash: string, expiresAt: Date, now: Date) {
      const values = { pendingEmail, codeHash, codeExpiresAt: expiresAt, codeAttempts: 0, codeSentAt: now };
      await db
        .insert(alarmSubscriptions)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: alarmSubscriptions.userId, set: { ...values, updatedAt: now } });
    },

    async countWrongCode(userId: string) {
      await db
        .update(alarmSubscriptions)
        .set({ codeAttempts: sql`${alarmSubscriptions.codeAttempts} + 1` })
        .where(eq(alarmSubscriptions.userId, userId));
    },

    async save(
      userId: string,
      values: {
        email: string;
        levels: TAlarmLevel[];
        plantIds: string[];
        enabled: boolean;
        clearCode: boolean;
      },
    ) {
      const { clearCode, ...kept } = values;
      const code = clearCode
        ? { pendingEmail: null, codeHash: null, codeExpiresAt: null, codeAttempts: 0 }
        : {};
      await db
        .insert(alarmSubscriptions)
        .values({ userId, ...kept, ...code })
        .onConflictDoUpdate({
          target: alarmSubscriptions.userId,
          set: { ...kept, ...code, updatedAt: new Date() },
        });
    },

    async setEnabled(userId: string, enabled: boolean) {
      await db
        .update(alarmSubscriptions)
        .set({ enabled, updatedAt: new Date() })
        .where(eq(alarmSubscriptions.userId, userId));
    },

    /**
     * Claims every event open for longer than the debounce that has no notice yet: the insert is
     * the claim, so of several processes exactly one gets each event.
     */
    async claimOpened(openedBefore: Date, notOlderThan: Date): Promise<TNoticeEvent[]> {
      const due = await db
        .select({ eventId: events.id })
        .from(events)
        .where(
          and(
            sql`${events.closedAt} IS NULL`,
            sql`${events.plantId} IS NOT NULL`,
            sql`${events.level} IN ('warning', 'fault', 'offline')`,
            sql`${events.openedAt} <= ${openedBefore.toISOString()}::timestamptz`,
            sql`${events.openedAt} > ${notOlderThan.toISOString()}::timestamptz`,
            sql`NOT EXISTS (SELECT 1 FROM alarm_notices n WHERE n.event_id = ${events.id})`,
          ),
        )
        .limit(500);
      if (due.length === 0) return [];
      // Only the rows this insert wrote come back: another process's claims are skipped.
      const claimed = await db
        .insert(alarmNotices)
        .values(due)
        .onConflictDoNothing()
        .returning({ eventId: alarmNotices.eventId });
      return noticeEvents(claimed.map((row) => row.eventId));
    },

    /** Claims the closed events whose open notice went out and whose close notice has not. */
    async claimClosed(): Promise<TNoticeEvent[]> {
      const claimed = await db
        .update(alarmNotices)
        .set({ closeClaimedAt: sql`now()` })
        .where(
          and(
            sql`${alarmNotices.closeClaimedAt} IS NULL`,
            sql`EXISTS (SELECT 1 FROM ${events} e WHERE e.id = ${alarmNotices.eventId} AND e.closed_at IS NOT NULL)`,
          ),
        )
        .returning({ eventId: alarmNotices.eventId });
      return noticeEvents(claimed.map((row) => row.eventId));
    },

    /** Subscribers whose settings cover this level and plant (whether they see it is checked apart). */
    subscribersFor: (level: TAlarmLevel, plantId: string): Promise<TSubscriber[]> =>
      db
        .select(subscriberColumns)
        .from(alarmSubscriptions)
        .innerJoin(users, eq(users.id, alarmSubscriptions.userId))
        .where(
          and(
            eq(alarmSubscriptions.enabled, true),
            sql`${alarmSubscriptions.email} IS NOT NULL`,
            eq(users.disabled, false),
            sql`${level} = ANY(${alarmSubscriptions.levels})`,
            sql`(cardinality(${alarmSubscriptions.plantIds}) = 0 OR ${plantId}::uuid = ANY(${alarmSubscriptions.plantIds}))`,
          ),
        ),

    /** Who was told (or held back from telling) that the event opened, and is still subscribed. */
    toldOpened: (eventId: string): Promise<TSubscriber[]> =>
      db
        .selectDistinct(subscriberColumns)
        .from(alarmMails)
        .innerJoin(users, eq(users.id, alarmMails.userId))
        .innerJoin(alarmSubscriptions, eq(alarmSubscriptions.userId, users.id))
        .where(
          and(
            eq(alarmMails.eventId, eventId),
            eq(alarmMails.kind, 'open'),
            eq(alarmSubscriptions.enabled, true),
            sql`${alarmSubscriptions.email} IS NOT NULL`,
            eq(users.disabled, false),
          ),
        ),

    /**
     * Records the decision for one user, device and kind: sent unless a mail of that kind about
     * that device went to the user within `quietSince`; held for the digest otherwise. Serialised
     * per user, device and kind by an advisory lock, so two processes cannot both send.
     */
    async decide(
      userId: string,
      event: TEventRow,
      kind: 'open' | 'close',
      now: Date,
      quietSince: Date,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`SELECT pg_advisory_xact_lock(hashtext(${`${userId}|${event.sourceSn}|${kind}`}))`,
        );
        const [recent] = await tx
          .select({ id: alarmMails.id })
          .from(alarmMails)
          .where(
            and(
              eq(alarmMails.userId, userId),
              eq(alarmMails.sourceSn, event.sourceSn),
              eq(alarmMails.kind, kind),
              eq(alarmMails.sent, true),
              sql`${alarmMails.decidedAt} > ${quietSince.toISOString()}::timestamptz`,
            ),
          )
          .limit(1);
        const sent = !recent;
        await tx
          .insert(alarmMails)
          .values({ userId, eventId: event.id, sourceSn: event.sourceSn, kind, sent, decidedAt: now });
        return sent;
      });
    },

    /**
     * Claims held decisions whose quiet hour has passed (no mail of their user, device and kind
     * since `quietSince`), for one digest per user; each digested device and kind counts as sent.
     */
    async claimDigests(now: Date, quietSince: Date) {
      const claimed = await db
        .update(alarmMails)
        .set({ digestedAt: now })
        .where(
          and(
            eq(alarmMails.sent, false),
            sql`${alarmMails.digestedAt} IS NULL`,
            sql`NOT EXISTS (SELECT 1 FROM alarm_mails s WHERE s.sent AND s.user_id = ${alarmMails.userId}
              AND s.source_sn = ${alarmMails.sourceSn} AND s.kind = ${alarmMails.kind}
              AND s.decided_at > ${quietSince.toISOString()}::timestamptz)`,
          ),
        )
        .returning({
          userId: alarmMails.userId,
          eventId: alarmMails.eventId,
          sourceSn: alarmMails.sourceSn,
          kind: alarmMails.kind,
        });
      if (claimed.length === 0) return [];
      const marks = new Map(claimed.map((row) => [`${row.userId}|${row.sourceSn}|${row.kind}`, row]));
      await db
        .insert(alarmMails)
        .values([...marks.values()].map((row) => ({ ...row, sent: true, decidedAt: now, digestedAt: now })));
      const eventRows = await noticeEvents([...new Set(claimed.map((row) => row.eventId))]);
      const recipients = await db
        .select(subscriberColumns)
        .from(users)
        .innerJoin(alarmSubscriptions, eq(alarmSubscriptions.userId, users.id))
        .where(
          sql`${users.id} IN (${sql.join(
            [...new Set(claimed.map((row) => row.userId))].map((id) => sql`${id}`),
            sql`, `,
          )})`,
        );
      return recipients.map((recipient) => ({
        recipient,
        items: claimed
          .filter((row) => row.userId === recipient.userId)
          .map((row) => ({ kind: row.kind, event: eventRows.find((event) => event.id === row.eventId) }))
          .filter(
            (item): item is { kind: 'open' | 'close'; event: TNoticeEvent } => item.event !== undefined,
          ),
      }));
    },
  };
}
export type AlarmMailRepository = ReturnType<typeof createAlarmMailRepository>;
