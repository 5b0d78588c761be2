import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Context, SQSRecord } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { FUNCTIONS } from '#infra/app-manifest';
import { REPO_ROOT } from '#infra/local/lambda-runtime';
import { sqsWorker } from '#lib/sqs-worker';
import { traced, tracer } from '#lib/tracer';

const context = { functionName: 'test', awsRequestId: 'test' } as Context;

/** A segment as the X-Ray SDK hands it out in Lambda, recording what the Tracer does to it. */
function fakeSegments() {
  const log: string[] = [];
  const subsegment = {
    name: '',
    close: () => void log.push('close'),
  };
  const parent = {
    addNewSubsegment: (name: string) => {
      log.push(`open ${name}`);
      subsegment.name = name;
      return subsegment;
    },
  };
  return { log, parent, subsegment };
}

/** Tracing as in Lambda: the process-wide Tracer on, its X-Ray calls recorded instead of sent. */
function tracingOn() {
  const { log, parent, subsegment } = fakeSegments();
  const annotations: Record<string, unknown> = {};
  const errors: unknown[] = [];
  let current: unknown = parent;
  vi.spyOn(tracer, 'isTracingEnabled').mockReturnValue(true);
  vi.spyOn(tracer, 'getSegment').mockImplementation(() => current as never);
  vi.spyOn(tracer, 'setSegment').mockImplementation((s) => void (current = s));
  vi.spyOn(tracer, 'putAnnotation').mockImplementation((k, v) => void (annotations[k] = v));
  vi.spyOn(tracer, 'annotateColdStart').mockImplementation(() => {});
  vi.spyOn(tracer, 'addServiceNameAnnotation').mockImplementation(() => {});
  vi.spyOn(tracer, 'addErrorAsMetadata').mockImplementation((e) => void errors.push(e));
  const response = vi.spyOn(tracer, 'addResponseAsMetadata');
  const metadata = vi.spyOn(tracer, 'putMetadata');
  return { log, parent, subsegment, annotations, errors, current: () => current, response, metadata };
}

afterEach(() => vi.restoreAllMocks());

describe('traced: a worker or schedule in its own handler subsegment', () => {
  it('off (as here, outside Lambda): the handler runs as it is, its answer and errors untouched', async () => {
    expect(tracer.isTracingEnabled()).toBe(false);
    expect(await traced('op', async (e: number) => e + 1)(1, context)).toBe(2);
    await expect(traced('op', async () => Promise.reject(new Error('boom')))(1, context)).rejects.toThrow('boom');
  });

  it('on: opens one subsegment, annotates the operation, closes it and gives the segment back; no answer recorded', async () => {
    const t = tracingOn();
    expect(await traced('requeue-purchases', async () => ({ orders: ['a shopper'] }))({}, context)).toEqual({
      orders: ['a shopper'],
    });
    expect(t.log).toEqual([expect.stringMatching(/^open ## /), 'close']);
    expect(t.annotations).toEqual({ operation: 'requeue-purchases' });
    expect(t.current()).toBe(t.parent);
    expect(t.response).not.toHaveBeenCalled();
    expect(t.metadata).not.toHaveBeenCalled();
  });

  it('on: an error is recorded, the subsegment closed, and the error thrown on', async () => {
    const t = tracingOn();
    const boom = new Error('boom');
    await expect(traced('op', async () => Promise.reject(boom))({}, context)).rejects.toBe(boom);
    expect(t.errors).toEqual([boom]);
    expect(t.log).toEqual([expect.stringMatching(/^open ## /), 'close']);
    expect(t.current()).toBe(t.parent);
  });

  it("an SQS worker is traced under its message's name, with the account when the batch is one account's", async () => {
    const schema = z.object({ accountId: z.string() });
    const record = (id: string, accountId: string) =>
      ({ messageId: id, body: JSON.stringify({ accountId }), attributes: {} }) as SQSRecord;
    const worker = sqsWorker(schema, async () => {}, { onInvalid: 'drop', message: 'test message' });

    let t = tracingOn();
    await worker({ Records: [record('1', 'acc_1'), record('2', 'acc_1')] }, context);
    expect(t.annotations).toEqual({ operation: 'test message', accountId: 'acc_1' });
    vi.restoreAllMocks();

    t = tracingOn();
    await worker({ Records: [record('1', 'acc_1'), record('2', 'acc_2')] }, context);
    expect(t.annotations).toEqual({ operation: 'test message' });
  });
});

describe('every manifest function is traced', () => {
  // HTTP routes are built by the route builders (functions/_lib/http/http-route.ts), whose one middy
  // wrapper carries the Tracer's middleware; workers by sqsWorker; schedules by traced.
  const ROUTE_BUILDERS = /\b(accountRoute|apiKeyRoute|identityRoute|adminRoute|publicRoute|byMethod)\(/;
  const source = (entry: string) => readFileSync(join(REPO_ROOT, entry), 'utf8');

  it.each(FUNCTIONS.map((f) => [f.name, f] as const))('%s', (_name, definition) => {
    const text = source(definition.entry);
    if (definition.schedule) expect(text).toMatch(/\btraced\(/);
    else if (definition.queue) expect(text).toMatch(/\bsqsWorker\(/);
    else expect(text).toMatch(ROUTE_BUILDERS);
  });
});
