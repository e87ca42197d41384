/**
 * Term definitions: every term link (`data-term`) is recorded in `file.data.termIds` (in order of
 * first use) and, when `termDefinition` knows the term, points to its definition: `aria-describedby`
 * when an element on the page holds it (never the text twice), else `data-definition`.
 */
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

/** What a term link says about its term. */
export interface TermDefinition {
  /** The definition as plain text (`data-definition` when no element holds it on the page). */
  text: string;
  /** The id of the page element holding the definition (`aria-describedby`), when there is one: the link then carries no text. */
  elementId?: string;
}

/** A term's definition for the reader, undefined when there is none (the link stays as it is). */
export type TermDefinitionLookup = (termId: string) => TermDefinition | undefined;

export interface TermDefinitionsOptions {
  termDefinition?: TermDefinitionLookup;
}

declare module 'vfile' {
  interface DataMap {
    /** Glossary terms linked from the document, in order of first use (remarkTermDefinitions). */
    termIds: string[];
  }
}

export function remarkTermDefinitions(options: TermDefinitionsOptions = {}) {
  return (tree: Root, file: VFile): undefined => {
    const termIds = new Set<string>();
    visit(tree, 'link', (link) => {
      const termId = link.data?.hProperties?.dataTerm;
      if (typeof termId !== 'string') return;
      termIds.add(termId);
      const definition = options.termDefinition?.(termId);
      if (definition === undefined) return;
      link.data!.hProperties = {
        ...link.data!.hProperties,
        ...(definition.elementId !== undefined
          ? { ariaDescribedBy: [definition.elementId] }
          : { dataDefinition: definition.text }),
      };
    });
    file.data.termIds = [...termIds];
  };
}
