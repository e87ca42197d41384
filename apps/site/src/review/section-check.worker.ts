/** The checks' worker: on the main thread the checks blocked typing for over a second on a phone. */
import * as tools from '@polyhedral/content/section-check';
import { handbackFiles } from './review-handback.ts';
import {
  type SectionWorkerRequest,
  type SectionWorkerResponse,
  workerProblem,
} from './section-worker-protocol.ts';

/** One request's answer (never rejects: a problem is an answer too). */
export async function answer(request: SectionWorkerRequest): Promise<SectionWorkerResponse> {
  try {
    if (request.kind === 'check') {
      return { id: request.id, ok: true, kind: 'check', findings: tools.checkSectionText(request.input) };
    }
    if (request.kind === 'definition') {
      const problem = tools.checkDefinitionText(
        request.locale,
        request.text,
        request.glossary,
        request.english,
      );
      return { id: request.id, ok: true, kind: 'definition', problem };
    }
    const now = new Date(request.now);
    // Each draft alone first: one the file cannot carry (too large, a broken character) is named
    // by its rule ID and left out, and the others still go (never "damaged at sections.5").
    const refused: Array<{ id: string; problem: ReturnType<typeof workerProblem> }> = [];
    const carried: typeof request.drafts = [];
    for (const draft of request.drafts) {
      try {
        await handbackFiles(tools, [draft], request.reviewer, now, request.approvals);
        carried.push(draft);
      } catch (error) {
        refused.push({ id: draft.id, problem: workerProblem(error) });
      }
    }
    const files = (await handbackFiles(tools, carried, request.reviewer, now, request.approvals)).map(
      (file) => ({
        ...file,
        text: tools.serializeHandbackBundle(file.bundle),
      }),
    );
    return { id: request.id, ok: true, kind: 'handback', files, refused };
  } catch (error) {
    return { id: request.id, ok: false, problem: workerProblem(error) };
  }
}

const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<SectionWorkerRequest>) => void) | null;
  postMessage: (message: SectionWorkerResponse) => void;
};
if (typeof scope.postMessage === 'function' && typeof window === 'undefined') {
  scope.onmessage = (event) => {
    void answer(event.data).then((response) => scope.postMessage(response));
  };
}
