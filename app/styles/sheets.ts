// The stylesheets of app/styles/sheets.json (built by scripts/build-css.mjs) as Remix link
// descriptors. root.tsx links base; the public layout links public; the workspace layout links pages
// and workspace; every public screen except /login links pages with one line:
//   export { pagesLinks as links } from '#app/styles/sheets';
import type { LinksFunction } from '@remix-run/node';
import baseHref from './base.bundle.css';
import devConsoleHref from './dev-console.bundle.css';
import pagesHref from './pages.bundle.css';
import publicHref from './public.bundle.css';
import workspaceHref from './workspace.bundle.css';

const sheet = (href: string) => ({ rel: 'stylesheet', href });

export const baseSheet = sheet(baseHref);
export const publicSheet = sheet(publicHref);
export const workspaceSheet = sheet(workspaceHref);
export const pagesSheet = sheet(pagesHref);
/** the developer console's sheet: root.tsx renders it only when dev tools are on */
export const devConsoleSheetHref = devConsoleHref;

/** Lists, filters, tables, badges, cards, dialogs and the area screens' rules. */
export const pagesLinks: LinksFunction = () => [pagesSheet];
