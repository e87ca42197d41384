declare namespace App {
  interface Locals {
    /**
     * Set by a rule page: the content/sources.yaml keys of the text it shows, so the footer names
     * those sources and licences (and no other). Pages that show no rules text leave it unset.
     */
    pageSources?: string[];
    /** BCP 47 language of the page title when it differs from the page's language (overrides/PageTitle.astro). */
    titleLang?: string;
  }
}
