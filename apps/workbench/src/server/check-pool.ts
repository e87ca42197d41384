/**
 * Checks and previews off the request thread: a small pool of worker threads (check-worker.ts)
 * runs checkSection, one job per worker at a time, the rest queued (a worker takes jobs once it
 * says it has loaded its modules, so a start never counts against a job). A job over the time limit is
 * ended by terminating its worker (a pathological text can keep a Markdown parser busy for
 * seconds) and a fresh worker takes its place; the caller gets CheckTimeoutError, answered with a
 * localized refusal. Meanwhile every other request (the overview, a save) is served at once.
 *
 * A normal check never waits behind pathological ones: a new job first gets a short slice
 * (`sliceMs`, 1 s; a normal section takes milliseconds) and the newest new job goes first. A job
 * that outlives its slice is stopped and queued again, behind every new job, for its full time
 * limit; such jobs run only while another worker is left for new ones (two workers by default).
 * Ten pathological checks sent at once kept a normal one waiting 64 s with one worker and one
 * queue; now it waits for at most one slice and a worker's restart (3-4 s here).
 * Slices and limits count the worker's CPU time, not the wall's (cpu-limit-timer.ts).
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { CheckResponse } from '../shared/api-types.ts';
import type { CheckJob } from './check-job.ts';
import { checkWorkerBundle } from './check-worker-bundle.ts';
import { cpuLimitTimer, type LimitTimer } from './cpu-limit-timer.ts';

export class CheckTimeoutError extends Error {
  readonly seconds: number;
  constructor(seconds: number) {
    super(`the check took longer than ${seconds} s`);
    this.seconds = seconds;
  }
}

export interface CheckPool {
  check(job: CheckJob): Promise<CheckResponse>;
  /** Starts the workers if they wait for a first job; resolves once every one has loaded its modules. */
  ready(): Promise<void>;
  close(): Promise<void>;
  /** Jobs waiting for a worker (new and demoted): what a test waits on before the next step. */
  queued(): number;
}

interface Pending {
  job: CheckJob & { ticket: number };
  /** It outlived its first slice: it now runs only with the full time limit, after new jobs. */
  demoted: boolean;
  resolve: (result: CheckResponse) => void;
  reject: (error: Error) => void;
}

export interface CheckPoolOptions {
  size?: number;
  /** Time limit of one job (default 5 s). */
  timeoutMs?: number;
  /** A new job's first slice (default 1 s): past it, the job waits behind new ones for its full limit. */
  sliceMs?: number;
  /**
   * Start the workers with the first job, not at once (default false: `pnpm translate` starts
   * them with the server, so a translator's first check does not wait for a worker to load). A
   * worker's start costs about 0.3 CPU-s (check-worker-bundle.ts); tests whose app never checks pay nothing.
   */
  startOnFirstJob?: boolean;
  /**
   * The clock of the slices and limits (default: the worker's CPU time, cpu-limit-timer.ts, so a
   * busy machine does not refuse a normal check). Tests pass one they advance by hand, so what they
   * prove (the order of answers, which job is refused) does not depend on how busy the machine is.
   */
  limitTimer?: LimitTimer;
}

const WORKER = new URL('./check-worker-entry.mjs', import.meta.url);

/** A worker's message: it has loaded its modules, or a job's answer (by its ticket). */
interface WorkerMessage {
  ready?: true;
  ticket: number;
  ok: boolean;
  result?: CheckResponse;
  error?: string;
}

interface PoolState {
  size: number;
  timeoutMs: number;
  sliceMs: number;
  limitTimer: LimitTimer;
  /** New jobs, the newest taken first (the text a translator just typed). */
  fresh: Pending[];
  /** Jobs that outlived their slice, oldest first. */
  demoted: Pending[];
  idle: Worker[];
  busy: Map<Worker, { pending: Pending; cancel: () => void }>;
  /** Every worker alive, starting ones included (closed with the pool). */
  all: Set<Worker>;
  /** Workers that have loaded their modules (a restarted one counts once it has loaded again). */
  loaded: Set<Worker>;
  whenLoaded: { resolve: () => void; reject: (error: Error) => void }[];
  closed: boolean;
}

function settleLoaded(pool: PoolState): void {
  if (pool.loaded.size < pool.size) return;
  for (const waiter of pool.whenLoaded.splice(0)) waiter.resolve();
}

/**
 * Starts a worker from the bundled module (check-worker-bundle.ts), or, if that could not be
 * built, from the TypeScript entry, which registers tsx in the thread first.
 */
function spawn(pool: PoolState): void {
  void checkWorkerBundle()
    .catch(() => WORKER)
    .then((source) => {
      if (!pool.closed) launch(pool, source);
    });
}

function launch(pool: PoolState, source: URL): Worker {
  const worker = new Worker(source);
  worker.unref();
  pool.all.add(worker);
  worker.on('message', (message: WorkerMessage) => onWorkerMessage(pool, worker, message));
  worker.on('error', (error) => onWorkerError(pool, worker, error));
  return worker;
}

function onWorkerMessage(pool: PoolState, worker: Worker, message: WorkerMessage): void {
  if (message.ready) {
    if (!pool.closed) pool.idle.push(worker);
    pool.loaded.add(worker);
    settleLoaded(pool);
    next(pool);
    return;
  }
  const running = pool.busy.get(worker);
  if (!running || running.pending.job.ticket !== message.ticket) return;
  running.cancel();
  pool.busy.delete(worker);
  if (message.ok) running.pending.resolve(message.result!);
  else running.pending.reject(new Error(message.error));
  pool.idle.push(worker);
  next(pool);
}

function onWorkerError(pool: PoolState, worker: Worker, error: unknown): void {
  pool.all.delete(worker);
  pool.loaded.delete(worker);
  const waiting = pool.idle.indexOf(worker);
  if (waiting >= 0) pool.idle.splice(waiting, 1);
  const running = pool.busy.get(worker);
  pool.busy.delete(worker);
  if (running) {
    running.cancel();
    running.pending.reject(error instanceof Error ? error : new Error(String(error)));
  }
  if (!pool.closed) spawn(pool);
  next(pool);
}

/** The next job for an idle worker: a new one, else a demoted one if a worker stays free for new ones. */
function take(pool: PoolState): Pending | undefined {
  const runningDemoted = [...pool.busy.values()].filter((running) => running.pending.demoted).length;
  if (pool.fresh.length > 0) return pool.fresh.pop();
  if (pool.demoted.length > 0 && (pool.size === 1 || runningDemoted < pool.size - 1))
    return pool.demoted.shift();
  return undefined;
}

function next(pool: PoolState): void {
  while (!pool.closed && pool.idle.length > 0) {
    const pending = take(pool);
    if (!pending) break;
    const worker = pool.idle.pop()!;
    const cancel = pool.limitTimer.start(
      pending.demoted ? pool.timeoutMs : pool.sliceMs,
      () => sliceOver(pool, worker, pending),
      worker,
    );
    pool.busy.set(worker, { pending, cancel });
    worker.postMessage(pending.job);
  }
}

/**
 * A job outlived its slice or its limit: its worker is ended (a fresh one takes its place); a new
 * job is demoted (queued again for its full limit), a demoted one refused with CheckTimeoutError.
 */
function sliceOver(pool: PoolState, worker: Worker, pending: Pending): void {
  pool.busy.delete(worker);
  pool.all.delete(worker);
  pool.loaded.delete(worker);
  void worker.terminate();
  if (!pending.demoted && pool.sliceMs < pool.timeoutMs) {
    pending.demoted = true;
    pool.demoted.push(pending);
  } else pending.reject(new CheckTimeoutError(pool.timeoutMs / 1000));
  if (!pool.closed) spawn(pool);
  next(pool);
}

async function closePool(pool: PoolState): Promise<void> {
  pool.closed = true;
  for (const waiter of pool.whenLoaded.splice(0)) waiter.reject(new Error('the check pool is closed'));
  for (const { pending, cancel } of pool.busy.values()) {
    cancel();
    pending.reject(new Error('the check pool is closed'));
  }
  for (const pending of [...pool.fresh.splice(0), ...pool.demoted.splice(0)]) {
    pending.reject(new Error('the check pool is closed'));
  }
  await Promise.all([...pool.all].map((worker) => worker.terminate()));
  pool.all.clear();
  pool.loaded.clear();
  pool.busy.clear();
  pool.idle.length = 0;
}

export function createCheckPool(options: CheckPoolOptions = {}): CheckPool {
  const timeoutMs = options.timeoutMs ?? 5000;
  const pool: PoolState = {
    // Two workers even on two cores: one is always left for new jobs while a demoted one runs.
    size: options.size ?? Math.max(2, Math.min(3, availableParallelism() - 1)),
    timeoutMs,
    sliceMs: Math.min(options.sliceMs ?? 1000, timeoutMs),
    limitTimer: options.limitTimer ?? cpuLimitTimer(),
    fresh: [],
    demoted: [],
    idle: [],
    busy: new Map(),
    all: new Set(),
    loaded: new Set(),
    whenLoaded: [],
    closed: false,
  };
  let ticket = 0;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (let index = 0; index < pool.size; index += 1) spawn(pool);
  };
  if (!options.startOnFirstJob) start();

  return {
    check(job) {
      if (pool.closed) return Promise.reject(new Error('the check pool is closed'));
      start();
      return new Promise((resolve, reject) => {
        ticket += 1;
        pool.fresh.push({ job: { ...job, ticket }, demoted: false, resolve, reject });
        next(pool);
      });
    },
    ready() {
      if (pool.closed) return Promise.reject(new Error('the check pool is closed'));
      start();
      return new Promise<void>((resolve, reject) => {
        pool.whenLoaded.push({ resolve, reject });
        settleLoaded(pool);
      });
    },
    queued: () => pool.fresh.length + pool.demoted.length,
    close: () => closePool(pool),
  };
}
