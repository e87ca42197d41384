import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Registers `client:interact` (src/client/hydrate-on-interaction.ts) for calculator islands. */
export function interactionHydration(): AstroIntegration {
  return {
    name: 'polyhedral:interaction-hydration',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'interact',
          entrypoint: fileURLToPath(new URL('../client/hydrate-on-interaction.ts', import.meta.url)),
        });
      },
    },
  };
}
