/**
 * The tests see the site as the build does: zh-hant's strings, term names and definitions made
 * from zh's and installed (integrations/derived-locales.ts does this for every page of a build).
 */
import { installZhHant } from '@polyhedral/i18n/zh-hant';

installZhHant();
