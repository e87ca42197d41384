/**
 * A hand-back bundle with its review marks signed: each marked (or asked-for) section gets the
 * registered reviewer's `approval` of its text and English; the unsigned mark is dropped, so the
 * file claims nothing a signature does not back.
 */

import { approvalTextHash, englishTextHash } from '../trust/approval-text-hash.ts';
import { reviewDateProblem } from '../trust/reviewer-name.ts';
import { type Signer, signApproval } from '../trust/sign-approval.ts';
import type { HandbackBundle } from './handback-bundle.ts';

export async function signBundle(
  bundle: HandbackBundle,
  signer: Signer,
  today: string,
  /** `englishOf`: the English section the reviewer reads each text against (null: none); it is signed too. */
  options: { ids?: ReadonlySet<string>; englishOf: (id: string) => string | null },
): Promise<HandbackBundle> {
  const sections = [];
  for (const section of bundle.sections) {
    const asked = options.ids ? options.ids.has(section.id) : section.review !== null;
    if (!asked) {
      sections.push(section);
      continue;
    }
    // The date the mark recorded, when it is a sane one; else today.
    const marked = section.review?.date;
    const date = marked && !reviewDateProblem(marked, today) ? marked : today;
    const approval = await signApproval(
      signer,
      {
        locale: bundle.locale,
        ruleId: section.id,
        textHash: await approvalTextHash(section.markdown),
        englishHash: await englishTextHash(options.englishOf(section.id)),
      },
      date,
      today,
    );
    sections.push({ ...section, review: null, approval });
  }
  return { ...bundle, sections };
}
