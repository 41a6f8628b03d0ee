// The tags bar of visited views (spec 2 and 4). Each view links to its last URL; a close button
// posts a small form. The actions menu (refresh, close others, close all) is a <details>; with
// JS a right click on a view opens it for that view, as the spec's context menu.
import { Form, Link } from '@remix-run/react';
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import type { TabView } from './workspace-tabs.server';

function TagForm({ intent, path, current, label, children }: { intent: string; path: string; current: string; label: string; children: ReactNode }) {
  return (
    <Form method="post" action="/resources/tags" className="inline-form" onSubmit={(event) => event.currentTarget.closest('details')?.removeAttribute('open')}>
      <AuthenticityTokenInput />
      <input type="hidden" name="path" value={path} />
      <input type="hidden" name="current" value={current} />
      <button type="submit" name="intent" value={intent} className="ws-tag-action" aria-label={label}>
        {children}
      </button>
    </Form>
  );
}

export function TagsBar({ views, activePath, current }: { views: TabView[]; activePath: string; current: string }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const [target, setTarget] = useState(activePath);
  // After a navigation the menu closes and acts on the new current view (not on first mount:
  // a menu opened before hydration stays open).
  const seen = useRef(current);
  useEffect(() => {
    if (seen.current === current) return;
    seen.current = current;
    setTarget(activePath);
    menu.current?.removeAttribute('open');
  }, [activePath, current]);
  const targetView = views.find((v) => v.path === target) ?? views.find((v) => v.path === activePath);
  const openMenuFor = (path: string) => (event: MouseEvent) => {
    event.preventDefault();
    setTarget(path);
    menu.current?.setAttribute('open', '');
  };
  return (
    <div className="ws-tags">
      <nav aria-label="已访问页面">
        <ul className="ws-tag-list">
          {views.map((view) => (
            <li key={view.path} className={view.path === activePath ? 'ws-tag ws-tag-active' : 'ws-tag'} onContextMenu={openMenuFor(view.path)}>
              <Link to={view.full} aria-current={view.path === activePath ? 'page' : undefined} prefetch="none">
                {view.title}
              </Link>
              {view.affix ? null : (
                <TagForm intent="close" path={view.path} current={current} label={`关闭 ${view.title}`}>
                  <span aria-hidden="true">×</span>
                  <span className="visually-hidden">关闭 {view.title}</span>
                </TagForm>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <details className="ws-tag-menu" ref={menu}>
        <summary>标签操作{targetView && targetView.path !== activePath ? `：${targetView.title}` : ''}</summary>
        <div className="ws-tag-menu-list">
          <TagForm intent="refresh" path={targetView?.path ?? activePath} current={current} label="刷新">
            刷新
          </TagForm>
          {targetView && !targetView.affix ? (
            <TagForm intent="close" path={targetView.path} current={current} label="关闭">
              关闭
            </TagForm>
          ) : null}
          <TagForm intent="closeOthers" path={targetView?.path ?? activePath} current={current} label="关闭其他">
            关闭其他
          </TagForm>
          <TagForm intent="closeAll" path={activePath} current={current} label="关闭所有">
            关闭所有
          </TagForm>
        </div>
      </details>
    </div>
  );
}
