import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The translator registers a namespace in i18next on its first use, with the namespaces its
 * messages nest, and no other (a CLI's help reads `cli`, not the 20 files). Each test imports the
 * package afresh (one engine per realm), so what is registered is what that test asked for.
 */
async function freshTranslator() {
  vi.resetModules();
  const { createTranslator } = await import('./translator.ts');
  const { messageEngine } = await import('./engine.ts');
  const registered = (lng: string) => Object.keys(messageEngine().store.data[lng] ?? {}).sort();
  return { createTranslator, registered };
}

describe('namespaces registered on first use', () => {
  beforeEach(() => vi.resetModules());

  it('a translator made, no message asked: nothing registered', async () => {
    const { createTranslator, registered } = await freshTranslator();
    createTranslator('en');
    expect(registered('en')).toEqual([]);
  });

  it('a message of `cli`: only `cli`', async () => {
    const { createTranslator, registered } = await freshTranslator();
    expect(createTranslator('en').t('cli.content.usage')).toMatch(/^usage: pnpm content/);
    expect(registered('en')).toEqual(['cli']);
  });

  it('a message nesting another namespace: that one too, and the nested text is filled', async () => {
    const { createTranslator, registered } = await freshTranslator();
    expect(createTranslator('th').t('calc.common.ability.strength')).toBe(
      createTranslator('th').tData('table.ability.strength'),
    );
    expect(registered('th')).toEqual(['calc', 'table']);
  });

  it("a message nesting a key named by a parameter: the parameter's namespace, filled", async () => {
    const { createTranslator, registered } = await freshTranslator();
    const { t } = createTranslator('en');
    expect(t('handback.bundle.sender', { problemKey: 'content.frontmatter.what.key' })).toBe(
      "error: the sender's name is refused: this key",
    );
    expect(registered('en')).toEqual(['content', 'handback']);
  });
});
