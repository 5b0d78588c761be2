import type { MiddlewareObj } from '@middy/core';
import type { Context } from 'aws-lambda';
import { Tracer } from '@aws-lambda-powertools/tracer';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';

/**
 * One X-Ray tracer per process. Tracing is on only inside Lambda with active tracing: the Tracer
 * turns itself off without AWS_EXECUTION_ENV (the local runtime, tests) or with
 * POWERTOOLS_TRACE_ENABLED=false, so nothing looks for an X-Ray daemon off AWS. In Lambda the
 * package comes from the Powertools layer, not the bundle (infra/constructs/function-bundling.ts).
 */
export const tracer = new Tracer({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'shipdeck' });

/**
 * Opens the `## handler` subsegment the annotations below land on. The handler's answer is never
 * recorded (it holds orders, addresses and people's names); an error is, as the log has it.
 */
export function traceHandler(): MiddlewareObj {
  return captureLambdaHandler(tracer, { captureResponse: false });
}

/**
 * Annotates the current handler's trace with what it acts on: the merchant account (an opaque id,
 * searchable in X-Ray) and the operation (a route key, a queue's message, a schedule). Never a
 * person's data. Keys take letters, digits and underscores only.
 */
export function annotateTrace(annotations: { accountId?: string; operation?: string }): void {
  if (annotations.accountId) tracer.putAnnotation('accountId', annotations.accountId);
  if (annotations.operation) tracer.putAnnotation('operation', annotations.operation);
}

/**
 * A non-HTTP handler (worker, schedule) traced under `operation`: the same `## handler` subsegment
 * and annotations as traceHandler, without middy (these handlers need none of it, and every kB counts
 * in a worker's bundle). The answer is never recorded; an error is, and is thrown on.
 */
export function traced<E, R>(
  operation: string,
  handler: (event: E, context: Context) => Promise<R>,
): (event: E, context: Context) => Promise<R> {
  return async (event, context) => {
    const parent = tracer.isTracingEnabled() ? tracer.getSegment() : undefined;
    if (!parent) return handler(event, context);
    const subsegment = parent.addNewSubsegment(`## ${process.env._HANDLER ?? 'handler'}`);
    tracer.setSegment(subsegment);
    try {
      tracer.annotateColdStart();
      tracer.addServiceNameAnnotation();
      annotateTrace({ operation });
      return await handler(event, context);
    } catch (err) {
      tracer.addErrorAsMetadata(err as Error);
      throw err;
    } finally {
      subsegment.close();
      tracer.setSegment(parent);
    }
  };
}
