/**
 * In the page: scrolls `target` to the middle of the viewport and answers whether it is there and
 * still, the same box two frames later and what the page has at its centre. On a rule page the
 * sections near it render as they come into view (`content-visibility: auto`) and push it away:
 * WebKit's WebDriver then refuses to clear or click it ("element not interactable"), as a CI run
 * at full load did twice in a row on /th/rules/DamageandHealing/.
 */
export function settledInView(target: Element): Promise<boolean> {
  const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  const box = () => {
    const { left, top, width, height } = target.getBoundingClientRect();
    return { left, top, width, height };
  };
  return (async () => {
    target.scrollIntoView({ block: 'center' });
    const before = box();
    await frame();
    await frame();
    const after = box();
    if (
      after.left !== before.left ||
      after.top !== before.top ||
      after.width !== before.width ||
      after.height !== before.height
    )
      return false;
    const x = after.left + after.width / 2;
    const y = after.top + after.height / 2;
    if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return false;
    const hit = document.elementFromPoint(x, y);
    return hit !== null && (hit === target || target.contains(hit));
  })();
}
