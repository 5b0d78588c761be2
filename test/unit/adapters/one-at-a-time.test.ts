import { describe, expect, it } from 'vitest';
import { oneAtATime } from '#lib/concurrently';

const tick = () => new Promise((r) => setTimeout(r, 5));

describe('oneAtATime: writers of one wallet in one process take turns', () => {
  it('runs work of the same key one after another, other keys alongside', async () => {
    let running = 0;
    let most = 0;
    const work = (key: string) =>
      oneAtATime(key, async () => {
        running++;
        most = Math.max(most, running);
        await tick();
        running--;
      });
    await Promise.all([work('a'), work('a'), work('a')]);
    expect(most).toBe(1);
    running = 0;
    most = 0;
    await Promise.all([work('a'), work('b')]);
    expect(most).toBe(2);
  });

  it('a failure reaches its caller and does not stop the next turn', async () => {
    const failed = oneAtATime('c', async () => {
      throw new Error('lost');
    });
    const next = oneAtATime('c', async () => 'ran');
    await expect(failed).rejects.toThrow('lost');
    await expect(next).resolves.toBe('ran');
  });
});
