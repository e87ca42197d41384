/** The rule document's aligned blocks and the English changes of a stale translation (api-schemas.ts's rule). */
import * as z from 'zod/mini';
import { text } from './api-schema-parts.ts';

export const ruleBlockFields = {
  textOpen: z
    .boolean()
    .check(
      z.describe(
        "Whether the rule's own text is open-licensed: its source and every source a block of it names (blocks[].source); `open` also counts the Playtest block.",
      ),
    ),
  blocks: z
    .nullable(
      z.array(
        z.strictObject({
          index: z.int().check(z.minimum(0)),
          kind: z.enum(['heading', 'paragraph', 'listItem', 'tableRow', 'aside', 'directive', 'code']),
          text: z.string(),
          en: z.nullable(z.array(z.int().check(z.minimum(0)))),
          source: z
            .nullable(z.string())
            .check(
              z.describe(
                "The source key of a block with no English whose text is from another source than the document's (content: {en-none=SOURCE}); null: the document's source.",
              ),
            ),
        }),
      ),
    )
    .check(
      z.describe(
        'The text block by block, in order (headings, paragraphs, list items, table rows with cells joined by " | ", asides, directives, code): each with the English block indexes it stands for ([index] in English; in a translation as the alignment check reads it, null when the section is not aligned or the block has no English). Null when missing.',
      ),
    ),
  englishChanges: z
    .nullable(
      z.strictObject({
        since: text,
        blocks: z.array(
          z.strictObject({
            index: z.int().check(z.minimum(0)),
            parts: z.array(z.strictObject({ kind: z.enum(['same', 'added', 'removed']), value: z.string() })),
          }),
        ),
      }),
    )
    .check(
      z.describe(
        'A stale translation: what changed in the English since it was translated, per English block index (a word diff; since is the hash of the English it was translated from). Null otherwise.',
      ),
    ),
};
