// Loader and action of the shipper's two partner lists (app/features/capacity/partner-screen.tsx).
import { frequentCarrierInput, frequentCarrierQuery, type PartnerRelation } from '#contract/capacity/schemas';
import { filterParams } from '#app/components/list-ui';
import { api } from '#app/utils/api.server';
import { requireUser } from '#app/utils/auth.server';
import { deleteAndReturn, loadPage, readForm, redirectWith, saveRawForm } from '#app/utils/forms.server';
import type { Caller } from '#app/utils/platform.server';
import { PARTNER_PATHS } from './paths';

const CALLS = {
  carrier: { page: api.capacity.frequentCarrierPage, add: api.capacity.frequentCarrierAdd, remove: api.capacity.frequentCarrierRemove },
  agent: { page: api.capacity.partnerPage, add: api.capacity.partnerAdd, remove: api.capacity.partnerRemove },
};
const ADDED: Record<PartnerRelation, string> = { carrier: '已添加到常用承运商', agent: '已添加到合作经纪人' };
const REMOVED: Record<PartnerRelation, string> = { carrier: '已移除常用承运商', agent: '已移除合作经纪人' };

export async function partnerLoader(args: Caller, relation: PartnerRelation) {
  await requireUser(args);
  const { query, page } = await loadPage(args, CALLS[relation].page, frequentCarrierQuery);
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
      const result = await saveRawForm(args, formData, frequentCarrierInput, CALLS[relation].add);
      if (!result.ok) return result.response;
      return redirectWith(args.request, list, ADDED[relation]);
    }
    case 'remove':
      return deleteAndReturn(args, CALLS[relation].remove, String(formData.get('id') ?? ''), list, REMOVED[relation]);
    default:
      throw new Response('未知的操作', { status: 400 });
  }
}
