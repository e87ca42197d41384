import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { directiveScript } from './directive-script.ts';
import { integration } from './integration.ts';

const INTERACT = 'interact';
const INTERACT_ENTRYPOINT = fileURLToPath(new URL('../browser/hydrate-on-interaction.ts', import.meta.url));
const OWN_TASK = 'own-task';
const OWN_TASK_ENTRYPOINT = fileURLToPath(new URL('../browser/hydrate-in-own-task.ts', import.meta.url));

/**
 * Registers the site's hydration directives: `client:interact` (src/browser/hydrate-on-interaction.ts)
 * for calculator islands, `client:own-task` (src/browser/hydrate-in-own-task.ts) for the tracker.
 */
export function interactionHydration(): AstroIntegration {
  return integration('polyhedral:interaction-hydration', {
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({ name: INTERACT, entrypoint: INTERACT_ENTRYPOINT });
      addClientDirective({ name: OWN_TASK, entrypoint: OWN_TASK_ENTRYPOINT });
    },
  });
}

/** The directives' inline scripts as Astro builds them (directive-script.ts), for the policy. */
export function interactionDirectiveScripts(): Promise<string[]> {
  return Promise.all([
    directiveScript(INTERACT, INTERACT_ENTRYPOINT),
    directiveScript(OWN_TASK, OWN_TASK_ENTRYPOINT),
  ]);
}
