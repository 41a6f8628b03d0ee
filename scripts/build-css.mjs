// Builds the app's stylesheets (app/styles/<name>.bundle.css) from app/styles/sheets.json: per sheet the
// Mantine component styles it lists, for the base sheet the CSS variables of our theme (app/theme.ts),
// then the app's own files. Remix fingerprints them; root.tsx, the layouts and the routes link them
// (app/styles/sheets.ts), so each page loads only the sheets of its route chain (issue 15: the login
// page, first load without JS, ≤ 14 KB gzip HTML + CSS).
// The theme's variables are rendered here once instead of by MantineProvider on every request
// (root.tsx turns that off): profiling showed that inline <style> taking half of a page's render time,
// and it added 3.7 KB to every HTML response that the cached stylesheet now carries.
// The app is light only (root.tsx: defaultColorScheme "light", no switch), so the dark colour
// scheme's rules and variables are left out (about a fifth of Mantine's CSS).
import { readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
// postcss comes with @remix-run/dev (its CSS pipeline); used here only to drop the dark-scheme rules.
import postcss from 'postcss';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { tsImport } from 'tsx/esm/api';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const stylesDir = path.join(root, 'app/styles');
const { sheets } = JSON.parse(readFileSync(path.join(stylesDir, 'sheets.json'), 'utf8'));
const coreDir = path.dirname(require.resolve('@mantine/core/styles.css'));

const DARK = /data-mantine-color-scheme='?"?dark/;
/** The CSS without the rules (and selectors) that apply only under the dark colour scheme. */
function lightOnly(css) {
  const tree = postcss.parse(css);
  tree.walkRules((rule) => {
    const kept = rule.selectors.filter((s) => !DARK.test(s));
    if (kept.length === 0) rule.remove();
    else if (kept.length !== rule.selectors.length) rule.selectors = kept;
  });
  tree.walkAtRules((at) => {
    if (at.nodes && at.nodes.length === 0) at.remove();
  });
  return tree.toString();
}

/**
 * Splits the colour variables of `names` off a variables sheet: returns [the sheet without them,
 * a sheet of just them under the same selectors].
 */
function splitColors(css, names) {
  const own = new RegExp(`^--mantine-color-(${names.join('|')})-`);
  const kept = postcss.parse(css);
  const moved = postcss.root();
  kept.walkRules((rule) => {
    const decls = rule.nodes.filter((n) => n.type === 'decl' && own.test(n.prop));
    if (decls.length === 0) return;
    moved.append(postcss.rule({ selector: rule.selector, nodes: decls.map((d) => d.clone()) }));
    for (const d of decls) d.remove();
  });
  return [kept.toString(), moved.toString()];
}

async function themeCss() {
  const { MantineProvider } = await import('@mantine/core');
  const { theme } = await tsImport('../app/theme.ts', import.meta.url);
  const markup = renderToStaticMarkup(createElement(MantineProvider, { theme, defaultColorScheme: 'light' }));
  const css = [...markup.matchAll(/<style data-mantine-styles="[^"]*">([^<]*)<\/style>/g)].map((m) => m[1]).join('\n');
  if (!css.includes('--mantine-color-brand-filled')) throw new Error('theme CSS variables were not rendered');
  return css;
}

// Every app file belongs to exactly one sheet (a file in none would style nothing).
const own = readdirSync(stylesDir).filter((f) => f.endsWith('.css') && !f.endsWith('.bundle.css'));
const listed = Object.values(sheets).flatMap((s) => s.files);
const missing = own.filter((f) => !listed.includes(f));
const twice = listed.filter((f, i) => listed.indexOf(f) !== i);
if (missing.length || twice.length) throw new Error(`app/styles/sheets.json: not in a sheet: ${missing.join(', ') || '-'}; in two: ${twice.join(', ') || '-'}`);
for (const old of readdirSync(stylesDir).filter((f) => f.endsWith('.bundle.css'))) unlinkSync(path.join(stylesDir, old));

const report = [];
const movedColors = {};
for (const [name, sheet] of Object.entries(sheets)) {
  const parts = sheet.mantine.map((part) => {
    let css = lightOnly(readFileSync(path.join(coreDir, 'styles', `${part}.css`), 'utf8'));
    if (part === 'default-css-variables' && sheet.colorsIn) {
      // Colours only badges and buttons of other screens use go with the sheet that styles those.
      const [rest, moved] = splitColors(css, sheet.colorsIn.colors);
      (movedColors[sheet.colorsIn.sheet] ??= []).push(moved);
      css = rest;
    }
    return `/* @mantine/core ${part} */\n${css}`;
  });
  // whole stylesheets of other Mantine packages (the dates sheet: @mantine/dates/styles.css)
  for (const pkg of sheet.packages ?? []) parts.push(`/* ${pkg} */\n${lightOnly(readFileSync(require.resolve(pkg), 'utf8'))}`);
  if (movedColors[name]) parts.unshift(`/* colour variables moved here from the base sheet */\n${movedColors[name].join('\n')}`);
  if (sheet.theme) parts.push(`/* theme variables of app/theme.ts (rendered by MantineProvider at build time) */\n${lightOnly(await themeCss())}`);
  for (const file of sheet.files) parts.push(`/* app/styles/${file} */\n${readFileSync(path.join(stylesDir, file), 'utf8')}`);
  writeFileSync(path.join(stylesDir, `${name}.bundle.css`), parts.join('\n'));
  report.push(`${name} (${sheet.mantine.length} Mantine parts + ${sheet.files.length} files)`);
}
console.log(`stylesheets: ${report.join(', ')} → app/styles/*.bundle.css`);
