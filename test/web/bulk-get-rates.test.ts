import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '#web/api/api-error';
import { AUTOMATION_RUN_ORDERS_MAX } from '#domain/automations/automation.constants';
import { runBeforeRatingRules } from '#web/pages/orders/shipping/bulk-shipping';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `o${i}`);

describe('bulk "Get rates": the before-rating automation rules first', () => {
  it('runs the selection with trigger before_rating, in runs the route takes', async () => {
    const run = vi.fn().mockResolvedValue({});
    await runBeforeRatingRules(run, ids(AUTOMATION_RUN_ORDERS_MAX + 5));
    expect(run.mock.calls.map(([batch, trigger]) => [batch.length, trigger])).toEqual([
      [AUTOMATION_RUN_ORDERS_MAX, 'before_rating'],
      [5, 'before_rating'],
    ]);
    expect(run.mock.calls[1]?.[0][0]).toBe(`o${AUTOMATION_RUN_ORDERS_MAX}`);
  });

  it('a member who may not edit orders (403) rates them as they are; other errors stop the rating', async () => {
    const forbidden = vi.fn().mockRejectedValue(new ApiError(403, 'forbidden', 'Forbidden'));
    await expect(runBeforeRatingRules(forbidden, ids(3))).resolves.toBeUndefined();
    const failing = vi.fn().mockRejectedValue(new ApiError(500, 'internal', 'Boom'));
    await expect(runBeforeRatingRules(failing, ids(3))).rejects.toThrow('Boom');
  });
});
