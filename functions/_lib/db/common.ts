/** Key conventions shared by every entity: partitions start with the merchant account id. */
export const SERVICE_NAME = 'shipdeck';
export const accountPartition = 'ACC#${accountId}';

/** The `accountPartition` template filled in: the partition (or its prefix) of every item of one account. */
export function accountPartitionKey(accountId: string): string {
  return accountPartition.replace('${accountId}', accountId);
}

const nowIso = () => new Date().toISOString();

export const timestamps = {
  createdAt: { type: 'string', readOnly: true, required: true, default: nowIso, set: (v?: string) => v ?? nowIso() },
  updatedAt: { type: 'string', required: true, watch: '*', default: nowIso, set: () => nowIso() },
} as const;
