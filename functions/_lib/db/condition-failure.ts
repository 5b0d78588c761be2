/** A write refused by its condition: ElectroDB wraps DynamoDB's ConditionalCheckFailedException. */
export function isConditionFailure(error: unknown): boolean {
  const e = error as { cause?: { name?: string }; name?: string; message?: string } | undefined;
  return (
    e?.cause?.name === 'ConditionalCheckFailedException' ||
    e?.name === 'ConditionalCheckFailedException' ||
    /conditional request failed/i.test(e?.message ?? '')
  );
}

/** Whether a conditional write went through: false when its condition refused it, as a write may be told to. */
export async function conditionHeld(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (err) {
    if (isConditionFailure(err)) return false;
    throw err;
  }
}

/**
 * A write guarded by an item version (0: the item must not exist yet): the write's answer, or
 * undefined when the stored version moved on in between.
 */
export async function writeVersioned<T>(
  expectedVersion: number,
  create: () => Promise<T>,
  replace: () => Promise<T>,
): Promise<T | undefined> {
  try {
    return expectedVersion === 0 ? await create() : await replace();
  } catch (err) {
    if (isConditionFailure(err)) return undefined;
    throw err;
  }
}
