/**
 * The page's side of the checks' worker: one worker, started on the first request, answered by
 * promise; a request unanswered in time is named (the worker stops; the next request starts anew).
 * Every build target runs module workers, so checks never run on the page: where one cannot start,
 * the answer is `ui.review.checksFailed`. No `import()` of the worker's module from the page: its
 * parts would be split out of the islands they share code with.
 */
import type {
  SectionWorkerProblem,
  SectionWorkerRequest,
  SectionWorkerResponse,
} from './section-worker-protocol.ts';

/** How long one request may take before the page gives up on it. */
export const WORKER_TIME_LIMIT_MS = 30_000;

/** A request refused or failed: `code` is a message key (`ui.review.checksTimedOut`, a content code) or null. */
export class SectionWorkerError extends Error {
  readonly code: string | null;
  readonly params: Record<string, unknown>;
  constructor(problem: SectionWorkerProblem) {
    super(problem.message);
    this.code = problem.code;
    this.params = problem.params;
  }
}

type Ask = SectionWorkerRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;
type Answer<K> = Extract<SectionWorkerResponse, { ok: true; kind: K }>;

interface Pending {
  resolve: (response: SectionWorkerResponse) => void;
  timer: ReturnType<typeof setTimeout>;
}

let worker: Worker | null = null;
let next = 1;
const pending = new Map<number, Pending>();

function startWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    const started = new Worker(new URL('./section-check.worker.ts', import.meta.url), {
      type: 'module',
      name: 'review-checks',
    });
    started.onmessage = (event: MessageEvent<SectionWorkerResponse>) => {
      const waiting = pending.get(event.data.id);
      if (!waiting) return;
      pending.delete(event.data.id);
      clearTimeout(waiting.timer);
      waiting.resolve(event.data);
    };
    started.onerror = (event) => {
      event.preventDefault();
      stopWorker({ code: 'ui.review.checksFailed', params: {}, message: event.message });
    };
    return started;
  } catch {
    return null;
  }
}

/** Stops the worker and answers every waiting request with the problem. */
function stopWorker(problem: SectionWorkerProblem): void {
  worker?.terminate();
  worker = null;
  for (const [id, waiting] of pending) {
    clearTimeout(waiting.timer);
    waiting.resolve({ id, ok: false, problem });
  }
  pending.clear();
}

function send(ask: SectionWorkerRequest): Promise<SectionWorkerResponse> {
  worker ??= startWorker();
  const running = worker;
  if (!running) {
    return Promise.resolve({
      id: ask.id,
      ok: false,
      problem: { code: 'ui.review.checksFailed', params: {}, message: 'no worker' },
    });
  }
  return new Promise((resolve) => {
    const timer = setTimeout(
      () => stopWorker({ code: 'ui.review.checksTimedOut', params: {}, message: 'time limit' }),
      WORKER_TIME_LIMIT_MS,
    );
    pending.set(ask.id, { resolve, timer });
    running.postMessage(ask);
  });
}

/** Asks the worker; resolves with its answer, rejects with a SectionWorkerError. */
export async function askWorker<K extends SectionWorkerRequest['kind']>(
  ask: Extract<Ask, { kind: K }>,
): Promise<Answer<K>> {
  const response = await send({ ...ask, id: next++ } as SectionWorkerRequest);
  if (!response.ok) throw new SectionWorkerError(response.problem);
  return response as Answer<K>;
}
