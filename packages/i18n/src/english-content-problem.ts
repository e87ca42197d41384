/**
 * Browser-safe entry (`@polyhedral/i18n/english-content`): a content problem worded in English
 * from the English `content` namespace alone. The markdown plugins give every problem an English
 * `reason` (for developers and build logs); worded through translateError that pulled every
 * locale's resources into a browser bundle (the site's review page runs the same plugins). This is
 * the same wording (formatProblem over the same messages) at the size of one namespace file.
 */
import { formatProblem } from './format-message.ts';
import type { Problem } from './format-problem.ts';
import englishContent from './resources/en/content.json' with { type: 'json' };

/** A `content.*` problem in English (a code the namespace lacks is shown as itself). */
export function englishContentProblem(problem: Problem): string {
  return formatProblem(englishContent, problem, 'en');
}
