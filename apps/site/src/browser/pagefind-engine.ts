/**
 * Starts Pagefind's search engine (`<bundlePath>pagefind.js`, its entry file, WASM and index
 * metadata) before Pagefind's UI is built, and tries again when a request fails: the UI itself
 * never recovers from one. Its engine import or first search throwing leaves its loading flag set
 * for good, so the reader saw "Searching for …" until the page was reloaded after a single failed
 * request for any of those four files (reproduced in Chromium; the likely cause of a stalled Thai
 * search in WebKit).
 *
 * The engine is a module with one instance per page: once it is started here, the UI's own import
 * of the same address gets this instance, already started. A failed start is undone with
 * `destroy()`, so the next attempt fetches its files again. A failed import of the module itself
 * is fetched again by Chromium, while Gecko and WebKit keep the failure for that address until the
 * page is reloaded (measured): there the attempts end in `false`, and the caller says so.
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
