/**
 * Start the workbench: load the content, bundle the client, listen on 127.0.0.1 (the given port,
 * or a free one when it is taken) and return the URL with this run's token.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { recordStartingPoint } from '@polyhedral/content';
import { createApp } from './app.ts';
import { type CheckPool, createCheckPool } from './check-pool.ts';
import { clientAssets } from './client-assets.ts';
import { createContentStore } from './content-store.ts';

export interface StartOptions {
  /** Content root (default: the content package's folder). */
  root?: string;
  /** 0 for any free port. */
  port: number;
  /** Fall back to a free port when `port` is taken (default true). */
  fallback?: boolean;
  /**
   * A check pool to use instead of starting one (its jobs carry all they need, so servers over
   * different content can share one); the caller closes it, `close()` leaves it running.
   */
  checkPool?: CheckPool;
}

export interface RunningWorkbench {
  url: string;
  port: number;
  token: string;
  close(): Promise<void>;
}

function listen(app: ReturnType<typeof createApp>, port: number) {
  return new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port }, () => resolve(server));
    server.once('error', reject);
  });
}

export async function startWorkbench(options: StartOptions): Promise<RunningWorkbench> {
  const token = randomBytes(24).toString('base64url');
  const store = createContentStore(options.root);
  // In a copy without git (a zip download), where the work starts: what "Hand back my work"
  // compares with. Recorded once; a later start keeps it.
  recordStartingPoint(store.model());
  const assets = clientAssets();
  const ownPool = options.checkPool === undefined;
  const checkPool = options.checkPool ?? createCheckPool();
  let port = options.port;
  const app = createApp({
    store,
    token,
    assets,
    checkPool,
    allowedHosts: () => [`127.0.0.1:${port}`, `localhost:${port}`],
  });
  let server: ReturnType<typeof serve>;
  try {
    server = await listen(app, port);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || options.fallback === false) throw error;
    server = await listen(app, 0);
  }
  port = (server.address() as AddressInfo).port;
  await assets.script();
  return {
    url: `http://127.0.0.1:${port}/?token=${token}`,
    port,
    token,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (ownPool) await checkPool.close();
    },
  };
}
