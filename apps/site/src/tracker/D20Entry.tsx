import { D20_LIMITS } from '@polyhedral/core';
import { cryptoRandom } from '@polyhedral/dice';
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { TextField } from '../calculators/shared/fields.tsx';
import { parseIntegerField } from '../calculators/shared/parse-field.ts';
import type { FieldResult } from '../calculators/shared/types.ts';
import type { TrackerText } from './tracker-text.ts';

/** A d20 the table rolled, typed in (Thai and full-width digits read as elsewhere), or rolled here. */
export function D20Entry(props: {
  id: string;
  label: string;
  record: string;
  roll: string;
  text: TrackerText;
  onD20: (face: number) => void;
}): JSX.Element {
  const [draft, setDraft] = useState('');
  const [result, setResult] = useState<FieldResult<number> | undefined>(undefined);
  const submit = () => {
    const read = parseIntegerField(draft, D20_LIMITS.face.min, D20_LIMITS.face.max);
    setResult(read.ok ? undefined : read);
    if (read.ok) {
      setDraft('');
      props.onD20(read.value);
    }
  };
  return (
    <div class="tracker-d20">
      <TextField
        id={props.id}
        label={props.label}
        messages={props.text.messages}
        value={draft}
        result={result}
        onInput={setDraft}
      />
      <button type="button" class="calc-button" onClick={submit}>
        {props.record}
      </button>
      <button
        type="button"
        class="calc-button"
        onClick={() => props.onD20(cryptoRandom.nextInt(D20_LIMITS.face.max) + D20_LIMITS.face.min)}
      >
        {props.roll}
      </button>
    </div>
  );
}
