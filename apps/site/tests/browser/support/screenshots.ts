/**
 * Screenshots that only a person looks at (nothing in the checks reads them) are written only when
 * asked for: `POLYHEDRAL_SCREENSHOTS=1` (to `screenshots/`, gitignored). A run without it, such as
 * CI, which keeps no files, does not pay for them.
 */
export const SCREENSHOTS_WANTED = process.env.POLYHEDRAL_SCREENSHOTS === '1';
