// The tags bar's actions (spec 2 "Layout shell", spec 4 "Tabs"): refresh, close, close others,
// close all. Small POST forms, so they work without JS; affixed views are never closed.
import type { ActionFunctionArgs } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { requireUser } from '#app/utils/auth.server';
import { validateCsrf } from '#app/utils/csrf.server';
import { backTarget, readViews, writeViews } from '#app/features/workspace/workspace.server';
import { closeAll, closeOthers, closeTab, isAffixed, landingAfterClose, tabViews } from '#app/features/workspace/workspace-tabs.server';

export async function action(args: ActionFunctionArgs) {
  const formData = await args.request.formData();
  await validateCsrf(formData, args.request.headers);
  const user = await requireUser(args);
  const views = await readViews(args.request, user.userId);
  const current = backTarget(formData.get('current'));
  const path = String(formData.get('path') ?? '');
  const view = tabViews(user, views.t).find((v) => v.path === path);
  const intent = formData.get('intent');
  let tabs = views.t;
  let target = current;
  switch (intent) {
    case 'refresh':
      target = view?.full ?? current;
      break;
    case 'close':
      if (!isAffixed(path)) tabs = closeTab(tabs, path);
      target = landingAfterClose(user, tabs, current);
      break;
    case 'closeOthers':
      tabs = closeOthers(tabs, path);
      target = view?.full ?? landingAfterClose(user, tabs, current);
      break;
    case 'closeAll':
      tabs = closeAll();
      target = landingAfterClose(user, tabs, '/workbenck/workbenck');
      break;
    default:
      throw new Response('未知的操作', { status: 400 });
  }
  return redirect(target, { headers: { 'Set-Cookie': await writeViews({ ...views, t: tabs }) } });
}

export function loader() {
  return redirect('/workbenck/workbenck');
}
