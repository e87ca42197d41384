import type { JSX } from 'preact';
import { useMemo } from 'preact/hooks';
import { BuildSection } from './BuildSection.tsx';
import { scoreTexts } from './character-form.ts';
import type { CharacterPageProps } from './character-page-types.ts';
import { characterText } from './character-text.ts';
import { MyCharacterSection } from './MyCharacterSection.tsx';
import { useCharacterBuilder } from './use-character-builder.ts';
import { useCharacterForm } from './use-character-form.ts';
import '../calculators/shared/calculators.css';
import './character.css';

export type { CharacterPageProps } from './character-page-types.ts';

/** "My character" (DESIGN.md "At the table"): built, computed by the core, kept on the device. */
export default function CharacterPage(props: CharacterPageProps): JSX.Element {
  const { locale, messages, rules } = props;
  const text = useMemo(() => characterText(locale, messages, rules), [locale, messages, rules]);
  const builder = useCharacterBuilder();
  const mine = useCharacterForm();
  return (
    <div class="calc character not-content">
      <BuildSection
        text={text}
        builder={builder}
        onUseScores={(final) => mine.setField({ scores: scoreTexts(final) })}
      />
      <MyCharacterSection text={text} mine={mine} />
    </div>
  );
}
