// What the workspace layout (routes/_app+/_layout.tsx) brings to every signed-in page, kept in one
// browser chunk the way app/components/page-base.ts keeps root's: each module here imports this
// one, so every route that reaches any of them reaches all of them (they were four small files).
export { isDoneResult } from '#app/components/done-notice';
export { AccountDialogLink } from '#app/features/account/account-dialog';
export { AccountEndLinks } from '#app/features/account/account-end-links';
export { SAFESET_PASSWORD_PATH } from '#app/features/account/account-actions';
