import type { AddForm, AddFormReads } from './add-creature-reads.ts';
import type { TrackerText } from './tracker-text.ts';

/** What each part of the add form is handed: the form as typed, what it reads, and its setter. */
export interface AddFormPart {
  form: AddForm;
  reads: AddFormReads;
  /** The form was sent once: fields show their errors. */
  tried: boolean;
  set: (next: Partial<AddForm>) => void;
  text: TrackerText;
}
