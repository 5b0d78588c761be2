import { describe, expect, it, vi } from 'vitest';
import { ApiError, SessionEndedError } from '#web/api/api-error';
import { AUTOMATION_RUN_ORDERS_MAX } from '#domain/automations/automation.constants';
import { hasBeforeRatingRules, runBeforeRatingRules } from '#web/pages/orders/shipping/bulk-shipping';

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

describe('bulk "Get rates": skips the before-rating run without an active before_rating rule', () => {
  const summary = (beforeRating: number) => async () => ({
    activeByTrigger: { import: 3, before_rating: beforeRating },
  });

  it('runs the rules only when the summary counts an active before_rating rule', async () => {
    await expect(hasBeforeRatingRules(summary(0))).resolves.toBe(false);
    await expect(hasBeforeRatingRules(summary(2))).resolves.toBe(true);
  });

  it('a summary that fails counts as yes (the run route decides); an ended session still ends', async () => {
    const failing = vi.fn().mockRejectedValue(new ApiError(500, 'internal', 'Boom'));
    await expect(hasBeforeRatingRules(failing)).resolves.toBe(true);
    const ended = vi.fn().mockRejectedValue(new SessionEndedError(401, 'TokenExpiredError'));
    await expect(hasBeforeRatingRules(ended)).rejects.toBeInstanceOf(SessionEndedError);
  });
});
