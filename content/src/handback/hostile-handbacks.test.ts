/**
 * Hostile and careless hand-back files (issue 58), each imported by `pnpm content import` into a
 * real git clone with two registered reviewers (Somchai: th; Lin: zh): what is applied, what
 * becomes reviewed, the exit code. Only a correctly signed approval of the very text applied, by
 * a reviewer registered for that locale, is credited; everything else is a suggestion or refused.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLONE_TEST_TIMEOUT,
  captureCliAsync,
  fullClone,
  gitAsTest,
  REPO_IN_GIT,
  type TestReviewer,
  tempFolders,
  testReviewer,
} from '../../test/support/test-support.ts';
import { loadContent } from '../loader/load-content.ts';
import type { ContentModel, ReaderLocale } from '../model/types.ts';
import { sectionTextHash } from '../sections/section-text-hash.ts';
import { approvalTextHash, englishTextHash } from '../trust/approval-text-hash.ts';
import { makeReviewerKey } from '../trust/reviewer-key.ts';
import { utcToday } from '../trust/reviewer-name.ts';
import { signApproval } from '../trust/sign-approval.ts';
import type { HandbackBundle, HandbackSection } from './handback-bundle.ts';

const { temp, removeAll } = tempFolders();
afterAll(removeAll, CLONE_TEST_TIMEOUT);
const git = gitAsTest;
const TODAY = utcToday();
const ADDED = 'ปัดเศษขึ้นแทนการปัดเศษลง';

interface Row {
  file: string;
  applied: number;
  reviewed: number;
  exit: number;
}

describe.runIf(REPO_IN_GIT)('hostile hand-back files imported into a clone', () => {
  let clone: string;
  let root: string;
  let base: string;
  let somchai: TestReviewer;
  let lin: TestReviewer;
  let model: ContentModel;
  /** Thai drafts (not intros), in book order. */
  let drafts: string[];
  const rows: Row[] = [];

  beforeAll(async () => {
    clone = fullClone(path.join(temp('hostile'), 'repo'));
    root = path.join(clone, 'content');
    somchai = await testReviewer('Somchai Jaidee', ['th'], root);
    lin = await testReviewer('Lin Mei', ['zh'], root);
    git(clone, 'commit', '-qam', 'reviewers: Somchai (th), Lin (zh)');
    base = git(clone, 'rev-parse', 'HEAD').trim();
    model = loadContent({ root });
    drafts = [...model.sections.values()]
      .map((entry) => entry.th)
      .filter((section) => section?.review === 'draft' && !section.intro)
      .map((section) => section!.id);
  }, CLONE_TEST_TIMEOUT);

  afterAll(() => {
    console.info(
      ['| hand-back file | applied | reviewed | exit |', '|---|---|---|---|']
        .concat(rows.map((row) => `| ${row.file} | ${row.applied} | ${row.reviewed} | ${row.exit} |`))
        .join('\n'),
    );
  });

  const text = (locale: ReaderLocale, id: string) => model.sections.get(id)![locale]!.markdown;

  function section(locale: ReaderLocale, id: string, markdown = text(locale, id)): HandbackSection {
    return {
      id,
      start: sectionTextHash(text(locale, id)),
      english: model.sections.get(id)!.en!.hash,
      markdown,
      review: null,
    };
  }

  function bundleOf(
    locale: ReaderLocale,
    sections: HandbackSection[],
    startingPoint = `git:${base}`,
  ): HandbackBundle {
    return {
      format: 'polyhedral-handback',
      version: 1,
      locale,
      exported: `${TODAY}T09:00:00.000Z`,
      startingPoint,
      sections,
    };
  }

  const sign = (
    signer: { privateKey: CryptoKey; reviewer: string; keyId: string },
    locale: ReaderLocale,
    id: string,
    markdown: string,
  ) =>
    Promise.all([
      approvalTextHash(markdown),
      englishTextHash(
        loadContent({ root: path.join(clone, 'content') }).sections.get(id)?.en?.markdown ?? null,
      ),
    ]).then(([textHash, englishHash]) =>
      signApproval(signer, { locale, ruleId: id, textHash, englishHash }, TODAY, TODAY),
    );

  /** Whether the clone differs from its base commit (a file changed, added or removed). */
  const changed = () => git(clone, 'status', '--porcelain', '--untracked-files=all').trim() !== '';

  /**
   * Import `bundle` into the clone at its base; what it applied and credited. The clone is put back
   * to its base only when the previous import changed it, and then `model` (read at the base) is the
   * tree before the import; an import that changed no file applied and credited nothing, so the tree
   * is read again only when one did.
   */
  async function imported(name: string, bundle: HandbackBundle | string): Promise<Row & { err: string }> {
    if (changed()) {
      git(clone, 'reset', '-q', '--hard', base);
      git(clone, 'clean', '-fdq');
    }
    const file = path.join(clone, '..', 'bundle.json');
    writeFileSync(file, typeof bundle === 'string' ? bundle : JSON.stringify(bundle));
    const before = model;
    const result = await captureCliAsync(root, 'import', file);
    // Nothing written: nothing applied, nothing reviewed (review marks live in the files).
    const after = changed() ? loadContent({ root }) : before;
    let applied = 0;
    let reviewed = 0;
    for (const [id, entry] of after.sections) {
      for (const locale of ['th', 'zh'] as const) {
        const was = before.sections.get(id)?.[locale];
        const now = entry[locale];
        if (now && now.markdown !== was?.markdown) applied += 1;
        if (now?.review === 'reviewed' && was?.review !== 'reviewed') reviewed += 1;
      }
    }
    const row = { file: name, applied, reviewed, exit: result.code };
    rows.push(row);
    return { ...row, err: result.err };
  }

  it(
    'the table',
    async () => {
      const [a, b, c] = drafts as [string, string, string];
      const changed = `${text('th', a)} ${ADDED}`;

      // A registered reviewer's correct signature on the unchanged text: reviewed.
      let row = await imported(
        'signed by Somchai, unchanged text',
        bundleOf('th', [{ ...section('th', a), approval: await sign(somchai, 'th', a, text('th', a)) }]),
      );
      expect(row).toMatchObject({ applied: 0, reviewed: 1, exit: 0 });

      // ... and on a correction he made: applied and reviewed.
      row = await imported(
        'signed by Somchai, his correction',
        bundleOf('th', [{ ...section('th', a, changed), approval: await sign(somchai, 'th', a, changed) }]),
      );
      expect(row).toMatchObject({ applied: 1, reviewed: 1, exit: 0 });

      // Changed text keeping an approval of the old text (hand-edited file).
      row = await imported(
        'changed text, approval of the old text kept',
        bundleOf('th', [
          { ...section('th', a, changed), approval: await sign(somchai, 'th', a, text('th', a)) },
        ]),
      );
      expect(row).toMatchObject({ applied: 1, reviewed: 0, exit: 1 });
      expect(row.err).toContain('was given for a different text');

      // The same, with the text hash edited to the new text's: the signature no longer verifies.
      const replay = await sign(somchai, 'th', a, text('th', a));
      row = await imported(
        'replayed signature, text hash edited to the changed text',
        bundleOf('th', [
          {
            ...section('th', a, changed),
            approval: { ...replay, textHash: await approvalTextHash(changed) },
          },
        ]),
      );
      expect(row).toMatchObject({ applied: 1, reviewed: 0, exit: 1 });
      expect(row.err).toContain('does not verify');

      // A signed approval of one section replayed onto another.
      row = await imported(
        'signature of one section replayed onto another',
        bundleOf('th', [
          { ...section('th', b), approval: { ...replay, textHash: await approvalTextHash(text('th', b)) } },
        ]),
      );
      expect(row).toMatchObject({ applied: 0, reviewed: 0, exit: 1 });

      // Typed names: unsigned review marks (the old format), a forged title, an unregistered key.
      row = await imported(
        'unsigned mark, "Maintainer Somchai"',
        bundleOf('th', [
          {
            ...section('th', a, changed),
            review: { state: 'reviewed', by: 'Maintainer Somchai', date: TODAY },
          },
        ]),
      );
      expect(row).toMatchObject({ applied: 1, reviewed: 0, exit: 1 });
      expect(row.err).toContain('is not signed');
      row = await imported(
        "forged name signed with Somchai's key ID",
        bundleOf('th', [
          {
            ...section('th', a),
            approval: await sign({ ...somchai, reviewer: 'Maintainer Somchai' }, 'th', a, text('th', a)),
          },
        ]),
      );
      expect(row).toMatchObject({ applied: 0, reviewed: 0, exit: 1 });
      expect(row.err).toContain('names someone other than');
      const stranger = await makeReviewerKey({ extractable: false });
      row = await imported(
        'unregistered key and name',
        bundleOf('th', [
          {
            ...section('th', a),
            approval: await sign(
              { privateKey: stranger.privateKey, reviewer: 'Somchai (official)', keyId: stranger.keyId },
              'th',
              a,
              text('th', a),
            ),
          },
        ]),
      );
      expect(row).toMatchObject({ applied: 0, reviewed: 0, exit: 1 });
      expect(row.err).toContain('not registered in reviewers.yaml');
      row = await imported(
        "signed with Lin's key, claiming Somchai's key ID",
        bundleOf('th', [
          {
            ...section('th', a),
            approval: await sign(
              { ...lin, reviewer: somchai.reviewer, keyId: somchai.keyId },
              'th',
              a,
              text('th', a),
            ),
          },
        ]),
      );
      expect(row).toMatchObject({ applied: 0, reviewed: 0, exit: 1 });
      row = await imported(
        'Lin (zh) signs a Thai section',
        bundleOf('th', [{ ...section('th', a), approval: await sign(lin, 'th', a, text('th', a)) }]),
      );
      expect(row).toMatchObject({ applied: 0, reviewed: 0, exit: 1 });
      expect(row.err).toContain('not registered for this language');

      // Markup or a bidi override in a name: the file is refused before anything is read.
      for (const name of ['<script>alert(1)</script>', 'Som\u202echai']) {
        row = await imported(
          `name ${JSON.stringify(name)}`,
          bundleOf('th', [{ ...section('th', a), review: { state: 'reviewed', by: name, date: TODAY } }]),
        );
        expect(row).toMatchObject({ applied: 0, reviewed: 0, exit: 2 });
      }

      // Blind approval of every Thai draft, unsigned.
      row = await imported(
        `blind approval of ${drafts.length} Thai drafts`,
        bundleOf(
          'th',
          drafts.map((id) => ({
            ...section('th', id),
            review: { state: 'reviewed' as const, by: 'Somchai Jaidee', date: TODAY },
          })),
        ),
      );
      expect(row).toMatchObject({ applied: 0, reviewed: 0, exit: 1 });

      // A Thai file relabelled zh, whatever --into says.
      const zhId = [...model.sections.values()].find(
        (entry) => entry.zh && entry.th && !entry.th.intro && entry.zh.id === a,
      )
        ? a
        : 'D20Tests';
      row = await imported(
        'Thai text relabelled zh',
        bundleOf('zh', [
          {
            ...section('zh', zhId, text('th', zhId)),
            review: { state: 'reviewed', by: 'Lin Mei', date: TODAY },
          },
        ]),
      );
      expect(row).toMatchObject({ applied: 0, reviewed: 0, exit: 1 });
      expect(row.err).toContain('script');
      // ... even signed by Lin over the Thai text as zh.
      row = await imported(
        'Thai text relabelled zh, signed by Lin',
        bundleOf('zh', [
          {
            ...section('zh', zhId, text('th', zhId)),
            approval: await sign(lin, 'zh', zhId, text('th', zhId)),
          },
        ]),
      );
      expect(row).toMatchObject({ applied: 0, reviewed: 0, exit: 1 });
      // A signed Thai approval relabelled zh: the locale is signed.
      row = await imported(
        "Somchai's Thai approval relabelled zh",
        bundleOf('zh', [
          { ...section('zh', zhId), approval: await sign(somchai, 'th', zhId, text('zh', zhId)) },
        ]),
      );
      expect(row).toMatchObject({ applied: 0, reviewed: 0, exit: 1 });

      // start: null, and an unknown starting commit, with typed approvals.
      row = await imported(
        'start: null, unsigned approval',
        bundleOf('th', [
          {
            ...section('th', a),
            start: null,
            review: { state: 'reviewed', by: 'Somchai Jaidee', date: TODAY },
          },
        ]),
      );
      expect(row).toMatchObject({ applied: 0, reviewed: 0, exit: 1 });
      row = await imported(
        'unknown starting commit, unsigned approval',
        bundleOf(
          'th',
          [
            {
              ...section('th', a, changed),
              review: { state: 'reviewed', by: 'Somchai Jaidee', date: TODAY },
            },
          ],
          `git:${'0'.repeat(40)}`,
        ),
      );
      expect(row).toMatchObject({ applied: 1, reviewed: 0, exit: 1 });

      // One broken section and two good ones: two applied, one named.
      row = await imported(
        'one broken (unclosed fence) and two good sections',
        bundleOf('th', [
          section('th', a, `${text('th', a)} ${ADDED}`),
          section('th', b, `${text('th', b)}\n\n\`\`\`\nยังไม่ปิด`),
          section('th', c, `${text('th', c)} ${ADDED}`),
        ]),
      );
      expect(row).toMatchObject({ applied: 2, reviewed: 0, exit: 1 });
      row = await imported(
        'one broken (link to no rule) and two good sections',
        bundleOf('th', [
          section('th', a, `${text('th', a)} ${ADDED}`),
          section('th', b, `${text('th', b)}\n\n[ลิงก์เสีย](rule:NoSuchRuleAtAll)`),
          section('th', c, `${text('th', c)} ${ADDED}`),
        ]),
      );
      expect(row).toMatchObject({ applied: 2, reviewed: 0, exit: 1 });
      expect(row.err).toMatch(/not applied: .*\(.+\): with it applied, `content check` finds/);
    },
    20 * CLONE_TEST_TIMEOUT,
  );
});
