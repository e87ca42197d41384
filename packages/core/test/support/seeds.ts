import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository root (the CLI tests run the CLI from there). The seed lines the core tests read
 * are in @polyhedral/seed-extracts.
 */
export const repoRoot = path.resolve(fileURLToPath(new URL('../../../..', import.meta.url)));
