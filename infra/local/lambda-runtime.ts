import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
import { memoryMbOf, timeoutSecondsOf, type FunctionDefinition } from '../app-manifest';
import { LOCAL_ACCOUNT_ID, LOCAL_REGION } from './local-config';

export const REPO_ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

// The handler signature every manifest entry exports; events differ per trigger.
export type LambdaHandler = (event: unknown, context: Context) => Promise<unknown> | unknown;

/** What the runtime needs of a manifest function to run it. */
export type LambdaFunction = Pick<FunctionDefinition, 'name' | 'entry' | 'memoryMb' | 'timeoutSeconds'>;

/** Runs one invocation to its result; rejects as Lambda fails (a thrown error, LambdaTimeoutError). */
export type InvokeFunction = (fn: LambdaFunction, event: unknown, requestId?: string) => Promise<unknown>;

export class HandlerNotFoundError extends Error {
  override readonly name = 'HandlerNotFoundError';
}

export class LambdaTimeoutError extends Error {
  override readonly name = 'LambdaTimeoutError';
}

const cache = new Map<string, Promise<LambdaHandler>>();

/**
 * Imports a manifest entry once (like a warm Lambda) and returns its `handler` export; a failed
 * import stays failed until the module graph is loaded afresh (the functions host restarts).
 * Environment variables must be set before the first call: handlers parse config at load.
 */
export function loadHandler(entry: string): Promise<LambdaHandler> {
  let loaded = cache.get(entry);
  if (!loaded) {
    loaded = importHandler(entry);
    cache.set(entry, loaded);
  }
  return loaded;
}

async function importHandler(entry: string): Promise<LambdaHandler> {
  const file = resolve(REPO_ROOT, entry);
  if (!existsSync(file)) throw new HandlerNotFoundError(`Handler file ${entry} does not exist`);
  const mod = (await import(pathToFileURL(file).href)) as { handler?: unknown };
  if (typeof mod.handler !== 'function') throw new HandlerNotFoundError(`${entry} does not export a handler function`);
  return mod.handler as LambdaHandler;
}

export function lambdaFunctionName(fn: Pick<FunctionDefinition, 'name'>): string {
  return `shipdeck-${fn.name}`;
}

/** A Lambda Context with a real deadline, so getRemainingTimeInMillis means something. */
export function makeLambdaContext(
  fn: Pick<FunctionDefinition, 'name' | 'memoryMb' | 'timeoutSeconds'>,
  requestId: string = randomUUID(),
): Context {
  const functionName = lambdaFunctionName(fn);
  const deadline = Date.now() + timeoutSecondsOf(fn) * 1000;
  const today = new Date().toISOString().slice(0, 10).replace(/-/g, '/');
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:${LOCAL_REGION}:${LOCAL_ACCOUNT_ID}:function:${functionName}`,
    memoryLimitInMB: String(memoryMbOf(fn)),
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: `${today}/[$LATEST]${requestId.replace(/-/g, '')}`,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

export function timeoutError(fn: Pick<FunctionDefinition, 'timeoutSeconds'>): LambdaTimeoutError {
  return new LambdaTimeoutError(`Task timed out after ${timeoutSecondsOf(fn)} seconds`);
}

/**
 * Runs a handler in this process with the function's timeout. A handler that times out here is
 * only abandoned, not stopped: it runs on and may still write after its caller saw the failure.
 * That is why `npm start` runs handlers in the functions host (functions-host.ts), which ends
 * them; this path serves tests that hand in their own handler.
 */
export async function invokeHandler(
  fn: LambdaFunction,
  event: unknown,
  opts: { handler?: LambdaHandler; requestId?: string } = {},
): Promise<unknown> {
  const handler = opts.handler ?? (await loadHandler(fn.entry));
  const context = makeLambdaContext(fn, opts.requestId);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(timeoutError(fn)), timeoutSecondsOf(fn) * 1000);
    timer.unref();
  });
  try {
    return await Promise.race([Promise.resolve().then(() => handler(event, context)), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
