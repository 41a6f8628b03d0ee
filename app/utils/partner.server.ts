// Loader and action of the shipper's two partner lists (app/components/partner-screen.tsx).
import type { AppLoadContext } from '@remix-run/node';
import { frequentCarrierInput, frequentCarrierQuery, type FrequentCarrierView, type PartnerRelation } from '#contract/capacity/schemas';
import { filterParams } from '#app/components/list-ui';
import { PARTNER_PATHS } from '#app/components/partner-screen';
import { requireUser } from './auth.server';
import { deleteAndReturn, loadPage, readForm, redirectWith, saveForm } from './forms.server';

const ENDPOINTS: Record<PartnerRelation, string> = { carrier: '/frequentCarrier', agent: '/partner' };
const ADDED: Record<PartnerRelation, string> = { carrier: '已添加到常用承运商', agent: '已添加到合作经纪人' };
const REMOVED: Record<PartnerRelation, string> = { carrier: '已移除常用承运商', agent: '已移除合作经纪人' };

type Caller = { request: Request; context: AppLoadContext };

export async function partnerLoader(args: Caller, relation: PartnerRelation) {
  await requireUser(args);
  const { query, page } = await loadPage<FrequentCarrierView, typeof frequentCarrierQuery.shape>(
    args,
    `${ENDPOINTS[relation]}/pagination`,
    frequentCarrierQuery,
  );
  const removeId = Number(new URL(args.request.url).searchParams.get('remove'));
  return { relation, query, page, remove: page.records.find((r) => r.id === removeId) ?? null };
}

export async function partnerAction(args: Caller, relation: PartnerRelation) {
  await requireUser(args);
  const path = PARTNER_PATHS[relation];
  const formData = await readForm(args.request);
  const filters = filterParams(Object.fromEntries(new URL(args.request.url).searchParams));
  filters.delete('remove');
  const list = `${path}${filters.size ? `?${filters}` : ''}`;
  switch (formData.get('intent')) {
    case 'add': {
      const result = await saveForm(args, formData, frequentCarrierInput, `${ENDPOINTS[relation]}/save`);
      if (!result.ok) return result.response;
      return redirectWith(args.request, list, ADDED[relation]);
    }
    case 'remove':
      return deleteAndReturn(args, `${ENDPOINTS[relation]}/deleteById`, String(formData.get('id') ?? ''), list, REMOVED[relation]);
    default:
      throw new Response('未知的操作', { status: 400 });
  }
}
