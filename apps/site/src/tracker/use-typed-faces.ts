import { useEffect } from 'preact/hooks';
import { checkedCharacters } from './missing-glyphs.ts';

/**
 * While a name is being typed (the add form's name field), the whole font's slices its characters
 * need are added as they are typed (typed-faces.ts), so the field draws them before the creature is
 * added. Nothing is loaded while the name holds no Han or Thai character the page's faces lack.
 */
export function useTypedFaces(text: string, element: () => Element | null): void {
  useEffect(() => {
    const chars = checkedCharacters([text]);
    const at = element();
    if (chars.length === 0 || !at) return;
    // A font that fails to load leaves the character to the rest of the stack (missing-glyphs.ts).
    const family = getComputedStyle(at).fontFamily;
    import('./typed-faces.ts').then((typed) => typed.loadTypedFaces(chars, family)).catch(() => undefined);
  }, [text]);
}
