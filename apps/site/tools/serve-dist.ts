/**
 * `pnpm --filter @polyhedral/site preview`: serves the built site (dist/, or the folder given) on
 * http://127.0.0.1:4321/ the way the static hosts do — including each language's own 404 page for
 * an unknown address under /<locale>/ (astro preview only knows the root 404.html).
 */
import { fileURLToPath } from 'node:url';
import { startStaticServer } from './static-server.ts';

const root = process.argv[2] ?? fileURLToPath(new URL('../dist/', import.meta.url));
const server = await startStaticServer(root, { port: 4321 });
console.log(`serving ${root} on ${server.url}/`);
