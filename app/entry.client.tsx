import { RemixBrowser } from '@remix-run/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});

// The service worker (public/sw.js) keeps the offline page for a phone that loses its network
// (issue 43): an enhancement once JS runs, registered after the page has loaded so it never
// competes with the page's own requests; without it (no JS, an old browser) nothing changes.
if ('serviceWorker' in navigator) {
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
