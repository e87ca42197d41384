/**
 * A Thai hand-back bundle of one section, written to a temporary file as a reviewer's export would
 * be: the figure scripts import it with the CLI while the workbench writes (no review mark).
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface BundledSection {
  id: string;
  /** The hash of the text the reviewer started from. */
  start: string;
  /** The hash of the English section it translates. */
  english: string;
  markdown: string;
}

/** Writes the bundle to `<tmp>/polyhedral-<name>.json` and answers that path. */
export function writeOneSectionBundle(name: string, startingPoint: string, section: BundledSection): string {
  const bundle = path.join(tmpdir(), `polyhedral-${name}.json`);
  writeFileSync(
    bundle,
    JSON.stringify({
      format: 'polyhedral-handback',
      version: 1,
      locale: 'th',
      exported: new Date().toISOString(),
      startingPoint,
      sections: [{ ...section, review: null }],
    }),
  );
  return bundle;
}
