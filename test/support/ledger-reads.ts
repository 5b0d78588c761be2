import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoDocumentClient } from '#lib/clients';

/** The wallet, its ledger and a shipment's labels as the table holds them (tests and benchmarks). */

/** Every item of one account whose sort key starts with `prefix` (all pages, strongly consistent). */
export async function accountItems(accountId: string, prefix: string): Promise<Record<string, any>[]> {
  const items: Record<string, any>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamoDocumentClient().send(
      new QueryCommand({
        TableName: process.env.TABLE_NAME,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': `ACC#${accountId}`, ':prefix': prefix },
        ConsistentRead: true,
        ExclusiveStartKey,
      }),
    );
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

export interface LedgerCheck {
  balanceCents: number;
  ledgerSumCents: number;
  heldCents: number;
  holdsSumCents: number;
  entries: Record<string, any>[];
}

/** The wallet against its ledger and holds, read from the table. */
export async function ledgerCheck(accountId: string): Promise<LedgerCheck> {
  const [wallet] = await accountItems(accountId, 'WALLET');
  const walletItem = wallet?.sk === 'WALLET' ? wallet : undefined;
  const entries = await accountItems(accountId, 'LEDGER#');
  const holds = await accountItems(accountId, 'WALLETHOLD#');
  return {
    balanceCents: walletItem?.balanceCents ?? 0,
    ledgerSumCents: entries.reduce((s, e) => s + e.amountCents, 0),
    heldCents: walletItem?.heldCents ?? 0,
    holdsSumCents: holds.reduce((s, h) => s + h.amountCents, 0),
    entries,
  };
}

/** Labels and purchase debits of one shipment, from the table. */
export async function shipmentCharges(accountId: string, shipmentId: string) {
  const labels = await accountItems(accountId, `LABEL#${shipmentId}#`);
  const debits = (await accountItems(accountId, `LEDGER#purchase#${shipmentId}#`)).filter((e) => e.kind === 'purchase');
  return { labels: labels.length, debits: debits.length, debitCents: debits.reduce((s, d) => s + d.amountCents, 0) };
}
