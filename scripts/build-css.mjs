// Builds the one app stylesheet: the Mantine component styles the app uses (listed in
// app/styles/mantine-components.json) followed by the app's own rules. Remix fingerprints it.
import { readFileSync, writeFileSync } from 'node:fs';
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
parts.push(readFileSync(path.join(root, 'app/styles/app.css'), 'utf8'));

const out = path.join(root, 'app/styles/app.bundle.css');
writeFileSync(out, parts.join('\n'));
console.log(`app stylesheet: ${list.core.length} Mantine parts + app.css → ${path.relative(root, out)}`);
