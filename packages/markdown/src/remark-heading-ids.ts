/**
 * Heading IDs: `## Title {#RuleId}` -> the heading text "Title" with id "RuleId"
 * (`data.id` and `data.hProperties.id`). A heading without an ID is reported
 * (`heading-missing-id`) unless `requireIds` is false. `headingIdAttribute` writes the ID under another
 * attribute (`data-playtest-id`: text shown beside the rule that owns the ID, so no clash).
 */
import type { Heading, Root } from 'mdast';
import { toString as mdastToString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { reportProblem } from './messages.ts';

export interface HeadingIdsOptions {
  /** Report headings without `{#ID}` (default true). */
  requireIds?: boolean;
  /** The HTML attribute the ID is written as (default `id`; `data.id` is set either way). */
  headingIdAttribute?: string;
}

const ID_SUFFIX = /\s*\{#([^{}]*)\}\s*$/;
const VALID_ID = /^[A-Za-z][A-Za-z0-9_-]*$/;

/** Remove a trailing `{#ID}` from a heading and return the ID written there, if any. */
export function extractHeadingId(heading: Heading): string | undefined {
  const last = heading.children.at(-1);
  if (last?.type !== 'text') return undefined;
  const match = ID_SUFFIX.exec(last.value);
  if (!match) return undefined;
  last.value = last.value.slice(0, match.index);
  if (last.value === '') heading.children.pop();
  return match[1]!.trim();
}

export function remarkHeadingIds(options: HeadingIdsOptions = {}) {
  const requireIds = options.requireIds ?? true;
  const headingIdAttribute = options.headingIdAttribute ?? 'id';
  return (tree: Root, file: VFile): undefined => {
    visit(tree, 'heading', (heading) => {
      const id = extractHeadingId(heading);
      if (id === undefined) {
        if (requireIds)
          reportProblem(file, heading, 'content.heading.missing-id', { text: mdastToString(heading) });
        return;
      }
      if (!VALID_ID.test(id)) {
        reportProblem(file, heading, 'content.heading.invalid-id', { id });
        return;
      }
      heading.data ??= {};
      heading.data.id = id;
      heading.data.hProperties = { ...heading.data.hProperties, [headingIdAttribute]: id };
    });
  };
}
