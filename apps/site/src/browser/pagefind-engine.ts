/**
 * Starts Pagefind's engine before its UI, trying again when a request fails: the UI never recovers
 * from one and shows "Searching for …" until reload. The engine module has one instance per page,
 * so the UI's import gets this started one; a failed start is undone with `destroy()`. Gecko and
 * WebKit keep a failed module import until reload (measured): there the attempts end in `false`.
 */

/** The part of Pagefind's engine module used here. */
export interface PagefindEngine {
  /** Starts the engine if it is not started (entry, WASM, the language's metadata) and answers its filters. */
  filters(): Promise<unknown>;
  /** Forgets the started engine: the next call starts it again. */
  destroy(): Promise<void>;
}

export interface EngineStart {
  /** How many times the engine is tried in all. */
  attempts: number;
  /** The wait before the second attempt, in ms; each later wait is this times the attempt number. */
  waitMs: number;
  /** Imports the engine module from its address. */
  importEngine: (url: string) => Promise<PagefindEngine>;
  /** Waits `ms`. */
  sleep: (ms: number) => Promise<void>;
}

export const ENGINE_START: EngineStart = {
  attempts: 3,
  waitMs: 1000,
  importEngine: (url) => import(/* @vite-ignore */ url) as Promise<PagefindEngine>,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** Whether Pagefind's engine at `bundlePath` started within the attempts. */
export async function startPagefindEngine(
  bundlePath: string,
  start: EngineStart = ENGINE_START,
): Promise<boolean> {
  for (let attempt = 1; attempt <= start.attempts; attempt++) {
    if (attempt > 1) await start.sleep(start.waitMs * (attempt - 1));
    let engine: PagefindEngine;
    try {
      engine = await start.importEngine(`${bundlePath}pagefind.js`);
    } catch {
      continue;
    }
    try {
      await engine.filters();
      return true;
    } catch {
      await engine.destroy().catch(() => undefined);
    }
  }
  return false;
}
