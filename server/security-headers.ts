// A document's security headers (CSP with the page's nonce, HSTS, frame and referrer rules ...):
// helmet's, worked out once at start-up instead of on every page (decision 009, lever 41). helmet
// ran fourteen middleware functions per page and built the CSP string again from its directives;
// the headers differ between pages only by the nonce. So helmet runs once on a stand-in answer
// whose nonce is a marker, and each page sets the headers it recorded, with its own nonce where the
// marker was. What helmet would send is what is sent: `security-headers.test.ts` holds the two equal.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { HelmetOptions } from 'helmet';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;
type Locals = { locals: Record<string, unknown> };

/** The page's CSP nonce, as the layout and entry.server read it (`res.locals.cspNonce`). */
const nonceOf = (res: ServerResponse) => `'nonce-${(res as ServerResponse & Locals).locals.cspNonce as string}'`;

/** The app's helmet options for documents; `mapTileOrigin` when the key-area maps load tiles (decision 025). */
export function documentHelmetOptions({ mapTileOrigin, production }: { mapTileOrigin?: string; production: boolean }): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => nonceOf(res as ServerResponse)],
        // Mantine sets CSS variables through style attributes; elements need the nonce.
        styleSrcElem: ["'self'", (_req, res) => nonceOf(res as ServerResponse)],
        styleSrcAttr: ["'unsafe-inline'"],
        // With a map key, the key-area maps load 天地图's tiles once JS runs (decision 025's amendment).
        imgSrc: ["'self'", 'data:', 'blob:', ...(mapTileOrigin ? [mapTileOrigin] : [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    strictTransportSecurity: production,
    // Not helmet's no-referrer: with it, browsers send `Origin: null` on plain form posts and
    // Remix refuses them as cross-site; same-origin also lets the guard send users back.
    referrerPolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  };
}

// Letters only: a nonce is base64, and helmet refuses directive values with ';' or ','.
const NONCE_MARK = 'NoNcEmArKnOnCeMaRkNoNcE';

/** 16 random bytes in base64, a new one per page. */
export const newNonce = () => randomBytes(16).toString('base64');

/**
 * Middleware: a new nonce for the page (`res.locals.cspNonce`) and the headers `helmetMiddleware`
 * sends, recorded once. helmet must answer in the same turn (it does: its middleware are synchronous).
 */
export function securityHeaders(helmetMiddleware: Middleware, nonce: () => string = newNonce) {
  const recorded = new Map<string, string>();
  const removed: string[] = [];
  const standIn = {
    locals: { cspNonce: NONCE_MARK },
    setHeader(name: string, value: unknown) {
      recorded.set(name, String(value));
    },
    removeHeader(name: string) {
      recorded.delete(name);
      removed.push(name);
    },
  };
  let finished = false;
  helmetMiddleware({ headers: {} } as IncomingMessage, standIn as unknown as ServerResponse, (error) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('helmet did not set its headers in one turn');
  // in helmet's order; the nonce's headers as the parts around it
  const headers = [...recorded].map(([name, value]) => [name, value.includes(NONCE_MARK) ? value.split(NONCE_MARK) : value] as const);
  return (_req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const pageNonce = nonce();
    (res as ServerResponse & Locals).locals.cspNonce = pageNonce;
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of headers) res.setHeader(name, typeof value === 'string' ? value : value.join(pageNonce));
    next();
  };
}
