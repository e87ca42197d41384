import { readTrackerFile } from '@polyhedral/core/tracker';
import { errorResultOf } from '../calculators/shared/error-result.ts';
import type { TrackerText } from './tracker-text.ts';
import type { Tracker } from './use-tracker.ts';

/**
 * A tracker file read in place of the tracker (the core's reader refuses a bad one, with the
 * reason at the top). Said at the top too: an import replaces the whole list below it.
 * "Imported" only when this device keeps it; else it lasts this visit, and the page says so.
 */
export async function importTrackerFile(
  file: File | undefined,
  tracker: Tracker,
  text: TrackerText,
): Promise<void> {
  if (!file) return;
  try {
    const read = readTrackerFile(await file.text());
    if (tracker.apply(() => read)) {
      if (tracker.saved()) tracker.report(text.t('tracker.storage.imported'));
      else tracker.warn(text.t('tracker.storage.imported-not-saved'));
    }
  } catch (error) {
    tracker.fail(errorResultOf(error));
  }
}
