// The check pool's worker thread starts here when the bundled worker (check-worker-bundle.ts)
// could not be built: it registers tsx's loader in this thread, then loads the TypeScript worker
// (check-worker.ts), as `pnpm translate` loads the server.
import { register } from 'tsx/esm/api';

register();
await import('./check-worker.ts');
