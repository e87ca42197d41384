/**
 * A refusal reaches the page as `{ code, params }` with `code` the full message key: the content
 * writers already return `content.write.<what>`, `handback.bundle.<what>`, so no route, view or
 * client module prefixes a bare code (the page words every problem with formatProblem).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

describe('refusal keys', () => {
  it('are never built from a prefix and a bare code in the workbench', () => {
    const src = fileURLToPath(new URL('..', import.meta.url));
    const prefixing =
      /`(content\.write|content\.frontmatter|handback\.bundle|handback\.import|workbench\.refused)\.\$\{/;
    const found = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts'))
      .filter((file) => prefixing.test(readFileSync(path.join(src, file), 'utf8')));
    expect(found).toEqual([]);
  });
});
