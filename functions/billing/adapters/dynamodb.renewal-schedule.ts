import type { RenewalSchedule } from '#domain/plans/ports';
import { RenewalWatchEntity } from '../db/renewal-watch.entity';
import { onTable } from '#lib/db/table';

/** The renewal watches (ACC#<a> / RENEWAL, gsi1 SCHEDULE#RENEWALS / <renewsAt>#<a>). */
export const dynamoRenewalSchedule: RenewalSchedule = {
  async watch(accountId, renewsAt) {
    await onTable(RenewalWatchEntity).put({ accountId, renewsAt }).go();
  },

  async unwatch(accountId) {
    await onTable(RenewalWatchEntity).delete({ accountId }).go();
  },

  async due(now, limit) {
    // Every key of the due index starts with the renewal instant: those up to now sort before `now~`.
    const { data } = await onTable(RenewalWatchEntity)
      .query.due({})
      .lte({ renewsAt: `${now.toISOString()}~` })
      .go({ limit, attributes: ['accountId', 'renewsAt'] });
    return data.filter((w) => w.renewsAt <= now.toISOString()).map((w) => w.accountId);
  },
};
