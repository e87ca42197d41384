/** Pagefind's UI ships no types: the one class the search stand-in (pagefind-ui-on-open.ts) builds. */
declare module '@pagefind/default-ui' {
  export class PagefindUI {
    constructor(options: { element: string; [option: string]: unknown });
  }
}
