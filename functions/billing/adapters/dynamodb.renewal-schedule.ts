import type { RenewalSchedule } from '#domain/plans/ports';
import { db } from '#lib/db/service';

/** The renewal watches (ACC#<a> / RENEWAL, gsi1 SCHEDULE#RENEWALS / <renewsAt>#<a>). */
export const dynamoRenewalSchedule: RenewalSchedule = {
  async watch(accountId, renewsAt) {
    await db().entities.renewalWatch.put({ accountId, renewsAt }).go();
  },

  async unwatch(accountId) {
    await db().entities.renewalWatch.delete({ accountId }).go();
  },

  async due(now, limit) {
    // Every key of the due index starts with the renewal instant: those up to now sort before `now~`.
    const { data } = await db()
      .entities.renewalWatch.query.due({})
      .lte({ renewsAt: `${now.toISOString()}~` })
      .go({ limit, attributes: ['accountId', 'renewsAt'] });
    return data.filter((w) => w.renewsAt <= now.toISOString()).map((w) => w.accountId);
  },
};
