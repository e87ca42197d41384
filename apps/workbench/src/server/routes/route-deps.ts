/** What the API's route modules are given (each takes the part it uses). */
import type { ContentStore } from '../content-store.ts';
import type { SectionChecker } from '../section-checker.ts';

export interface RouteDeps {
  /** The content model, loaded again when a file changed. */
  store: ContentStore;
  /** Checks in the worker pool, under their time limit. */
  checker: SectionChecker;
  /** Largest request body in bytes. */
  bodyLimit: number;
}
