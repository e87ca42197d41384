/**
 * Whether the English of a section changed since the reviewer's copy began (issue 88, Low list):
 * accepting an approval records the English now as the English it was read against, so an approval
 * read against older English would be recorded as if the reviewer had read the new one. Told from
 * the repository, never from the queue file: the English section in the commit the hand-back
 * started from (the entry's `from`, `git:<commit>`) against the English now. Unknown (undefined)
 * when it cannot be told: no git here (a `git archive` or zip copy), a shallow clone that lacks that
 * commit, a commit this repository does not have, or a start that is no commit (a record label).
 * Unknown counts as changed (the accept refuses it as `english-unknown`): before, it counted as unchanged, so an approval
 * read against older English was accepted silently wherever history was missing.
 */
import path from 'node:path';
import { gitOutput, gitShowRevisions } from '../history/git-output.ts';
import type { ContentModel } from '../model/types.ts';
import { sectionIn } from '../sections/section-in.ts';
import { sameSectionText } from '../text/normalized-section-text.ts';

/** The English section `id` at the commit named `from` (`git:<40 hex>`): its text, null without one, undefined when unknown. */
export function englishAtStart(model: ContentModel, id: string, from: string): string | null | undefined {
  const commit = /^git:([0-9a-f]{40})$/.exec(from)?.[1];
  const english = model.sections.get(id)?.en;
  if (!commit || !english) return undefined;
  const top = gitOutput(model.root, ['rev-parse', '--show-toplevel'])?.trim();
  if (!top || gitOutput(top, ['cat-file', '-e', `${commit}^{commit}`]) === null) return undefined;
  const relative = path.relative(top, path.join(model.root, english.file)).split(path.sep).join('/');
  const [source] = gitShowRevisions(top, [commit], relative);
  return source ? sectionIn(source, english.pageId, id) : null;
}

/** The English of `id` since the commit `from`: the same, changed, or unknown (cannot be told here). */
export type EnglishSinceStart = 'same' | 'changed' | 'unknown';

export function englishSinceStart(model: ContentModel, id: string, from: string): EnglishSinceStart {
  const then = englishAtStart(model, id, from);
  const now = model.sections.get(id)?.en?.markdown ?? null;
  if (then === undefined) return 'unknown';
  return then === null || now === null || !sameSectionText(then, now) ? 'changed' : 'same';
}
