import type { Locale } from '@polyhedral/i18n/client';
import { messageLookup } from '@polyhedral/i18n/client';
import type { JSX } from 'preact';
import { choiceSummary, MultiSelectField } from './MultiSelectField.tsx';
import type { FieldResult } from './types.ts';

export const DEFENSES = ['resist', 'vulnerable', 'immune'] as const;
export type Defense = (typeof DEFENSES)[number];

/**
 * A creature's Resistance, Vulnerability and Immunity pickers (rules ResistanceandVulnerability,
 * Immunity), each a list of damage types (comma-separated, the URL form). The texts are the
 * calculator's own `<keyPrefix>.resist`, `.vulnerable`, `.immune`, `.listSummary` and `.none`.
 */
export function DefenseFields(props: {
  /** Prefix of the pickers' element IDs (`<id>-resist`...). */
  id: string;
  keyPrefix: string;
  locale: Locale;
  messages: Record<string, string>;
  /** The damage types offered, labelled (with `all` where the calculator takes it). */
  typeOptions: ReadonlyArray<{ value: string; label: string }>;
  values: Readonly<Record<Defense, string>>;
  results?: Readonly<Partial<Record<Defense, FieldResult<unknown>>>>;
  /** Immunity is shown when the ruleset has it. */
  immunity: boolean;
  onChange: (defense: Defense, value: string) => void;
}): JSX.Element {
  const { tData } = messageLookup(props.messages, props.locale);
  const summary = choiceSummary(props.messages, props.locale, {
    template: `${props.keyPrefix}.listSummary`,
    none: `${props.keyPrefix}.none`,
  });
  return (
    <div class="calc-fields">
      {DEFENSES.filter((defense) => defense !== 'immune' || props.immunity).map((defense) => {
        const label = tData(`${props.keyPrefix}.${defense}`);
        return (
          <MultiSelectField
            key={defense}
            id={`${props.id}-${defense}`}
            label={label}
            summary={summary(label)}
            messages={props.messages}
            value={props.values[defense]}
            result={props.results?.[defense]}
            options={props.typeOptions}
            onChange={(value) => props.onChange(defense, value)}
          />
        );
      })}
    </div>
  );
}
