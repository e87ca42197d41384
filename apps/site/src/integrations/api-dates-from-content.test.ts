import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { timeByContent } from './api-dates-from-content.ts';

/** nginx's ETag: the file's time and size in hex (Caddy's is of the same two). */
const etagOf = (file: string) => {
  const { mtimeMs, size } = statSync(file);
  return `"${Math.floor(mtimeMs / 1000).toString(16)}-${size.toString(16)}"`;
};

describe('API files timed by their content (ETags from content, not file dates)', () => {
  it('keeps an unchanged document’s ETag across builds and changes a changed one’s', async () => {
    const builds = [0, 1].map(() => mkdtempSync(path.join(tmpdir(), 'polyhedral-api-dates-')));
    try {
      const documents = Array.from({ length: 50 }, (_, index) => `{"id":${index},"text":"rule ${index}"}`);
      documents.forEach((text, index) => {
        writeFileSync(path.join(builds[0]!, `${index}.json`), text);
        // The second build: the same text but for every tenth document (same size: one digit changed).
        writeFileSync(
          path.join(builds[1]!, `${index}.json`),
          index % 10 === 0 ? text.replace(/rule (\d)/, 'rule 9') : text,
        );
      });
      for (const build of builds) expect(await timeByContent(build)).toBe(documents.length);
      let same = 0;
      let changed = 0;
      documents.forEach((text, index) => {
        const [before, after] = builds.map((build) => etagOf(path.join(build, `${index}.json`)));
        const edited = index % 10 === 0 && text.replace(/rule (\d)/, 'rule 9') !== text;
        if (edited) expect(after, `${index}`).not.toBe(before);
        else expect(after, `${index}`).toBe(before);
        edited ? changed++ : same++;
      });
      expect({ same, changed }).toEqual({ same: 45, changed: 5 });
    } finally {
      for (const build of builds) rmSync(build, { recursive: true, force: true });
    }
  });
});
