/**
 * A worker of the check pool (check-pool.ts): runs checkSection on the section text it is sent,
 * off the server's request thread. It needs no content model: the job carries the English
 * section, the QA exceptions and the known rule IDs.
 */
import { parentPort } from 'node:worker_threads';
import { messageLookup, messagesFor } from '@polyhedral/i18n';
import type { CheckJob } from './check-job.ts';
import { checkSection } from './check-section.ts';

/** The check labels of each interface language, looked up once per worker (one i18next namespace each). */
const labels = new Map<CheckJob['ui'], ReturnType<typeof messageLookup>['tData']>();

function labelFor(ui: CheckJob['ui']) {
  let label = labels.get(ui);
  if (label === undefined) {
    label = messageLookup(messagesFor(ui, 'workbench'), ui).tData;
    labels.set(ui, label);
  }
  return label;
}

parentPort?.on('message', (job: CheckJob & { ticket: number }) => {
  try {
    const result = checkSection(
      {
        englishOf: () => job.english ?? undefined,
        starting: job.starting,
        exceptions: job.exceptions,
        knownRuleIds: new Set(job.knownRuleIds),
        label: labelFor(job.ui),
        gate: job.gate ? { model: job.gate.model, knownRuleIds: new Set(job.gate.knownRuleIds) } : null,
      },
      job.locale,
      job.ui,
      job.id,
      job.markdown,
    );
    parentPort?.postMessage({ ticket: job.ticket, ok: true, result });
  } catch (error) {
    parentPort?.postMessage({ ticket: job.ticket, ok: false, error: String(error) });
  }
});

// Loaded (tsx, the content package, the Markdown pipeline): the pool may send jobs now.
parentPort?.postMessage({ ready: true });
