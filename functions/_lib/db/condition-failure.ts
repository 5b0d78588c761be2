/** A write refused by its condition (ElectroDB wraps DynamoDB's ConditionalCheckFailedException). */
export const isConditionFailure = (err: unknown): boolean =>
  err instanceof Error &&
  /conditional/i.test(`${err.name} ${err.message} ${String((err as { cause?: unknown }).cause ?? '')}`);
