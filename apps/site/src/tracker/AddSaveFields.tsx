import { ABILITIES } from '@polyhedral/core/tables';
import type { JSX } from 'preact';
import { TextField } from '../calculators/shared/fields.tsx';
import type { AddFormPart } from './add-form-part.ts';
import { DrawnOnOpen } from './DrawnOnOpen.tsx';

/** The saves under a disclosure (drawn when opened): each ability's bonus, blank for none. */
export function AddSaveFields(part: AddFormPart): JSX.Element {
  const { form, reads, tried, set, text } = part;
  const { t } = text;
  return (
    <DrawnOnOpen class="tracker-more" summary={t('tracker.add.saves')}>
      {() => (
        <div class="calc-fields">
          {ABILITIES.map((ability) => (
            <TextField
              key={ability}
              id={`tracker-add-save-${ability}`}
              label={t(`table.ability.${ability}`)}
              wording={text}
              value={form.saves[ability]}
              result={tried ? reads.saves[ability] : undefined}
              onInput={(value) => set({ saves: { ...form.saves, [ability]: value } })}
            />
          ))}
        </div>
      )}
    </DrawnOnOpen>
  );
}
