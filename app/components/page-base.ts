// What root.tsx brings to every page, imported by root through this module so that every page's
// chain reaches all of it: the build's chunk merge (scripts/merge-chunks.mjs) then writes it as one
// file with the rest that every page loads. Each piece is also imported directly by the routes that
// use it (a different set of routes each), so without this module some of them were small files of
// their own on most pages (issue 15: each costs a request, ~0.5 KB of headers and its own gzip).
// Nothing here adds code to any page: root loads it all already. Only root imports this module;
// none of its pieces does (that made an import circle).
export { SITE_NAME } from '#app/site';
export { baseHref } from '#app/styles/sheets';
export { LIMITS } from '#contract/limits';
export { FormErrors, errorTitle, useFailedSubmit } from './form-errors';
export { PageFlash } from './flash-message';
export { AuthenticityTokenInput } from 'remix-utils/csrf/react';
export { Alert } from './alert';
export { GeneralErrorBoundary } from './error-boundary';
export { ClientNavigation, PlainLink } from './plain-link';
