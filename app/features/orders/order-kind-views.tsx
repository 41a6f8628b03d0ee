// The order-kind screens' pieces: the preferred pool (优选订单) list, an open preferred order as
// the pool sees it (with 接单), and the control order's parties above its order detail.
import { Form, Link } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { Button } from '#app/components/button';
import { CapPage } from '#app/components/cap-page';
import type { ControlParties } from '#contract/orders/kinds';
import { DictBadge, ListTable, type Column, actionsColumn } from '#app/components/list-ui';
import { PageLinks } from '#app/components/page-links';
import { ORDER_STATUS } from '#contract/orders/dict';
import { HiddenText } from '#app/components/hidden-text';
import { GoodsRoute, Quantity } from './order-ui';

type PoolRow = {
  id: number;
  orderNo: string;
  status: string;
  goodsName: string;
  route: string;
  shipperName: string;
  vehicles: string;
  weight: string;
  unitPrice: string;
  total: string;
  loadStart: string;
  createdAt: string;
  mine: boolean;
};

const detailHref = (id: number) => `/user/youxuanSingleLoadOrderDetail?orderId=${id}`;

const POOL_COLUMNS: Column<PoolRow>[] = [
  { title: '订单号', cell: (o) => <Link to={detailHref(o.id)}>{o.orderNo}</Link> },
  { title: '货物 / 线路', cell: (o) => <GoodsRoute goodsName={o.goodsName} route={o.route} /> },
  { title: '货主', cell: (o) => o.shipperName },
  { title: '数量', cell: (o) => <Quantity weight={o.weight} vehicles={o.vehicles} /> },
  { title: '运价', cell: (o) => o.unitPrice },
  { title: '运费', cell: (o) => o.total },
  { title: '装货时间', cell: (o) => o.loadStart },
  { title: '发布时间', cell: (o) => o.createdAt },
  actionsColumn((o) => (
    <Link to={detailHref(o.id)}>
      查看并接单<HiddenText>{` ${o.orderNo}`}</HiddenText>
    </Link>
  )),
];

export function PreferredPool({
  rows,
  total,
  pageNumber,
  pageSize,
  eligible,
  rating,
  rule,
}: {
  rows: PoolRow[];
  total: number;
  pageNumber: number;
  pageSize: number;
  eligible: boolean;
  rating: string;
  rule: string;
}) {
  return (
    <CapPage id="pool-title" title="优选订单">
      <p className="muted">{rule}</p>
      <p>
        贵司平台评分：{rating}
        {eligible ? '，已是优选承运商。' : '，暂未达到优选承运商标准，不能查看和接受优选订单。'}
      </p>
      {eligible ? (
        <>
          <ListTable label="优选订单列表" empty="暂无待接的优选订单" columns={POOL_COLUMNS} rows={rows} rowKey={(o) => o.id} />
          <PageLinks total={total} pageNumber={pageNumber} pageSize={pageSize} />
        </>
      ) : null}
    </CapPage>
  );
}

/** An open preferred order as a preferred carrier sees it: the facts and 接单 (first to accept wins). */
export function PreferredOffer({ row, canAccept }: { row: PoolRow; canAccept: boolean }) {
  return (
    <CapPage
      id="offer-title"
      crumbs={
        <>
          <Link to="/user/myOrder?tab=preferred">优选订单</Link> / 优选订单详情
        </>
      }
      title={
        <>
          优选订单 {row.orderNo} <DictBadge dict={ORDER_STATUS} value={row.status} />
        </>
      }
    >
      <dl className="facts">
        <dt>货物</dt>
        <dd>{row.goodsName}</dd>
        <dt>线路</dt>
        <dd>{row.route}</dd>
        <dt>货主</dt>
        <dd>{row.shipperName}</dd>
        <dt>数量</dt>
        <dd>
          {row.weight}，{row.vehicles}
        </dd>
        <dt>运价</dt>
        <dd>{row.unitPrice}</dd>
        <dt>运费</dt>
        <dd>{row.total}</dd>
        <dt>装货时间</dt>
        <dd>{row.loadStart || '—'}</dd>
        <dt>发布时间</dt>
        <dd>{row.createdAt}</dd>
      </dl>
      {canAccept ? (
        <Form method="post" className="cap-actions" aria-label="接单">
          <AuthenticityTokenInput />
          <Button type="submit" name="intent" value="acceptPreferred">
            接单
          </Button>
          <span className="muted">优选订单先接先得，接单后由贵司承运并派车。</span>
        </Form>
      ) : null}
    </CapPage>
  );
}

type Assign = { keyword: string; carriers: { value: string; label: string }[] } | null;

/** Operations name the actual carrier: a GET search by name, then the choice (posts intent=assign). */
function AssignForm({ assign }: { assign: NonNullable<Assign> }) {
  return (
    <div className="cap-actions" role="group" aria-label="指派实际承运人">
      <Form method="get" className="cap-filters" aria-label="搜索承运企业">
        <label className="cap-filter">
          <span>承运企业名称</span>
          <input type="search" name="carrierKeyword" defaultValue={assign.keyword} maxLength={30} className="cap-input" />
        </label>
        <button type="submit" className="btn btn-plain">
          搜索
        </button>
      </Form>
      <Form method="post" className="cap-filters" aria-label="指派">
        <AuthenticityTokenInput />
        <label className="cap-filter">
          <span>实际承运人</span>
          <select name="carrierCompanyId" className="cap-select" defaultValue="" required>
            <option value="">请选择</option>
            {assign.carriers.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" name="intent" value="assign">
          指派
        </Button>
      </Form>
    </div>
  );
}

export function ControlPartiesView({ parties, assign = null }: { parties: ControlParties; assign?: Assign }) {
  return (
    <section className="panel cap-page" aria-labelledby="parties-title">
      <h2 id="parties-title" className="page-title">
        管控订单各方
      </h2>
      <dl className="facts" aria-label="管控订单各方">
        <dt>托运人（货主）</dt>
        <dd>{parties.shipperName}</dd>
        <dt>承运人（签约方）</dt>
        <dd>{parties.contractCarrierName}</dd>
        <dt>实际承运人</dt>
        <dd>{parties.actualCarrierName || '待平台指派'}</dd>
      </dl>
      <p className="muted">网络货运：平台作为承运人与托运人签订运输合同，并委托实际承运人完成运输；实际承运人接单、派车（派车单见上方订单详情）。</p>
      {assign ? <AssignForm assign={assign} /> : null}
    </section>
  );
}
