// Ctrl+Alt+S toggles the developer console (spec 2) when the server enabled dev tools. The console
// itself is a lazily loaded chunk: pages that never open it download nothing more than this hook.
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { writeCookie } from './cookies';

const DevConsole = lazy(() => import('./dev-console'));

/** Cookie of the console's open state: kept 30 days (spec 9, developer console cookies). */
export const OPEN_COOKIE = 'devConsoleOpen';
const THIRTY_DAYS = 30 * 24 * 3600;

function readCookie(name: string): string | null {
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}

export function DevConsoleTrigger() {
  const [open, setOpen] = useState(false);
  const toggle = useCallback((next: boolean) => {
    setOpen(next);
    writeCookie(OPEN_COOKIE, next ? '1' : '0', THIRTY_DAYS);
  }, []);
  useEffect(() => {
    if (readCookie(OPEN_COOKIE) === '1') setOpen(true);
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey && event.altKey && !event.shiftKey && !event.metaKey && event.code === 'KeyS') {
        event.preventDefault();
        setOpen((was) => {
          writeCookie(OPEN_COOKIE, was ? '0' : '1', THIRTY_DAYS);
          return !was;
        });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <DevConsole onClose={() => toggle(false)} />
    </Suspense>
  );
}
