// Everything the /login route's loader and action use on the server, from one module. The browser
// build replaces a `.server` import with an empty module, one per import path; a path several routes
// import becomes a shared chunk of its own, which the page preloads. /login imported nine of them:
// seven extra requests before it hydrates, each a round trip on a slow link (issue 15).
export { parseLogin } from '#app/components/login-schema.server';
export { CHANGE_PASSWORD_PATH, encryptFields, landingPath, startSession } from '#app/features/account/account.server';
export { api } from './api.server';
export { optionalUser } from './auth.server';
export { honeypotProblem, validateCsrf } from './csrf.server';
export { loginPageData } from '#app/features/account/login-page.server';
export { commitSession } from './session.server';
export { requestSmsCode } from '#app/features/account/sms-request.server';
