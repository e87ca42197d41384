/**
 * Whether a section's English changed since the reviewer's copy began: accepting an approval
 * records the English now, as if the reviewer had read it. Told from the repository, never from the
 * queue file: the English in the commit the hand-back started from (`from`) against the English
 * now. Unknown (undefined) without that commit (no git, a shallow clone, a record label), and
 * unknown counts as changed (the accept refuses it as `english-unknown`).
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
