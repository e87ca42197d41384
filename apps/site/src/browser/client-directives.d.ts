import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on first interaction (see src/browser/hydrate-on-interaction.ts). */
    'client:interact'?: boolean;
    /** Hydrate as client:load, in a task of its own after the code is evaluated (src/browser/hydrate-in-own-task.ts). */
    'client:own-task'?: boolean;
  }
}
