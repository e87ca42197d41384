import { describe, expect, it } from 'vitest';
import * as markdown from './index.ts';

describe('public API', () => {
  it('exports exactly these names', () => {
    expect(Object.keys(markdown).sort()).toEqual([
      'MARKDOWN_CODES',
      'MAX_INLINE_NESTING',
      'MAX_NESTING_DEPTH',
      'MESSAGE_SOURCE',
      'MarkdownTooDeepError',
      'NESTING_CODE',
      'blockNodes',
      'checkContent',
      'contentText',
      'coreDirectiveRegistry',
      'createContentParser',
      'createContentProcessor',
      'createTextMemo',
      'deepestInlineNesting',
      'deepestNesting',
      'defaultRulePath',
      'defaultTermPath',
      'escapeHtml',
      'extractHeadingId',
      'findDiceNotation',
      'nestingProblem',
      'outlineContent',
      'parseContentMarkdown',
      'problemName',
      'remarkBlockDirectives',
      'remarkBlockIndexes',
      'remarkContentDirectives',
      'remarkContentLinks',
      'remarkHeadingIds',
      'remarkInlineDice',
      'remarkNoHtml',
      'remarkTableColumns',
      'remarkTermDefinitions',
      'remarkTermLinks',
      'renderContent',
      'sectionBlocks',
      'splitDiceText',
    ]);
  });
});
