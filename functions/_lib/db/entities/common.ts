/** Key conventions shared by every entity: partitions start with the merchant account id. */
export const SERVICE_NAME = 'shipdeck';
export const accountPartition = 'ACC#${accountId}';

const nowIso = () => new Date().toISOString();

export const timestamps = {
  createdAt: { type: 'string', readOnly: true, required: true, default: nowIso, set: (v?: string) => v ?? nowIso() },
  updatedAt: { type: 'string', required: true, watch: '*', default: nowIso, set: () => nowIso() },
} as const;
