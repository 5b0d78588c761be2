import { SHARE_ENV, Worker } from 'node:worker_threads';
import { timeoutSecondsOf } from '../app-manifest';
import { timeoutError, type InvokeFunction, type LambdaFunction } from './lambda-runtime';
import type { HostReply, HostRequest, SerializedError } from './functions-host.worker';

/**
 * Where `npm start` runs the handlers: one worker thread with its own module graph, so that
 *  - a change to functions/ or shared/ takes effect by starting a fresh thread (reload), with the
 *    emulators, queues and timers left running;
 *  - a timed-out handler is stopped, not just abandoned: its thread is terminated, as Lambda ends
 *    a timed-out execution environment. Invocations running beside it in the same thread end
 *    with it (a Lambda would have run them in other environments); see docs/decisions.md.
 * The environment is shared with this process (the emulators' endpoints are set before use).
 */
export interface FunctionsHost {
  invoke: InvokeFunction;
  /**
   * Later invocations run in a fresh thread, which imports the handlers the old one had loaded;
   * the old thread ends once its running invocations are done. Resolves when the new thread has
   * loaded them (undefined if it was replaced or stopped first).
   */
  reload(): Promise<{ handlers: number; ms: number } | undefined>;
  stop(): Promise<void>;
}

interface Pending {
  fn: LambdaFunction;
  resolve: (result: unknown) => void;
  reject: (err: Error) => void;
  timer: NodeJS.Timeout;
}

interface HostThread {
  worker: Worker;
  pending: Map<number, Pending>;
  /** Entries whose handler this thread has run: what a replacement warms up. */
  loaded: Set<string>;
  retired: boolean;
  warmed?: (loaded: number) => void;
}

const WORKER_URL = new URL('./functions-host.worker.mjs', import.meta.url);

export function startFunctionsHost(opts: { log?: (line: string) => void } = {}): FunctionsHost {
  const log = opts.log ?? (() => undefined);
  let current: HostThread | undefined;
  const threads = new Set<HostThread>();
  let nextId = 1;
  let stopped = false;

  /** A new thread, told to import `warm` ahead of their first call. */
  function spawn(warm: string[] = []): HostThread {
    const thread: HostThread = {
      worker: new Worker(WORKER_URL, { env: SHARE_ENV }),
      pending: new Map(),
      loaded: new Set(warm),
      retired: false,
    };
    threads.add(thread);
    thread.worker.on('message', (msg: HostReply) => {
      if (msg.type === 'warmed') return thread.warmed?.(msg.loaded);
      const call = thread.pending.get(msg.id);
      if (!call) return;
      thread.pending.delete(msg.id);
      clearTimeout(call.timer);
      if (msg.type === 'result') {
        thread.loaded.add(call.fn.entry);
        call.resolve(msg.result);
      } else {
        call.reject(toError(msg.error));
      }
      if (thread.retired && thread.pending.size === 0) void end(thread);
    });
    // An uncaught error in a handler's stray promise ends the thread, as it would crash a Lambda runtime.
    thread.worker.on('error', (err) => {
      log(`[functions] host thread crashed: ${err.stack ?? err.message}`);
      void end(thread, err);
    });
    thread.worker.on('exit', () => void end(thread, new Error('The functions host thread exited')));
    if (warm.length) thread.worker.postMessage({ type: 'warm', entries: warm } satisfies HostRequest);
    return thread;
  }

  /** Terminates a thread; its unfinished invocations fail with `reason`. */
  async function end(
    thread: HostThread,
    reason: Error = new Error('The functions host thread was stopped'),
  ): Promise<void> {
    if (!threads.delete(thread)) return;
    if (current === thread) current = undefined;
    for (const call of thread.pending.values()) {
      clearTimeout(call.timer);
      call.reject(reason);
    }
    thread.pending.clear();
    thread.warmed?.(-1);
    await thread.worker.terminate();
  }

  function retire(thread: HostThread): void {
    thread.retired = true;
    if (current === thread) current = undefined;
    if (thread.pending.size === 0) void end(thread);
  }

  const invoke: InvokeFunction = (fn, event, requestId) => {
    if (stopped) return Promise.reject(new Error('The functions host is stopped'));
    const thread = (current ??= spawn());
    const id = nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => {
          thread.pending.delete(id);
          const others = [...thread.pending.values()].map((p) => p.fn.name);
          reject(timeoutError(fn));
          log(
            `[functions] ${fn.name} timed out after ${timeoutSecondsOf(fn)} s: its host thread is ended${others.length ? `, and with it ${others.join(', ')}` : ''}`,
          );
          const warm = [...thread.loaded];
          void end(thread, new Error(`Ended with the functions host thread when ${fn.name} timed out`));
          // The next call finds its handlers loaded, as after a reload.
          if (!stopped && !current) current = spawn(warm);
        },
        timeoutSecondsOf(fn) * 1000,
      );
      thread.pending.set(id, { fn, resolve, reject, timer });
      try {
        thread.worker.postMessage({
          type: 'invoke',
          id,
          fn: { name: fn.name, entry: fn.entry, memoryMb: fn.memoryMb, timeoutSeconds: fn.timeoutSeconds },
          event,
          requestId,
        } satisfies HostRequest);
      } catch (err) {
        // An event the structured clone cannot copy never reaches the handler.
        thread.pending.delete(id);
        clearTimeout(timer);
        reject(err as Error);
      }
    });
  };

  return {
    invoke,
    reload: () => {
      if (stopped) return Promise.resolve(undefined);
      const entries = new Set<string>();
      for (const t of threads) for (const entry of t.loaded) entries.add(entry);
      if (current) retire(current);
      const started = Date.now();
      const thread = (current = spawn([...entries]));
      if (!entries.size) return Promise.resolve({ handlers: 0, ms: 0 });
      return new Promise((resolve) => {
        thread.warmed = (loaded) => resolve(loaded < 0 ? undefined : { handlers: loaded, ms: Date.now() - started });
      });
    },
    stop: async () => {
      stopped = true;
      await Promise.all([...threads].map((t) => end(t)));
    },
  };
}

function toError(e: SerializedError): Error {
  const err = new Error(e.message);
  err.name = e.name;
  if (e.stack) err.stack = e.stack;
  return err;
}
