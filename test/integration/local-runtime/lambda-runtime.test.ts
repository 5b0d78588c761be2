import type { Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { HandlerNotFoundError, invokeHandler, LambdaTimeoutError, loadHandler } from '#infra/local/lambda-runtime';

/** How the local runtime runs a manifest function in process, like a warm Lambda (issue 2 §3). */
describe('in-process Lambda runtime', () => {
  it('issue 2 §3: a handler that outlives its timeout fails like a Lambda timeout', async () => {
    const never = () => new Promise(() => undefined);
    await expect(
      invokeHandler({ name: 'slow', entry: 'unused', timeoutSeconds: 0.05 }, {}, { handler: never }),
    ).rejects.toBeInstanceOf(LambdaTimeoutError);
  });

  it('issue 2 §3: the handler gets a Lambda context with its name, request id and a real deadline', async () => {
    let seen: Context | undefined;
    let remaining = 0;
    await invokeHandler(
      { name: 'list-warehouses', entry: 'unused', timeoutSeconds: 10, memoryMb: 256 },
      { a: 1 },
      {
        requestId: 'req-1',
        handler: (_e, ctx) => {
          seen = ctx;
          remaining = ctx.getRemainingTimeInMillis();
        },
      },
    );
    expect(seen).toMatchObject({
      functionName: 'shipdeck-list-warehouses',
      awsRequestId: 'req-1',
      memoryLimitInMB: '256',
      invokedFunctionArn: expect.stringMatching(/^arn:aws:lambda:us-east-1:\d{12}:function:shipdeck-list-warehouses$/),
    });
    expect(remaining).toBeGreaterThan(9000);
    expect(remaining).toBeLessThanOrEqual(10_000);
  });

  it('issue 2 §3: a manifest entry is imported once and its handler export used', async () => {
    const first = await loadHandler('functions/platform/handlers/health.handler.ts');
    expect(typeof first).toBe('function');
    expect(await loadHandler('functions/platform/handlers/health.handler.ts')).toBe(first);
  });

  it('issue 2 §3: a missing entry file is reported by name', async () => {
    await expect(loadHandler('functions/nowhere/handlers/missing.handler.ts')).rejects.toThrow(HandlerNotFoundError);
    await expect(loadHandler('functions/nowhere/handlers/missing.handler.ts')).rejects.toThrow(
      'functions/nowhere/handlers/missing.handler.ts',
    );
  });
});
