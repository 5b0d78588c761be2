import { parentPort } from 'node:worker_threads';
import { loadHandler, makeLambdaContext, type LambdaFunction } from './lambda-runtime';

/**
 * Inside the functions host: runs the invocations the parent sends, each handler imported once
 * like a warm Lambda. The parent enforces timeouts by ending this whole host. The same code runs
 * as a worker thread (the default) or as a child process the parent can kill -9 on its own
 * (crash tests): the messages are the same, only the channel differs.
 */

export type HostRequest =
  | { type: 'invoke'; id: number; fn: LambdaFunction; event: unknown; requestId?: string }
  /** Imports these entries ahead of their first call (the ones the previous host had loaded). */
  | { type: 'warm'; entries: string[] };

export interface SerializedError {
  name: string;
  message: string;
  stack?: string;
}

export type HostReply =
  | { type: 'result'; id: number; result: unknown }
  | { type: 'error'; id: number; error: SerializedError }
  | { type: 'warmed'; loaded: number };

interface HostChannel {
  postMessage(msg: HostReply): void;
  on(event: 'message', listener: (msg: HostRequest) => void): void;
}

const port: HostChannel = hostChannel();

port.on('message', (msg: HostRequest) => {
  if (msg.type === 'warm') void warm(msg.entries);
  else void invoke(msg);
});

async function invoke({ id, fn, event, requestId }: Extract<HostRequest, { type: 'invoke' }>): Promise<void> {
  try {
    const handler = await loadHandler(fn.entry);
    reply({ type: 'result', id, result: await handler(event, makeLambdaContext(fn, requestId)) });
  } catch (err) {
    reply({ type: 'error', id, error: serializeError(err) });
  }
}

async function warm(entries: string[]): Promise<void> {
  let loaded = 0;
  for (const entry of entries) {
    // A broken file reports itself on its next call, with its own stack.
    if (
      await loadHandler(entry).then(
        () => true,
        () => false,
      )
    )
      loaded++;
  }
  reply({ type: 'warmed', loaded });
}

function hostChannel(): HostChannel {
  if (parentPort) return parentPort as HostChannel;
  const send = process.send?.bind(process);
  if (!send) throw new Error('functions-host.worker runs only as the functions host (a thread or a forked process)');
  // Forked with `serialization: 'advanced'`: the structured clone, as between threads.
  process.on('disconnect', () => process.exit(0)); // a host whose parent is gone has no one to answer
  return {
    postMessage: (msg) => void send(msg),
    on: (event, listener) => void process.on(event, listener as (msg: unknown) => void),
  };
}

function reply(msg: HostReply): void {
  try {
    port.postMessage(msg);
  } catch (err) {
    // A result the structured clone cannot copy (a function, a socket) fails the invocation.
    if (msg.type === 'result')
      port.postMessage({ type: 'error', id: msg.id, error: serializeError(err) } satisfies HostReply);
    else throw err;
  }
}

function serializeError(err: unknown): SerializedError {
  return err instanceof Error
    ? { name: err.name, message: err.message, stack: err.stack }
    : { name: 'Error', message: String(err) };
}
