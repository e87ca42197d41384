/**
 * The attribution page's reviewer credit (issue 45) over a zip-download copy of the content (`git
 * archive`, no .git): a Thai section accepted as the maintainer with a test key (what `content
 * review --reviewer` runs) is credited to its reviewer; after its text is edited by hand the loader says "edited after
 * review" and the page credits nobody, while a section reviewed and left alone keeps its credit.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_CONTENT_ROOT, loadContent, REPO_ROOT } from '@polyhedral/content';
import { acceptAsMaintainer } from '@polyhedral/content/testing';
import { createTranslator } from '@polyhedral/i18n';
import { afterAll, describe, expect, it } from 'vitest';
import { attributionReviewer, attributionWithdrawn } from './attribution-reviewer.ts';

const temp = mkdtempSync(path.join(tmpdir(), 'polyhedral-attribution-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** The content as a zip download has it: `git archive` of HEAD, or a plain copy outside git. */
function zipCopy(): string {
  try {
    const tar = execFileSync('git', ['archive', '--format=tar', 'HEAD', 'content'], {
      cwd: REPO_ROOT,
      maxBuffer: 1 << 30,
    });
    execFileSync('tar', ['-x', '-C', temp], { input: tar });
  } catch {
    cpSync(DEFAULT_CONTENT_ROOT, path.join(temp, 'content'), { recursive: true });
  }
  return path.join(temp, 'content');
}

const REVIEWER = { by: 'นภา ผู้ตรวจ', on: '2026-11-26' };
/** A typed name: the maintainer's acceptance on the reviewer's behalf, credited as such. */
const ACCEPTED = { kind: 'maintainer-acceptance', ...REVIEWER };
const ADDED = 'ผู้เล่นควรบอกผู้คุมเกมเมื่อตัวละครเริ่มพัก';

describe('attributionReviewer in a zip copy', () => {
  it('credits the reviewer of the present text only: an edit after review drops the credit', async () => {
    const root = zipCopy();
    const model = loadContent({ root });
    // Thai drafts in two different files, up to date (the review gate lets only those through).
    const drafts = [...model.sections.entries()]
      .filter(([, entry]) => entry.en && entry.th?.review === 'draft' && !entry.th.intro)
      .map(([id, entry]) => ({ id, file: entry.th!.file }));
    // Reviewed one at a time, one per file (a section with a finding the gate refuses is skipped).
    const reviewed: string[] = [];
    const files = new Set<string>();
    for (const draft of drafts) {
      if (files.has(draft.file)) continue;
      const result = await acceptAsMaintainer(model, 'th', [draft.id], REVIEWER);
      if (Object.values(result.reviewed).flat().includes(draft.id)) {
        reviewed.push(draft.id);
        files.add(draft.file);
      }
      if (reviewed.length === 2) break;
    }
    const [edited, kept] = reviewed as [string, string | undefined];
    expect(kept, 'two sections reviewed, in different files').toBeDefined();
    const marked = loadContent({ root });
    expect(attributionReviewer(marked, 'th', edited)).toMatchObject(ACCEPTED);
    expect(attributionReviewer(marked, 'th', kept!)).toMatchObject(ACCEPTED);

    // Edited by hand in another editor: a sentence added to the reviewed section's text.
    const file = path.join(root, marked.sections.get(edited)!.th!.file);
    const text = marked.sections.get(edited)!.th!.markdown;
    const source = readFileSync(file, 'utf8');
    expect(source).toContain(text);
    writeFileSync(file, source.replace(text, `${text}\n\n${ADDED}`));

    const after = loadContent({ root });
    expect(after.sections.get(edited)!.th!.review).toBe('edited');
    expect(attributionReviewer(after, 'th', edited)).toBeUndefined();
    expect(attributionReviewer(after, 'th', kept!)).toMatchObject(ACCEPTED);
    // English has no review marks.
    expect(attributionReviewer(after, 'en', edited)).toBeUndefined();
    expect(attributionWithdrawn(after, 'th', kept!)).toBeUndefined();

    // Issue 88 item 3: the maintainer's key revoked, the acceptance counts for nothing and the
    // reader is told it was withdrawn (as a revoked reviewer's review), not merely shown nothing.
    const registry = path.join(root, 'reviewers.yaml');
    const yaml = readFileSync(registry, 'utf8');
    expect(yaml).toContain('    role: maintainer\n');
    writeFileSync(
      registry,
      yaml.replace(/( {4}role: maintainer\n(?: {4}.*\n)*? {4}added: .*\n)/, '$1    revoked: 2026-11-27\n'),
    );
    const revoked = loadContent({ root });
    expect(attributionReviewer(revoked, 'th', kept!)).toBeUndefined();
    expect(attributionWithdrawn(revoked, 'th', kept!)).toBe('acceptance-key-revoked');
    expect(attributionWithdrawn(revoked, 'th', edited)).toBeUndefined();
  });

  it('tells a withdrawn acceptance apart from a withdrawn review, in en, th and zh', () => {
    for (const locale of ['en', 'th', 'zh'] as const) {
      const { t } = createTranslator(locale);
      for (const [acceptance, review] of [
        ['ui.attribution.acceptance-withdrawn', 'ui.attribution.withdrawn'],
        ['ui.credit.acceptance-withdrawn', 'ui.credit.withdrawn'],
      ] as const) {
        expect(t(acceptance), locale).not.toBe(acceptance);
        expect(t(acceptance), locale).not.toBe(t(review));
      }
    }
  });
});
