declare namespace App {
  interface Locals {
    /**
     * Set by a page whose text includes Chinese outside the zh locale (a term's names, the status
     * table, a Chinese-only page): overrides/Head.astro then links the Noto Sans SC stylesheet.
     */
    needsChineseFont?: boolean;
  }
}
