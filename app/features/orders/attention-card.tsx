// The workbench's 需关注 card (issue 43): how many of the dispatcher's waybills are late (逾期) or
// have an open exception (异常), each a link to the waybill list filtered to them — plain links, so
// it works without JavaScript.
import { Link } from '@remix-run/react';
import type { WaybillAttentionCounts } from '#contract/orders/schemas';

/** Where the counts lead: the carrier's and agent's waybill list, its `attention` filter in the URL. */
export const ATTENTION_LIST_PATH = '/order-manage/dispatchOrder';

export function AttentionCard({ counts }: { counts: WaybillAttentionCounts }) {
  return (
    <section className="ws-card" aria-label="需关注的派车单">
      <h2>
        <Link to={`${ATTENTION_LIST_PATH}?attention=any`}>需关注 ({counts.any})</Link>
      </h2>
      <ul>
        <li>
          <Link to={`${ATTENTION_LIST_PATH}?attention=late`}>逾期</Link>
          <span className="ws-count">{counts.late}</span>
        </li>
        <li>
          <Link to={`${ATTENTION_LIST_PATH}?attention=abnormal`}>异常</Link>
          <span className="ws-count">{counts.abnormal}</span>
        </li>
      </ul>
    </section>
  );
}
