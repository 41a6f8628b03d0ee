// Server side of my-center's frequent entries (oftenGoods, oftenAddress, oftenContacts,
// oftenTemplate): one page of a kind from the URL, adding one (the platform validates it by its
// kind and names the field it refuses) and deleting one after the confirmation panel.
import { parseWithZod } from '@conform-to/zod';
import { data } from '@remix-run/node';
import { z } from 'zod';
import { FREQUENT_FORMS, type FrequentKind } from '#contract/market/cargo';
import { cityOptions } from '#contract/city-options';
import { MESSAGES_8 } from '#contract/codes';
import { type FormReply, readForm, redirectWith } from '#app/utils/forms.server';
import { api } from '#app/utils/api.server';
import { PlatformError, type Caller } from '#app/utils/platform.server';
import { requireUser } from '#app/utils/auth.server';
import { formatDateTime } from '#app/utils/format';
import { FREQUENT_PATHS } from './frequent-paths';

const pageQuery = z.object({
  keyword: z.string().trim().max(30).optional(),
  pageNumber: z.coerce.number().int().min(1).max(10_000).catch(1),
});

/** The loader of a kind's screen: signed-in users only. */
export async function frequentPageData(caller: Caller, kind: FrequentKind) {
  await requireUser(caller);
  const url = new URL(caller.request.url);
  const query = pageQuery.parse({ keyword: url.searchParams.get('keyword') || undefined, pageNumber: url.searchParams.get('pageNumber') ?? 1 });
  const page = await api.frequents.page(caller, { kind, keyword: query.keyword, pageNumber: query.pageNumber, pageSize: 20 });
  const remove = url.searchParams.get('delete');
  return {
    query: { keyword: query.keyword ?? '', pageNumber: query.pageNumber },
    page: { ...page, rows: page.rows.map((r) => ({ id: r.id, title: r.title, data: r.data, createdAt: formatDateTime(r.createdAt, 'YYYY-MM-DD HH:mm') })) },
    deleting: remove && page.rows.some((r) => String(r.id) === remove) ? Number(remove) : null,
    cities: kind === 'address' ? cityOptions() : [],
  };
}

/** The action of a kind's screen (add or delete); its redirects go back to the screen. */
export async function frequentAction(caller: Caller, kind: FrequentKind) {
  await requireUser(caller);
  const here = FREQUENT_PATHS[kind];
  const formData = await readForm(caller.request);
  if (formData.get('intent') === 'delete') {
    const id = Number(formData.get('id'));
    try {
      await api.frequents.remove(caller, { kind, id });
    } catch (error) {
      if (!(error instanceof PlatformError)) throw error;
      return redirectWith(caller.request, here, error.message || MESSAGES_8.fallbackError, 'error');
    }
    return redirectWith(caller.request, here, '已删除');
  }
  const schema = FREQUENT_FORMS[kind];
  if (!schema || formData.get('intent') !== 'add') throw new Response('未知的操作', { status: 400 });
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== 'success') return data<FormReply>({ result: submission.reply() }, { status: 400 });
  const value = submission.value as Record<string, unknown>;
  const body = kind === 'address' ? { ...value, provinceCode: String(value.cityCode).slice(0, 2) } : value;
  try {
    await api.frequents.save(caller, { kind, data: body });
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    const field = (error.data as { field?: string } | null)?.field;
    const message = error.message || MESSAGES_8.fallbackError;
    return data<FormReply>({ result: submission.reply(field ? { fieldErrors: { [field]: [message] } } : { formErrors: [message] }) }, { status: 400 });
  }
  return redirectWith(caller.request, here, '已保存');
}
