// Builds the one app stylesheet: the Mantine component styles the app uses (listed in
// app/styles/mantine-components.json) followed by the app's own rules. Remix fingerprints it.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const list = JSON.parse(readFileSync(path.join(root, 'app/styles/mantine-components.json'), 'utf8'));
const coreDir = path.dirname(require.resolve('@mantine/core/styles.css'));

const parts = list.core.map((name) => {
  const file = path.join(coreDir, 'styles', `${name}.css`);
  return `/* @mantine/core ${name} */\n${readFileSync(file, 'utf8')}`;
});
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
