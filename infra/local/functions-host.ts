import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
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
 *
 * `kind: 'process'` runs the same host as a forked child process instead, which `kill()` ends with
 * SIGKILL while the emulators, queue pollers and gateway (this process) live on: what AWS
 * guarantees when a Lambda dies mid-work, and what the crash tests need. A child gets a copy of the
 * environment when it starts (each restart takes the current one).
 */
export interface FunctionsHost {
  invoke: InvokeFunction;
  /**
   * Later invocations run in a fresh host, which imports the handlers the old one had loaded;
   * the old host ends once its running invocations are done. Resolves when the new host has
   * loaded them (undefined if it was replaced or stopped first).
   */
  reload(): Promise<{ handlers: number; ms: number } | undefined>;
  /**
   * Ends the running host at once (SIGKILL for a process): its invocations in flight fail as a
   * crashed Lambda's do, and the next invocation starts a fresh host. Returns the pid killed
   * (undefined for a thread, or when no host was running).
   */
  kill(): Promise<number | undefined>;
  stop(): Promise<void>;
}

export type FunctionsHostKind = 'thread' | 'process';

interface Pending {
  fn: LambdaFunction;
  resolve: (result: unknown) => void;
  reject: (err: Error) => void;
  timer: NodeJS.Timeout;
}

/** A worker thread or a child process, behind the same few calls. */
interface HostRuntime {
  pid?: number;
  post(msg: HostRequest): void;
  onMessage(listener: (msg: HostReply) => void): void;
  onError(listener: (err: Error) => void): void;
  onExit(listener: (reason: string) => void): void;
  /** Ends it at once (terminate / SIGKILL) and resolves once it is gone. */
  end(): Promise<void>;
}

interface HostThread {
  runtime: HostRuntime;
  pending: Map<number, Pending>;
  /** Entries whose handler this host has run: what a replacement warms up. */
  loaded: Set<string>;
  retired: boolean;
  warmed?: (loaded: number) => void;
}

const WORKER_URL = new URL('./functions-host.worker.mjs', import.meta.url);

function startRuntime(kind: FunctionsHostKind): HostRuntime {
  if (kind === 'thread') {
    const worker = new Worker(WORKER_URL, { env: SHARE_ENV });
    return {
      post: (msg) => worker.postMessage(msg),
      onMessage: (listener) => void worker.on('message', listener),
      onError: (listener) => void worker.on('error', listener),
      onExit: (listener) => void worker.on('exit', () => listener('The functions host thread exited')),
      end: async () => void (await worker.terminate()),
    };
  }
  // The structured clone (`advanced`) carries what a thread's messages carry; stdio is this process's.
  const child = fork(fileURLToPath(WORKER_URL), [], { serialization: 'advanced', stdio: 'inherit' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    pid: child.pid,
    post: (msg) => {
      // A closed channel (the child just died) is reported by its exit, as a dead thread is.
      if (child.connected) child.send(msg);
    },
    onMessage: (listener) => void child.on('message', (msg) => listener(msg as HostReply)),
    onError: (listener) => void child.on('error', listener),
    onExit: (listener) =>
      void child.on('exit', (code, signal) =>
        listener(`The functions host process ${child.pid} exited (${signal ?? `code ${code}`})`),
      ),
    end: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

export function startFunctionsHost(
  opts: { log?: (line: string) => void; kind?: FunctionsHostKind } = {},
): FunctionsHost {
  const log = opts.log ?? (() => undefined);
  const kind = opts.kind ?? 'thread';
  let current: HostThread | undefined;
  const threads = new Set<HostThread>();
  let nextId = 1;
  let stopped = false;

  /** A new thread, told to import `warm` ahead of their first call. */
  function spawn(warm: string[] = []): HostThread {
    const thread: HostThread = {
      runtime: startRuntime(kind),
      pending: new Map(),
      loaded: new Set(warm),
      retired: false,
    };
    threads.add(thread);
    thread.runtime.onMessage((msg) => {
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
    thread.runtime.onError((err) => {
      log(`[functions] host ${kind} crashed: ${err.stack ?? err.message}`);
      void end(thread, err);
    });
    thread.runtime.onExit((reason) => void end(thread, new Error(reason)));
    if (warm.length) thread.runtime.post({ type: 'warm', entries: warm });
    return thread;
  }

  /** Terminates a host; its unfinished invocations fail with `reason`. */
  async function end(thread: HostThread, reason: Error = new Error('The functions host was stopped')): Promise<void> {
    if (!threads.delete(thread)) return;
    if (current === thread) current = undefined;
    for (const call of thread.pending.values()) {
      clearTimeout(call.timer);
      call.reject(reason);
    }
    thread.pending.clear();
    thread.warmed?.(-1);
    await thread.runtime.end();
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
        thread.runtime.post({
          type: 'invoke',
          id,
          fn: { name: fn.name, entry: fn.entry, memoryMb: fn.memoryMb, timeoutSeconds: fn.timeoutSeconds },
          event,
          requestId,
        });
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
    kill: async () => {
      const thread = current;
      if (!thread) return undefined;
      log(`[functions] host ${kind}${thread.runtime.pid ? ` ${thread.runtime.pid}` : ''} killed`);
      await end(thread, new Error(`The functions host ${kind} was killed`));
      return thread.runtime.pid;
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
