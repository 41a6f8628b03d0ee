import { Link } from '@remix-run/react';
import type { Crumb } from './workspace-menu.server';

/** The breadcrumb of the current screen, from the screen registry. */
export function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label="面包屑" className="ws-breadcrumb">
      <ol>
        {crumbs.map((crumb, i) => (
          <li key={`${crumb.title}-${i}`} aria-current={i === crumbs.length - 1 ? 'page' : undefined}>
            {crumb.path && i < crumbs.length - 1 ? <Link to={crumb.path}>{crumb.title}</Link> : crumb.title}
          </li>
        ))}
      </ol>
    </nav>
  );
}
