// The text of a built stylesheet (public/build/_assets/…) for an inline <style> (document-sheet.tsx),
// read once per process.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const cache = new Map<string, string>();

export function readBuiltSheet(href: string): string {
  let css = cache.get(href);
  if (css === undefined) {
    if (!/^\/build\/_assets\/[\w.-]+\.css$/.test(href)) throw new Error(`not a built stylesheet: ${href}`);
    // A closing tag inside the CSS would end the <style> element early.
    css = readFileSync(path.join(process.cwd(), 'public', href), 'utf8').replace(/<\/style/gi, '<\\/style');
    cache.set(href, css);
  }
  return css;
}
