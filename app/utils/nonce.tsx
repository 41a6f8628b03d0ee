import { createContext, useContext, type ReactNode } from 'react';

// On the server the nonce comes from the request (entry.server.tsx). Browsers hide the nonce
// attribute after parsing but keep the `nonce` property, so on the client it is read back from
// the document's scripts: Mantine's style tags inserted after hydration need it too.
const NonceContext = createContext('');

export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>;
}

let documentNonce: string | undefined;

function nonceOfDocument(): string {
  if (typeof document === 'undefined') return '';
  documentNonce ??= document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
  return documentNonce;
}

export function useNonce(): string {
  return useContext(NonceContext) || nonceOfDocument();
}
