import { execFileSync } from 'node:child_process';

// The route modules import their stylesheets (app/styles/*.bundle.css), which are build outputs
// (git ignores them): on a fresh clone a test that reaches root's or a layout's modules failed to
// import before `npm run build` had run once. Building them takes ~1.5 s.
export default function buildStylesheets() {
  execFileSync(process.execPath, ['scripts/build-css.mjs'], { stdio: 'ignore' });
}
