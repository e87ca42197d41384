/**
 * The Content-Security-Policy every built page carries as a `<meta>`: scripts only from this
 * site plus the exact inline scripts of that page (by SHA-256 hash), fonts, images and
 * connections only from this site (and `data:` URLs inside its own stylesheets). Pagefind's
 * search runs WebAssembly, hence 'wasm-unsafe-eval' (it allows compiling wasm, not eval of text).
 * Inline styles stay allowed: Astro islands and Starlight write style attributes.
 */
import { createHash } from 'node:crypto';

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;
const CHARSET_META = /<meta charset="[^"]*"\s*\/?>/i;

/** `'sha256-…'` of every inline script body, in page order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    hashes.add(`'sha256-${createHash('sha256').update(match[1]!, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'wasm-unsafe-eval' ${scriptHashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * The page with its policy `<meta>` right after `<meta charset>` (before any script, so it
 * covers them all). A page that already has one is returned unchanged.
 */
export function withContentSecurityPolicy(html: string): string {
  if (/http-equiv="content-security-policy"/i.test(html)) return html;
  const meta = `<meta http-equiv="content-security-policy" content="${contentSecurityPolicy(inlineScriptHashes(html))}">`;
  const charset = CHARSET_META.exec(html);
  if (charset) {
    const at = charset.index + charset[0].length;
    return `${html.slice(0, at)}${meta}${html.slice(at)}`;
  }
  return html.replace(/<head>/i, `<head>${meta}`);
}
