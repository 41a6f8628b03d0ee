// What root.tsx brings to every page, reached from every route that has an error boundary too, so
// the browser build keeps it in one chunk. esbuild splits shared code by the set of route modules
// that reach each file: root's dependencies, each imported by a different set of routes, were a
// dozen small files on every page (issue 15: each costs a request, ~0.5 KB of headers and its own
// gzip). error-boundary.tsx imports this module; nothing here adds code to any page (root loads it
// all already).
export { SITE_NAME } from '#app/site';
export { baseHref } from '#app/styles/sheets';
export { LIMITS } from '#contract/limits';
export { FormErrors } from './form-errors';
export { PageFlash } from './flash-message';
export { AuthenticityTokenInput } from 'remix-utils/csrf/react';
export { DevConsoleTrigger } from '#app/features/dev/dev-console-trigger';
export { Alert } from './alert';
export { GeneralErrorBoundary } from './error-boundary';
export { ClientNavigation, PlainLink } from './plain-link';
