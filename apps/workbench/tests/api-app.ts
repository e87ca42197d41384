/**
 * The workbench's app over a content folder, as the API tests drive it (no server, no browser):
 * one host, origin and token, and the headers a page of the session sends with every call.
 */
import { createApp } from '../src/server/app.ts';
import { type CheckPoolOptions, createCheckPool } from '../src/server/check-pool.ts';
import { createContentStore } from '../src/server/content-store.ts';

const HOST = '127.0.0.1:4322';
export const API_ORIGIN = `http://${HOST}`;
const TOKEN = 'test-token-0123456789';

export type ApiApp = ReturnType<typeof createApp>;

/**
 * The check pool of a test's app: one worker, started with the first check (a worker's start
 * costs about 1 CPU-s; the API tests send one request at a time).
 */
export const TEST_CHECK_POOL: CheckPoolOptions = { size: 1, startOnFirstJob: true };

/**
 * The app over `root`, answering only the test's host, with stand-in page assets. `checkPool`
 * sets its check pool's size and limits (a test that runs checks to their limit sets short ones).
 */
export function apiApp(root: string, checkPool: CheckPoolOptions = TEST_CHECK_POOL): ApiApp {
  return createApp({
    store: createContentStore(root),
    token: TOKEN,
    allowedHosts: () => [HOST],
    assets: { html: '<!doctype html>', css: '', script: async () => '' },
    checkPool: createCheckPool(checkPool),
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
