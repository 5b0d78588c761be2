import type { SandboxCarrierLedger, SandboxEmission, SandboxShipmentRecord } from '#domain/carriers/ports';

/** The sandbox carriers' memory in the process: for tests and a single local process. */
export function makeMemorySandboxLedger(): SandboxCarrierLedger {
  const byKey = new Map<string, SandboxShipmentRecord>();
  const keyByTracking = new Map<string, string>();
  const emittedByKey = new Map<string, SandboxEmission>();
  const copy = (r: SandboxShipmentRecord | undefined) => (r ? structuredClone(r) : undefined);
  return {
    async getByKey(key) {
      return copy(byKey.get(key));
    },
    async getByTrackingCode(code) {
      const key = keyByTracking.get(code);
      return key === undefined ? undefined : copy(byKey.get(key));
    },
    async create(record) {
      const existing = byKey.get(record.idempotencyKey);
      if (existing) return copy(existing)!;
      byKey.set(record.idempotencyKey, structuredClone(record));
      keyByTracking.set(record.trackingCode, record.idempotencyKey);
      return copy(record)!;
    },
    async put(record) {
      byKey.set(record.idempotencyKey, structuredClone(record));
      keyByTracking.set(record.trackingCode, record.idempotencyKey);
    },
    async listTracking(limit) {
      return [...byKey.values()]
        .filter((r) => emittedByKey.get(r.idempotencyKey)?.done !== true)
        .sort((a, b) =>
          `${a.label.purchasedAt}#${a.idempotencyKey}` < `${b.label.purchasedAt}#${b.idempotencyKey}` ? -1 : 1,
        )
        .slice(0, limit)
        .map((r) => {
          const emitted = emittedByKey.get(r.idempotencyKey);
          return { record: structuredClone(r), ...(emitted ? { emitted: { ...emitted } } : {}) };
        });
    },
    async recordEmission(record, emission) {
      if (!byKey.has(record.idempotencyKey)) throw new Error(`No sandbox label ${record.idempotencyKey}`);
      emittedByKey.set(record.idempotencyKey, { ...emission });
    },
  };
}
