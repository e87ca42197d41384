/**
 * The workbench's app over a content folder, as the API tests drive it (no server, no browser):
 * one host, origin and token, and the headers a page of the session sends with every call.
 */
import { createApp } from '../src/server/app.ts';
import { type CheckPool, type CheckPoolOptions, createCheckPool } from '../src/server/check-pool.ts';
import { createContentStore } from '../src/server/content-store.ts';

const HOST = '127.0.0.1:4322';
export const API_ORIGIN = `http://${HOST}`;
const TOKEN = 'test-token-0123456789';

export type ApiApp = ReturnType<typeof createApp>;

/**
 * The check pool of a test's app: one worker, started with the first check (a worker's start
 * costs about 0.3 CPU-s; the API tests send one request at a time).
 */
export const TEST_CHECK_POOL: CheckPoolOptions = { size: 1, startOnFirstJob: true };

let shared: CheckPool | undefined;

/**
 * The one check pool (TEST_CHECK_POOL) of every app with the default limits in this test process:
 * a job carries all it needs (the text, the English, the rule IDs), so apps over different content
 * copies share it, and its worker starts once per process, not once per test file (the files
 * share their modules: vitest.config.ts). Never closed: its worker does not hold the process open.
 */
export function sharedTestCheckPool(): CheckPool {
  shared ??= createCheckPool(TEST_CHECK_POOL);
  return shared;
}

/**
 * The app over `root`, answering only the test's host, with stand-in page assets. `checkPool`
 * gives it a pool of its own with that size and limits (a test that runs checks to their limit sets
 * short ones); without it the app uses the shared test pool.
 */
export function apiApp(root: string, checkPool?: CheckPoolOptions): ApiApp {
  return createApp({
    store: createContentStore(root),
    token: TOKEN,
    allowedHosts: () => [HOST],
    assets: { html: '<!doctype html>', css: '', script: async () => '' },
    checkPool: checkPool ? createCheckPool(checkPool) : sharedTestCheckPool(),
  });
}

/** What the workbench's own page sends: its host and origin, same-site, the token, JSON. */
export function sessionHeaders(): Record<string, string> {
  return {
    host: HOST,
    origin: API_ORIGIN,
    'sec-fetch-site': 'same-origin',
    'x-workbench-token': TOKEN,
    'content-type': 'application/json',
  };
}

/** A call of the session's page to `app`: GET without a body, POST with `body` sent as JSON. */
export function sessionCall(app: ApiApp, pathname: string, body?: unknown) {
  return app.request(`${API_ORIGIN}${pathname}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: sessionHeaders(),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** A call of the session's page to `app` with a method and a body of its own (GET when none). */
export function sessionRequest(app: ApiApp, pathname: string, init: { method?: string; body?: string } = {}) {
  return app.request(`${API_ORIGIN}${pathname}`, {
    method: init.method ?? 'GET',
    headers: sessionHeaders(),
    ...init,
  });
}
