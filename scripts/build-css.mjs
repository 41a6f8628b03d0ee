// Builds the one app stylesheet: the Mantine component styles the app uses (listed in
// app/styles/mantine-components.json), the CSS variables of our theme (app/theme.ts), then the app's
// own rules. Remix fingerprints it.
// The theme's variables are rendered here once instead of by MantineProvider on every request
// (root.tsx turns that off): profiling showed that inline <style> taking half of a page's render time,
// and it added 3.7 KB to every HTML response that the cached stylesheet now carries.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { tsImport } from 'tsx/esm/api';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const list = JSON.parse(readFileSync(path.join(root, 'app/styles/mantine-components.json'), 'utf8'));
const coreDir = path.dirname(require.resolve('@mantine/core/styles.css'));

const parts = list.core.map((name) => {
  const file = path.join(coreDir, 'styles', `${name}.css`);
  return `/* @mantine/core ${name} */\n${readFileSync(file, 'utf8')}`;
});
const { MantineProvider } = await import('@mantine/core');
const { theme } = await tsImport('../app/theme.ts', import.meta.url);
const providerMarkup = renderToStaticMarkup(createElement(MantineProvider, { theme, defaultColorScheme: 'light' }));
const themeCss = [...providerMarkup.matchAll(/<style data-mantine-styles="[^"]*">([^<]*)<\/style>/g)].map((m) => m[1]).join('\n');
if (!themeCss.includes('--mantine-color-brand-filled')) throw new Error('theme CSS variables were not rendered');
parts.push(`/* theme variables of app/theme.ts (rendered by MantineProvider at build time) */\n${themeCss}`);
// app.css first, then one file per area (login.css, account.css, ...), all into one sheet.
const own = readdirSync(path.join(root, 'app/styles'))
  .filter((f) => f.endsWith('.css') && f !== 'app.css' && f !== 'app.bundle.css')
  .sort();
for (const file of ['app.css', ...own]) {
  parts.push(`/* app/styles/${file} */\n${readFileSync(path.join(root, 'app/styles', file), 'utf8')}`);
}

const out = path.join(root, 'app/styles/app.bundle.css');
writeFileSync(out, parts.join('\n'));
console.log(`app stylesheet: ${list.core.length} Mantine parts + ${own.length + 1} app files → ${path.relative(root, out)}`);
