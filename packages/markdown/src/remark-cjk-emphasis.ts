import { cjkFriendlyExtension } from 'micromark-extension-cjk-friendly';
import type { Processor } from 'unified';

/**
 * Lets `**…**` and `*…*` open and close next to CJK punctuation (`**掷一颗 d20 骰子。**你…`),
 * which plain CommonMark does not treat as emphasis. Parser-only: adds the micromark extension.
 */
export function remarkCjkEmphasis(this: Processor): void {
  const data = this.data();
  const extensions = data.micromarkExtensions ?? [];
  data.micromarkExtensions = extensions;
  extensions.push(cjkFriendlyExtension());
}
