// The stylesheets of app/styles/sheets.json (built by scripts/build-css.mjs) as Remix link
// descriptors. root.tsx renders base (document-sheet.tsx: a <link>, or inline on /login's first load);
// the workspace layout links pages and workspace; every public screen except /login links pages with
// one line:
//   export { pagesLinks as links } from '#app/styles/sheets';
import type { LinksFunction } from '@remix-run/node';
import baseSheetHref from './base.bundle.css';
import devConsoleHref from './dev-console.bundle.css';
import pagesHref from './pages.bundle.css';
import workspaceHref from './workspace.bundle.css';

const sheet = (href: string) => ({ rel: 'stylesheet', href });

/** the base sheet's URL (document-sheet.tsx renders it) */
export const baseHref = baseSheetHref;
export const workspaceSheet = sheet(workspaceHref);
export const pagesSheet = sheet(pagesHref);
/** the developer console's sheet: root.tsx renders it only when dev tools are on */
export const devConsoleSheetHref = devConsoleHref;

/** Lists, filters, tables, badges, cards, dialogs and the area screens' rules. */
export const pagesLinks: LinksFunction = () => [pagesSheet];
