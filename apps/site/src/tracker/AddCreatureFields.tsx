import { TRACKER_LIMITS } from '@polyhedral/core/tracker';
import type { JSX } from 'preact';
import { CheckboxField, SelectField } from '../calculators/shared/fields.tsx';
import type { FieldResult } from '../calculators/shared/types.ts';
import { AddFormTextField } from './AddFormTextField.tsx';
import type { AddFormText } from './add-creature-reads.ts';
import type { AddFormPart } from './add-form-part.ts';

/**
 * Name, how many (and whether they share one Initiative), kind, Initiative bonus, a fixed
 * Initiative slot (blank: rolled), AC, hit points, Speed.
 */
export function AddCreatureFields(part: AddFormPart): JSX.Element {
  const { form, reads, set, text } = part;
  const { t } = text;
  const nameError: FieldResult<never> = {
    ok: false,
    code: 'tracker.add.nameRequired',
    params: { max: TRACKER_LIMITS.nameLength },
  };
  // One text line: its label, its error once sent, its keyboard.
  const line = (field: AddFormText, label: string, result?: FieldResult<unknown>, inputMode?: 'text') => (
    <AddFormTextField part={part} field={field} label={label} inputMode={inputMode} result={result} />
  );
  return (
    <div class="calc-fields">
      {line('name', t('tracker.add.name'), reads.nameOk ? undefined : nameError, 'text')}
      {line('count', t('tracker.add.count'), reads.count)}
      {form.count.trim() !== '1' ? (
        <CheckboxField
          id="tracker-add-shared"
          label={t('tracker.add.sharedInitiative')}
          checked={form.sharedInitiative}
          onChange={(sharedInitiative) => set({ sharedInitiative })}
        />
      ) : null}
      <SelectField
        id="tracker-add-kind"
        label={t('tracker.add.kind')}
        value={form.kind}
        options={(['character', 'monster'] as const).map((kind) => ({
          value: kind,
          label: t(`tracker.add.kind.${kind}`),
        }))}
        onChange={(kind) => set({ kind: kind === 'character' ? 'character' : 'monster' })}
      />
      {line('initiativeBonus', t('tracker.add.initiativeBonus'), reads.initiativeBonus)}
      {line('fixedInitiative', t('tracker.add.fixedInitiative'), reads.fixedInitiative ?? undefined)}
      {line('ac', t('tracker.add.ac'), reads.ac)}
      {line('maxHp', t('tracker.add.maxHpDice'), reads.maxHp, 'text')}
      {reads.hpDice
        ? line(
            'hpRolled',
            t('tracker.add.hpRolled'),
            reads.hpRolled.find((one) => !one.ok),
            'text',
          )
        : null}
      {line('speed', t('tracker.add.speed'), reads.speed ?? undefined)}
    </div>
  );
}
