// /content-manage/version (operations): the platform's release versions with their notes
// (POST /api/system/version/page), the editor (?edit=new or ?edit=id) and the delete
// confirmation (?remove=id). Filters and pages in the URL; every move redirects with a flash.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { lenientQuery } from '#contract/lenient-query';
import { versionInput, versionQuery } from '#contract/releases/versions';
import { api } from '#app/utils/api.server';
import { requireUser } from '#app/utils/auth.server';
import { readForm, redirectWith, saveForm } from '#app/utils/forms.server';
import { PlatformError } from '#app/utils/platform.server';

export const VERSIONS_PATH = '/content-manage/version';

export async function versionsData(args: LoaderFunctionArgs) {
  await requireUser(args);
  const url = new URL(args.request.url);
  const query = lenientQuery(versionQuery, url.searchParams);
  const page = await api.releases.page(args, query);
  const pick = (name: string) => {
    const id = Number(url.searchParams.get(name));
    return page.records.find((r) => r.id === id) ?? null;
  };
  const edit = url.searchParams.get('edit');
  return {
    query: { keyword: query.keyword ?? '', pageNumber: query.pageNumber, pageSize: query.pageSize },
    page,
    editing: edit === 'new' ? { id: 0, versionNo: '', title: '', notes: '', releasedOn: '' } : edit ? pick('edit') : null,
    removing: pick('remove'),
  };
}

export async function versionsAction(args: ActionFunctionArgs) {
  await requireUser(args);
  const formData = await readForm(args.request);
  const intent = String(formData.get('intent') ?? '');
  if (intent === 'save') {
    const result = await saveForm(args, formData, versionInput, api.releases.save);
    if (!result.ok) return result.response;
    return redirectWith(args.request, VERSIONS_PATH, '版本已保存');
  }
  if (intent === 'remove') {
    const id = String(formData.get('id') ?? '');
    if (!/^\d{1,9}$/.test(id)) throw new Response('参数 id 不正确', { status: 400 });
    try {
      await api.releases.remove(args, { id: Number(id) });
      return redirectWith(args.request, VERSIONS_PATH, '版本已删除');
    } catch (error) {
      if (!(error instanceof PlatformError)) throw error;
      return redirectWith(args.request, VERSIONS_PATH, error.message, 'error');
    }
  }
  throw new Response('未知的操作', { status: 400 });
}
