import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on first interaction (see src/browser/hydrate-on-interaction.ts). */
    'client:interact'?: boolean;
  }
}
