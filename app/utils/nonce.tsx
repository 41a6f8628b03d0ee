import { createContext, useContext, type ReactNode } from 'react';

// The nonce reaches the document through context: browsers hide the attribute from scripts,
// so on the client it is '' and React's hydration keeps the server's markup.
const NonceContext = createContext('');

export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>;
}

export function useNonce(): string {
  return useContext(NonceContext);
}
