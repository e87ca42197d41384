import { TRACKER_LIMITS } from '@polyhedral/core/tracker';
import type { JSX } from 'preact';
import { CheckboxField, SelectField } from '../calculators/shared/fields.tsx';
import type { FieldResult } from '../calculators/shared/types.ts';
import { AddFormTextField } from './AddFormTextField.tsx';
import type { AddFormPart } from './add-form-part.ts';

/**
 * Name, how many (and whether they share one Initiative), kind, Initiative bonus, a fixed
 * Initiative slot (blank: rolled), AC, hit points, Speed.
 */
export function AddCreatureFields(part: AddFormPart): JSX.Element {
  const { form, reads, set, text } = part;
  const { t, messages } = text;
  const nameError: FieldResult<never> = {
    ok: false,
    code: 'tracker.add.nameRequired',
    params: { max: TRACKER_LIMITS.nameLength },
  };
  return (
    <div class="calc-fields">
      <AddFormTextField
        part={part}
        field="name"
        label={t('tracker.add.name')}
        inputMode="text"
        result={reads.nameOk ? undefined : nameError}
      />
      <AddFormTextField part={part} field="count" label={t('tracker.add.count')} result={reads.count} />
      {form.count.trim() !== '1' ? (
        <CheckboxField
          id="tracker-add-shared"
          label={t('tracker.add.sharedInitiative')}
          messages={messages}
          checked={form.sharedInitiative}
          onChange={(sharedInitiative) => set({ sharedInitiative })}
        />
      ) : null}
      <SelectField
        id="tracker-add-kind"
        label={t('tracker.add.kind')}
        messages={messages}
        value={form.kind}
        options={(['character', 'monster'] as const).map((kind) => ({
          value: kind,
          label: t(`tracker.add.kind.${kind}`),
        }))}
        onChange={(kind) => set({ kind: kind === 'character' ? 'character' : 'monster' })}
      />
      <AddFormTextField
        part={part}
        field="initiativeBonus"
        label={t('tracker.add.initiativeBonus')}
        result={reads.initiativeBonus}
      />
      <AddFormTextField
        part={part}
        field="fixedInitiative"
        label={t('tracker.add.fixedInitiative')}
        result={reads.fixedInitiative ?? undefined}
      />
      <AddFormTextField part={part} field="ac" label={t('tracker.add.ac')} result={reads.ac} />
      <AddFormTextField
        part={part}
        field="maxHp"
        label={t('tracker.add.maxHpDice')}
        inputMode="text"
        result={reads.maxHp}
      />
      {reads.hpDice ? (
        <AddFormTextField
          part={part}
          field="hpRolled"
          label={t('tracker.add.hpRolled')}
          inputMode="text"
          result={reads.hpRolled.find((one) => !one.ok)}
        />
      ) : null}
      <AddFormTextField
        part={part}
        field="speed"
        label={t('tracker.add.speed')}
        result={reads.speed ?? undefined}
      />
    </div>
  );
}
