import { labelMonthOf } from '#domain/labels/label-purchase.rules';
import { onTable } from '#lib/db/table';
import { LabelCounterEntity } from './db/label.entity';

/** The labels domain's face for billing: labels bought in the month of `now` (the plan's monthly limit). */
export async function labelsInMonthOf(accountId: string, now: Date): Promise<number> {
  const { data } = await onTable(LabelCounterEntity)
    .get({ accountId, month: labelMonthOf(now) })
    .go();
  return data?.count ?? 0;
}
