/** The key the e2e tests share with the server they start, to sign unified-portal tickets. Not a real secret. */
export const SSO_SHARED_SECRET = 'e2e-only-unified-portal-signing-key-0123';
