/** Test helpers: fixture paths and a throw-away copy of a fixture tree. */
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../test/fixtures');

export function fixture(name: string): string {
  return path.join(FIXTURES, name);
}

/** Copy a fixture to a temporary folder (for tests that write files). */
export function copyFixture(name: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `polyhedral-content-${name}-`));
  cpSync(fixture(name), dir, { recursive: true });
  return dir;
}

/** Glossary term IDs used by the fixtures (they do not depend on the real glossary). */
export const FIXTURE_TERMS: ReadonlySet<string> = new Set(['Advantage']);
