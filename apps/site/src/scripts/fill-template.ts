/**
 * Fills `{{name}}` placeholders of a UI string in the browser: the one interpolation of
 * @polyhedral/i18n, from its browser-safe entry (no i18next, no resource files).
 */
export { interpolate as fillTemplate } from '@polyhedral/i18n/client';
