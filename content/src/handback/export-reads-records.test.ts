/**
 * Export from a clone reads the approval records at its starting commit (issue 71): a section
 * whose signed record was committed with its text started reviewed, so exporting it again (with
 * the reviewer's name) presents nothing as newly reviewed; a section reviewed since the start is.
 */
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CLONE_TEST_TIMEOUT,
  fullClone,
  gitAsTest as git,
  REPO_IN_GIT,
  signTestBundle,
  tempFolders,
  testReviewer,
} from '../../test/support/test-support.ts';
import { loadContent } from '../loader/load-content.ts';
import { sectionTextHash } from '../sections/section-text-hash.ts';
import { utcToday } from '../trust/reviewer-name.ts';
import { exportHandback } from './export-handback.ts';
import type { HandbackBundle } from './handback-bundle.ts';
import { importHandback } from './import-handback.ts';
import { startingPoint } from './starting-point.ts';

const { temp, removeAll } = tempFolders();
afterAll(removeAll, CLONE_TEST_TIMEOUT);

describe.runIf(REPO_IN_GIT)('export reads the approval records at the starting commit', () => {
  it(
    'a section reviewed at the start is not exported as newly reviewed; one reviewed since is',
    async () => {
      const clone = fullClone(path.join(temp('export-records'), 'repo'));
      const root = path.join(clone, 'content');
      const somchai = await testReviewer('Somchai Jaidee', ['th'], root);
      git(clone, 'commit', '-qam', 'reviewer');
      const today = utcToday();
      let model = loadContent({ root });
      const [first, second] = [...model.sections.values()]
        .map((entry) => entry.th)
        .filter((section) => section?.review === 'draft' && !section.intro)
        .map((section) => section!.id) as [string, string];
      const approve = async (id: string) => {
        const text = loadContent({ root }).sections.get(id)!.th!.markdown;
        const bundle: HandbackBundle = {
          format: 'polyhedral-handback',
          version: 1,
          locale: 'th',
          exported: `${today}T09:00:00.000Z`,
          startingPoint: `git:${git(clone, 'rev-parse', 'HEAD').trim()}`,
          sections: [
            {
              id,
              start: sectionTextHash(text),
              english: null,
              markdown: text,
              review: { state: 'reviewed', by: 'Somchai Jaidee', date: today },
            },
          ],
        };
        const result = await importHandback(root, await signTestBundle(bundle, somchai, today, [id], root), {
          today,
        });
        expect(result.reviews).toMatchObject([{ id, outcome: 'reviewed' }]);
      };
      await approve(first);
      git(clone, 'add', '-A');
      git(clone, 'commit', '-qm', `review ${first}`);
      model = loadContent({ root });
      const start = startingPoint(model, 'th');
      expect(start.ok && start.point.sections.get(first)?.review).toBe('reviewed');
      expect(start.ok && start.point.sections.get(second)?.review).toBe('draft');
      await approve(second);
      model = loadContent({ root });
      const exported = exportHandback(model, 'th', { reviewer: 'Somchai Jaidee' });
      expect(exported.ok).toBe(true);
      const marked = exported.ok ? exported.bundle.sections.filter((section) => section.review) : [];
      expect(marked.map((section) => section.id)).toEqual([second]);
    },
    CLONE_TEST_TIMEOUT,
  );
});
