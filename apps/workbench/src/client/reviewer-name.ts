/** The reviewer's name, asked once and kept in this browser: put on review marks and hand-back files. */
const NAME_KEY = 'polyhedral-workbench-reviewer';

export function reviewerName(): string {
  return localStorage.getItem(NAME_KEY) ?? '';
}

export function rememberReviewerName(name: string): void {
  localStorage.setItem(NAME_KEY, name.trim());
}
