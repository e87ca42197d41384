/**
 * `pnpm --filter @polyhedral/site preview`: serves the built site (dist/, or the folder given) on
 * http://127.0.0.1:4321/ the way the static hosts do — including each language's own 404 page for
 * an unknown address under /<locale>/ (astro preview only knows the root 404.html) — and with the
 * deploy's headers (dist/_headers: the review page's policy without 'unsafe-inline', frame and
 * nosniff headers, Cache-Control).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseHeadersFile } from './deploy-header-rules.ts';
import { startStaticServer } from './static-server.ts';

const root = process.argv[2] ?? fileURLToPath(new URL('../dist/', import.meta.url));
// The deploy's headers (the build's _headers: policies, frame, nosniff, Cache-Control), as the hosts send them.
const headersFile = path.join(root, '_headers');
const deployHeaders = existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : [];
const server = await startStaticServer(root, { port: 4321, deployHeaders, cacheHeaders: true });
console.log(`serving ${root} on ${server.url}/`);
