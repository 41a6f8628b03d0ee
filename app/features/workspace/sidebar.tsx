// The sidebar menu (spec 2 "Layout shell", spec 6): one <details> per area, so groups open and
// close without JS; the area of the current screen is open and its entry marked current.
import { PlainLink } from '#app/components/plain-link';
import type { SideGroup } from './workspace-menu.server';

/** An icon operations chose for a menu (decision 035): decoration, the title names the entry. */
function Glyph({ icon }: { icon: string }) {
  return (
    <span className="ws-icon" aria-hidden="true">
      {icon}{' '}
    </span>
  );
}

export function Sidebar({ groups, active }: { groups: SideGroup[]; active: string }) {
  return (
    <aside className="ws-sidebar" id="ws-sidebar">
      <nav aria-label="侧边菜单">
        {groups.map((group) => {
          const open = group.items.some((item) => item.path === active);
          return (
            <details key={group.key} className="ws-group" open={open || group.key === 'static' || undefined}>
              <summary>
                {group.icon ? <Glyph icon={group.icon} /> : null}
                {group.title}
              </summary>
              <ul>
                {group.items.map((item) => {
                  const current = item.path === active ? 'page' : undefined;
                  return (
                    <li key={item.path}>
                      {item.path === '/replace1' ? (
                        // /replace1 may leave the site (external monitoring page): a full page load.
                        <a href={item.path} aria-current={current}>
                          {item.icon ? <Glyph icon={item.icon} /> : null}
                          {item.title}
                        </a>
                      ) : (
                        <PlainLink to={item.path} aria-current={current}>
                          {item.icon ? <Glyph icon={item.icon} /> : null}
                          {item.title}
                        </PlainLink>
                      )}
                    </li>
                  );
                })}
              </ul>
            </details>
          );
        })}
      </nav>
    </aside>
  );
}
