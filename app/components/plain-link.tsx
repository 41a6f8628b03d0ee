// Links written as plain <a> elements. Remix's <Link> runs about ten hooks per link on the server
// (useHref twice, the click handler's navigate, location and resolved path, the prefetch state) and
// a workspace list page has some 100 links (menu, rows, pager): in a CPU profile of the list page
// they were ~7 % of the request thread (issue 15). A PlainLink takes an absolute path ("/x?y"),
// which needs no resolving; `data-discover` lets Remix's lazy route discovery find its route, as it
// does for a <Link>. With JS, ClientNavigation (in root) makes a click on it the same client-side
// navigation a <Link> makes; without JS it is the link it always was.
import { useNavigate } from '@remix-run/react';
import { useEffect, type AnchorHTMLAttributes } from 'react';

/** `to`: a path from the site's root ("/orderDetails/7"), never relative. */
type PlainLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

export function PlainLink({ to, ...props }: PlainLinkProps) {
  return <a href={to} data-discover="true" {...props} />;
}

/**
 * One click listener for the whole document: a plain left click on a same-site PlainLink (an
 * `a[data-discover]` whose click nobody handled, as a <Link> handles its own) navigates inside the
 * app; a modified or middle click, a target or a download attribute are left to the browser.
 */
export function ClientNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const anchor = event.target instanceof Element ? event.target.closest('a[data-discover]') : null;
      if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      const path = `${url.pathname}${url.search}${url.hash}`;
      // as a <Link> does: a link to the page you are on replaces it in the history
      const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
      navigate(path, { replace: path === here });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
  return null;
}
