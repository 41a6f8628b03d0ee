// What server.ts hands every loader and action (getLoadContext).
export type PlatformFetch = (request: Request) => Promise<Response>;

declare module '@remix-run/node' {
  interface AppLoadContext {
    /** Per-request CSP nonce: every inline script and style tag carries it. */
    cspNonce: string;
    requestId: string;
    /** The visitor's IP as Express sees it (honours TRUST_PROXY); forwarded to the platform. */
    clientIp?: string;
    /** The embedded platform (in-process, no TCP); undefined when PLATFORM_API_URL is set. */
    platformFetch?: PlatformFetch;
    /** Whether this build serves a screen path (server.ts, from the route table); unset in unit tests: all. */
    servedScreens?: (screenPath: string) => boolean;
  }
  interface Future {
    v3_singleFetch: true;
  }
}

export {};
