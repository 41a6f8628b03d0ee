// Framework contracts' screens: /shipper/editContract (the shipper's big orders with the button
// that makes a big order's framework contract and sends it for signing) and /shipper/contract/track
// (the framework contracts, and ?id= one's execution: contracted, released and delivered weight and
// freight, the term left, the orders under it).
import { parseWithZod } from '@conform-to/zod';
import { data } from '@remix-run/node';
import { z } from 'zod';
import { CONTRACT_MESSAGES as M, CONTRACT_STATUS_LABELS } from '#contract/contracts/contracts';
import { bigOrderQuery } from '#contract/orders/big';
import { api } from '#app/utils/api.server';
import { idParam, loadOwned, loadPage, readForm, redirectWith, type FormReply } from '#app/utils/forms.server';
import { PlatformError, type Caller } from '#app/utils/platform.server';
import { formatDateTime, yuan, yuanPerTonne } from '#app/utils/format';
import { tonnes } from '#app/utils/weights';
import { contractListData } from './contracts.server';
import { CONTRACT_PATHS, contractHref } from './paths';

/** The caller's big orders not closed, each a candidate for a framework contract. */
export async function frameworkCandidates(caller: Caller) {
  const { query, page } = await loadPage(caller, api.ordersBig.page, bigOrderQuery);
  return {
    query: { pageNumber: query.pageNumber, pageSize: query.pageSize },
    total: page.total,
    rows: page.records
      .filter((b) => b.status !== '40' && b.actors.includes('shipper'))
      .map((b) => ({
        id: b.id,
        bigOrderNo: b.bigOrderNo,
        carrierName: b.carrierName,
        goodsName: b.goodsName,
        route: b.route,
        weight: tonnes(b.totalWeightKg),
        unitPrice: yuanPerTonne(b.unitPriceFen),
        period: `${b.periodStart} 至 ${b.periodEnd}`,
      })),
  };
}

const frameworkForm = z.object({ bigOrderId: z.coerce.number().int().positive(M.bigOrderNotFound) });

/** Makes the framework contract of the big order posted, then to its page in 我的合同 with the flash. */
export async function frameworkAction(caller: Caller) {
  const formData = await readForm(caller.request);
  if (formData.get('intent') !== 'framework') throw new Response('未知的操作', { status: 400 });
  const submission = parseWithZod(formData, { schema: frameworkForm });
  if (submission.status !== 'success') return data<FormReply>({ result: submission.reply() }, { status: 400 });
  try {
    const made = await api.contracts.framework(caller, submission.value);
    return redirectWith(caller.request, contractHref(CONTRACT_PATHS.mine, made.id), `${M.sent}（${made.contractNo}）`);
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    if (error.code === 404) throw new Response(error.message, { status: 404 });
    return data<FormReply>({ result: submission.reply({ formErrors: [error.message] }) }, { status: 400 });
  }
}

/** /shipper/contract/track: the framework contracts, or ?id= one's execution. */
export async function trackScreenData(caller: Caller) {
  const id = idParam(caller.request);
  if (id === null) return { list: await contractListData(caller, { kind: 'framework' }), track: null };
  const t = await loadOwned(caller, api.contracts.track, id);
  const percent = (part: number, whole: number) => (whole > 0 ? `${Math.round((part / whole) * 1000) / 10}%` : '—');
  return {
    list: null,
    track: {
      ...t,
      statusLabel: CONTRACT_STATUS_LABELS[t.status],
      term: `${t.termStart} 至 ${t.termEnd}`,
      remaining: t.daysLeft >= 0 ? `剩余 ${t.daysLeft} 天` : `已超期 ${-t.daysLeft} 天`,
      overdue: t.daysLeft < 0 && t.deliveredKg < t.contractedKg,
      rows: [
        { key: 'contracted', label: '合同量', weight: tonnes(t.contractedKg), freight: yuan(t.contractedFen), share: '100%' },
        { key: 'released', label: '已下达', weight: tonnes(t.releasedKg), freight: yuan(t.releasedFen), share: percent(t.releasedKg, t.contractedKg) },
        { key: 'delivered', label: '已送达', weight: tonnes(t.deliveredKg), freight: yuan(t.deliveredFen), share: percent(t.deliveredKg, t.contractedKg) },
        {
          key: 'left',
          label: '未下达',
          weight: tonnes(Math.max(0, t.contractedKg - t.releasedKg)),
          freight: yuan(Math.max(0, t.contractedFen - t.releasedFen)),
          share: percent(Math.max(0, t.contractedKg - t.releasedKg), t.contractedKg),
        },
      ],
      orderRows: t.orders.map((o) => ({
        ...o,
        weight: tonnes(o.weightKg),
        delivered: tonnes(o.deliveredKg),
        total: yuan(o.totalFen),
        created: formatDateTime(o.createdAt, 'YYYY-MM-DD HH:mm'),
      })),
    },
  };
}
