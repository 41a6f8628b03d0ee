// Everything the /login route's loader and action use on the server, from one module. The browser
// build replaces a `.server` import with an empty module, one per import path; a path several routes
// import becomes a shared chunk of its own, which the page preloads. /login imported nine of them:
// seven extra requests before it hydrates, each a round trip on a slow link (issue 15).
export { parseLogin } from './login-schema.server';
export { CHANGE_PASSWORD_PATH, encryptFields, landingPath, startSession } from './account.server';
export { api } from '#app/utils/api.server';
export { optionalUser } from '#app/utils/auth.server';
export { honeypotProblem, validateCsrf } from '#app/utils/csrf.server';
export { loginPageData } from './login-page.server';
export { commitSession } from '#app/utils/session.server';
export { requestSmsCode } from './sms-request.server';
export { safeRedirectTarget } from '#app/utils/redirect';
