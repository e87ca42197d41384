/** Default locations, computed from this file (no machine-specific paths). */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The content package folder (`content/`). */
export const DEFAULT_CONTENT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The repository root (parent of `content/`). */
export const REPO_ROOT = path.resolve(DEFAULT_CONTENT_ROOT, '..');
