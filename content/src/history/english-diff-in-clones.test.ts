/**
 * "What changed in English" in the layouts a translator really has: a clone of this repository
 * with real commits, a depth-1 clone (most CI checkouts) and a `git archive` copy with no `.git`
 * (a reviewer's zip download). Commit an English edit to a section whose Thai translation is
 * current, and `pnpm content diff` shows the changed words in each: the old English comes from the
 * stamped-English store, not from history. And in a real clone, a save that would leave a code
 * fence open in a real chapter file is refused and every content file stays byte-identical.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { captureCli, cloneFixture, contentHashes } from '../../test/support/test-support.ts';
import { REPO_ROOT } from '../loader/content-root.ts';
import { loadContent } from '../loader/load-content.ts';
import { isStale } from '../resolve/is-stale.ts';
import { saveSection } from '../sections/save-section.ts';
import { sectionTextHash } from '../sections/section-text-hash.ts';

const { temp, git, inGit, fullCloneIn, shallowCloneIn } = cloneFixture();

/** The repository as a translator gets it: [name, folder, has git]. */
function layouts(): [string, string, boolean][] {
  if (!inGit) {
    // Run from a copy without git (the zip itself): that is the archive layout already.
    return [['this copy (no .git)', REPO_ROOT, false]];
  }
  const clone = fullCloneIn('clone');
  const shallow = shallowCloneIn('depth1');
  const archive = temp('archive');
  const tar = execFileSync('git', ['archive', '--format=tar', 'HEAD'], {
    cwd: REPO_ROOT,
    maxBuffer: 1 << 30,
  });
  execFileSync('tar', ['-x', '-C', archive], { input: tar });
  return [
    ['a clone', clone, true],
    ['a depth-1 clone', shallow, true],
    ['a git archive copy', archive, false],
  ];
}

const diffOf = (contentRoot: string, id: string) => captureCli(contentRoot, 'diff', 'th', id);

describe.each(layouts())('in %s', (_name, top, hasGit) => {
  const contentRoot = path.join(top, 'content');

  it('content diff shows the English words changed since the stamp', () => {
    const model = loadContent({ root: contentRoot });
    // A section whose Thai translation is current, with a sentence to extend.
    const id = [...model.sections.keys()].find((candidate) => {
      const entry = model.sections.get(candidate)!;
      return (
        entry.en &&
        entry.th &&
        !entry.en.intro &&
        !isStale(model, 'th', candidate) &&
        /\.\s*$/.test(entry.en.markdown)
      );
    })!;
    const english = model.sections.get(id)!.en!;
    const file = path.join(contentRoot, english.file);
    const edited = english.markdown.replace(/\.\s*$/, ', as the table shows.');
    writeFileSync(file, readFileSync(file, 'utf8').replace(english.markdown, edited));
    if (hasGit) git(top, 'commit', '-q', '-am', 'English: a changed sentence');
    const result = diffOf(contentRoot, id);
    expect(result.err).toBe('');
    expect(result.code).toBe(0);
    expect(result.out).toContain('{+, as the table shows+}.');
    expect(result.out).toContain('content/stamped-english/');
    if (!hasGit) expect(existsGit(top)).toBe(false);
  });

  it('a save that leaves a code fence open in a real chapter file is refused; every file unchanged', () => {
    const model = loadContent({ root: contentRoot });
    const combat = model.files.find((file) => file.collection === 'th' && file.name === 'Combat')!;
    const section = combat.sections[1]!;
    const before = contentHashes(contentRoot);
    const result = saveSection(model, 'th', section.id, `${section.markdown}\n\n\`\`\`\nยังไม่ปิด`, {
      base: sectionTextHash(section.markdown),
    });
    expect(result).toMatchObject({
      ok: false,
      refusal: { code: 'content.write.unclosed-block', params: { opener: '```' } },
    });
    expect(contentHashes(contentRoot)).toEqual(before);
    if (hasGit) expect(git(top, 'status', '--porcelain', '--', 'content/th')).toBe('');
  });
});

function existsGit(top: string): boolean {
  try {
    statSync(path.join(top, '.git'));
    return true;
  } catch {
    return false;
  }
}
