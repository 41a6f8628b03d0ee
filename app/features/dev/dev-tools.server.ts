// Whether this request may use the developer console (spec 2: Ctrl+Alt+S, local or test hosts only):
// DEV_TOOLS=1, never with NODE_ENV=production, and only on a local or test host name.
import { appEnv } from '#app/utils/env.server';

const LOCAL_OR_TEST_HOST = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\]|[a-z0-9.-]+\.(?:localhost|local|test))$/i;

export function devToolsEnabled(request: Request, env: Record<string, string | undefined> = process.env): boolean {
  const flag = env.DEV_TOOLS === '1' || env.DEV_TOOLS === 'true';
  if (!flag || appEnv().NODE_ENV === 'production' || env.NODE_ENV === 'production') return false;
  return LOCAL_OR_TEST_HOST.test(new URL(request.url).hostname);
}
