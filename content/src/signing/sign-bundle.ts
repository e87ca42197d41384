/**
 * A hand-back bundle with its review marks signed: each section that carries a review mark (or is
 * asked for) gets the registered reviewer's `approval` over its text in the bundle's locale
 * (review-trust/sign-approval.ts); the unsigned mark is dropped, so the file claims nothing a
 * signature does not back.
 */
import type { HandbackBundle } from '../handback/handback-bundle.ts';
import { approvalTextHash } from '../review-trust/approval-text-hash.ts';
import { reviewDateProblem } from '../review-trust/reviewer-name.ts';
import { type Signer, signApproval } from '../review-trust/sign-approval.ts';

export async function signBundle(
  bundle: HandbackBundle,
  signer: Signer,
  today: string,
  options: { ids?: ReadonlySet<string> } = {},
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
      { locale: bundle.locale, ruleId: section.id, textHash: approvalTextHash(section.markdown) },
      date,
      today,
    );
    sections.push({ ...section, review: null, approval });
  }
  return { ...bundle, sections };
}
