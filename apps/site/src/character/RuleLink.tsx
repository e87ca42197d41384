import type { JSX } from 'preact';
import type { CharacterText } from './character-text.ts';
import { ruleLinkText } from './rule-link.ts';

/** A link to a rule page, reading as the rule's title in the reader's language. */
export function RuleLink(props: { text: CharacterText; ruleId: string }): JSX.Element {
  const { text, ruleId } = props;
  const link = ruleLinkText(text.rules, ruleId, text.locale);
  return (
    <a
      class="character-rule"
      href={`/${text.locale}/rules/${ruleId}/`}
      lang={link.lang}
      data-rule-id={ruleId}
    >
      {link.text}
    </a>
  );
}
