/**
 * The import's staged check over the touched files' pages (touched-file-errors.ts) finds exactly
 * what `content check` over the whole tree finds in those files: on the real content, and on a copy
 * with faults put in (a broken rule link, an unclosed fence, a changed number, a rejected form, a
 * heading without its ID) in th, zh and zh-hant files.
 */
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkContent } from '../check/check-content.ts';
import { formatDiagnostic } from '../findings/diagnostic.ts';
import { copyContentData } from '../loader/content-data.ts';
import { DEFAULT_CONTENT_ROOT } from '../loader/content-root.ts';
import { loadContent } from '../loader/load-content.ts';
import { touchedFileErrors } from './touched-file-errors.ts';

const copies: string[] = [];
afterAll(() => {
  for (const copy of copies) rmSync(copy, { recursive: true, force: true });
});

function copyContent(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'polyhedral-touched-'));
  copies.push(root);
  copyContentData(DEFAULT_CONTENT_ROOT, root);
  return root;
}

const lines = (list: Parameters<typeof formatDiagnostic>[0][]) => list.map((d) => formatDiagnostic(d));

describe('the staged check over the touched files', () => {
  it('equals content check in those files, with faults and without', () => {
    const root = copyContent();
    const model = loadContent({ root });
    const files = (locale: string) =>
      model.files.filter((file) => file.collection === locale).map((f) => f.file);
    const [th1, th2] = files('th') as [string, string];
    const [zh1] = files('zh') as [string];
    const hant = files('zh-hant')[0];
    appendFileSync(path.join(root, th1), '\n\n[ลิงก์](rule:NoSuchRuleAtAll)\n');
    appendFileSync(path.join(root, th2), '\n\nโจมตีระยะประชิด 999\n\n```\nยังไม่ปิด\n');
    appendFileSync(path.join(root, zh1), '\n\n## 没有编号的标题\n\n第 6 章\n');
    if (hant) appendFileSync(path.join(root, hant), '\n\n[連結](rule:NoSuchRuleAtAll)\n');
    const full = checkContent({ root, strings: null }).diagnostics.filter((d) => d.severity === 'error');
    for (const touched of [
      new Set([th1]),
      new Set([th1, th2, zh1, ...(hant ? [hant] : [])]),
      new Set([...files('th'), ...files('zh'), ...files('zh-hant')]),
    ]) {
      const expected = lines(full.filter((d) => touched.has(d.file)));
      expect(lines(touchedFileErrors(root, touched).errors)).toEqual(expected);
    }
    // The faults are found (the test would pass on an empty list otherwise).
    expect(lines(full.filter((d) => d.file === th1)).join('\n')).toContain('link-unknown-rule');
    expect(lines(full.filter((d) => d.file === th2)).join('\n')).toContain('qa-term-avoided');
  });
});
