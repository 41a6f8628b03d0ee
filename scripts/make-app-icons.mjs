// The home-screen icons of the web app manifest (public/manifest.webmanifest), drawn once from the
// favicon: `node scripts/make-app-icons.mjs` writes public/icons/icon-192.png and icon-512.png,
// which are committed (the build does not run this).
import { readFileSync, writeFileSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';

const svg = readFileSync(new URL('../public/favicon.svg', import.meta.url), 'utf8');
for (const size of [192, 512]) {
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
  writeFileSync(new URL(`../public/icons/icon-${size}.png`, import.meta.url), png);
  console.log(`public/icons/icon-${size}.png: ${png.length} bytes`);
}
