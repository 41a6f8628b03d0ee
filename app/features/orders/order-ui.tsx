// Shared pieces of the order and waybill screens: the order list and the waybill list (GET filter
// forms, page links, export of the filter or the ticked rows), and the status timeline.
import { Button } from '@mantine-part/button';
import { Table } from '#app/ui/table';
import { Form, Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { ORDER_FILTER_KEYS, RELEASE_KIND_OPTIONS, WAYBILL_FILTER_KEYS } from '#contract/orders/filters';
import { DIRECTION_OPTIONS } from '#contract/orders/direction';
import type { OrderQuery, WaybillQuery } from '#contract/orders/schemas';
import { DictBadge, FilterButtons, FilterSelect, FilterText, dictOptions } from '#app/components/list-ui';
import { PageLinks } from '#app/components/page-links';
import { DISPATCH_STATUS, ORDER_SOURCE, ORDER_STATUS, PAY_STATUS } from '#contract/orders/dict';

type OrderItem = {
  id: number;
  orderNo: string;
  status: string;
  sourceLabel: string;
  releaseKind?: string;
  releaseKindLabel?: string;
  directionLabel?: string;
  goodsName: string;
  route: string;
  shipperName: string;
  carrierName: string;
  vehicles: string;
  weight: string;
  dispatched: string;
  total: string;
  createdAt: string;
};

export function DateRange({ start, end }: { start?: string; end?: string }) {
  return (
    <>
      <label className="cap-filter">
        <span>开始日期</span>
        <input type="date" name="startDate" defaultValue={start ?? ''} className="cap-input" />
      </label>
      <label className="cap-filter">
        <span>结束日期</span>
        <input type="date" name="endDate" defaultValue={end ?? ''} className="cap-input" />
      </label>
    </>
  );
}

/** The export form of a list: the current filters as hidden fields, the ticked rows' `ids` inside it. */
function ExportForm({
  action,
  back,
  query,
  keys,
  label,
  children,
}: {
  action: string;
  back: string;
  query: Record<string, unknown>;
  keys: readonly string[];
  label: string;
  children: ReactNode;
}) {
  return (
    <form method="get" action={action} aria-label={label}>
      <input type="hidden" name="back" value={back} />
      {keys.map((key) => (query[key] ? <input key={key} type="hidden" name={key} value={String(query[key])} /> : null))}
      <div className="cap-actions orders-export">
        <Button type="submit" variant="default">
          导出
        </Button>
        <span className="muted">导出勾选的记录；未勾选时导出当前查询结果</span>
      </div>
      {children}
    </form>
  );
}

/**
 * An order list: the caller's orders (as shipper or carrier), filters in the URL. `view`: a
 * direction screen (销售/采购物流订单) — its direction is fixed, and its rows export.
 */
export function OrderList({
  path,
  title,
  query,
  rows,
  total,
  extra,
  view,
}: {
  path: string;
  title: string;
  query: OrderQuery;
  rows: OrderItem[];
  total: number;
  extra?: (row: OrderItem) => ReactNode;
  view?: 'sales' | 'purchase';
}) {
  const table = <OrderTable rows={rows} extra={extra} tick={Boolean(view)} />;
  return (
    <section className="panel cap-page" aria-labelledby="order-list-title">
      <div className="cap-head">
        <h1 id="order-list-title" className="page-title">
          {title}
        </h1>
      </div>
      <Form method="get" action={path} className="cap-filters" aria-label="筛选订单">
        <FilterText name="orderNo" label="订单号" value={query.orderNo ?? ''} maxLength={30} />
        <FilterSelect name="status" label="订单状态" value={query.status ?? ''} options={dictOptions(ORDER_STATUS)} />
        <FilterSelect name="source" label="订单来源" value={query.source ?? ''} options={dictOptions(ORDER_SOURCE)} />
        <FilterSelect name="releaseKind" label="订单类型" value={query.releaseKind ?? ''} options={RELEASE_KIND_OPTIONS} />
        {view ? null : <FilterSelect name="direction" label="业务方向" value={query.direction ?? ''} options={DIRECTION_OPTIONS} />}
        <FilterText name="party" label={view ? '往来单位' : '货主/承运方'} value={query.party ?? ''} maxLength={30} />
        <DateRange start={query.startDate} end={query.endDate} />
        <FilterButtons reset={path} />
      </Form>
      {view ? (
        <ExportForm action="/resources/orders/order-export" back={path} query={query} keys={ORDER_FILTER_KEYS} label="导出订单">
          {table}
        </ExportForm>
      ) : (
        table
      )}
      <PageLinks total={total} pageNumber={query.pageNumber} pageSize={query.pageSize} />
    </section>
  );
}

function OrderTable({ rows, extra, tick }: { rows: OrderItem[]; extra?: (row: OrderItem) => ReactNode; tick: boolean }) {
  return (
    <Table striped highlightOnHover className="cap-table" aria-label="订单列表">
      <Table.Thead>
        <Table.Tr>
          {tick ? (
            <Table.Th>
              <span className="visually-hidden">勾选</span>
            </Table.Th>
          ) : null}
          <Table.Th>订单号</Table.Th>
          <Table.Th>货物 / 线路</Table.Th>
          <Table.Th>货主</Table.Th>
          <Table.Th>承运方</Table.Th>
          <Table.Th>数量</Table.Th>
          <Table.Th>已派</Table.Th>
          <Table.Th>运费</Table.Th>
          <Table.Th>来源</Table.Th>
          <Table.Th>状态</Table.Th>
          <Table.Th>下单时间</Table.Th>
          <Table.Th>操作</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.length === 0 ? (
          <Table.Tr>
            <Table.Td colSpan={tick ? 12 : 11} className="cap-empty">
              暂无订单
            </Table.Td>
          </Table.Tr>
        ) : (
          rows.map((o) => (
            <Table.Tr key={o.id}>
              {tick ? (
                <Table.Td>
                  <input type="checkbox" name="ids" value={o.id} aria-label={`勾选 ${o.orderNo}`} />
                </Table.Td>
              ) : null}
              <Table.Td>
                <Link to={`/orderDetails/${o.id}`}>{o.orderNo}</Link>
              </Table.Td>
              <Table.Td>
                {o.goodsName}
                <span className="cap-sub">{o.route}</span>
              </Table.Td>
              <Table.Td>{o.shipperName}</Table.Td>
              <Table.Td>{o.carrierName}</Table.Td>
              <Table.Td>
                {o.weight}
                <span className="cap-sub">{o.vehicles}</span>
              </Table.Td>
              <Table.Td>{o.dispatched}</Table.Td>
              <Table.Td>{o.total}</Table.Td>
              <Table.Td>
                {o.sourceLabel}
                {o.releaseKind && o.releaseKind !== 'normal' ? <span className={`cap-sub kind-badge kind-${o.releaseKind}`}>{o.releaseKindLabel}</span> : null}
                {o.directionLabel ? <span className="cap-sub">{o.directionLabel}</span> : null}
              </Table.Td>
              <Table.Td>
                <DictBadge dict={ORDER_STATUS} value={o.status} />
              </Table.Td>
              <Table.Td>{o.createdAt}</Table.Td>
              <Table.Td className="cap-row-actions">
                <Link to={`/orderDetails/${o.id}`} aria-label={`查看 ${o.orderNo}`}>
                  详情
                </Link>
                {o.releaseKind === 'control' ? <Link to={`/user/controlOrderDetails/${o.id}`}>管控详情</Link> : null}
                {o.releaseKind === 'preferred' ? <Link to={`/user/youxuanSingleLoadOrderDetail?orderId=${o.id}`}>优选详情</Link> : null}
                {extra?.(o)}
              </Table.Td>
            </Table.Tr>
          ))
        )}
      </Table.Tbody>
    </Table>
  );
}

type WaybillItem = {
  id: number;
  auditStatus: string;
  waybillNo: string;
  orderId: number;
  orderNo: string;
  status: string;
  goodsName: string;
  route: string;
  plateNo: string;
  driver: string;
  planned: string;
  loadWeight: string;
  unloadWeight: string;
  loss: string;
  freight: string;
  createdAt: string;
  payStatus?: string;
  /** the caller's company only receives it: no order link, no freight */
  received?: boolean;
  /** the direction lists: 收货单位 / 发货单位 */
  counterpart?: string;
};

const FILTER_KEYS = WAYBILL_FILTER_KEYS;

/**
 * The waybill list. The table sits in a second GET form to the export: its checkboxes tick rows,
 * hidden fields carry the current filters, so "导出" exports the ticked rows or else the filter.
 */
export function WaybillList({
  path,
  title,
  detailPath,
  query,
  rows,
  total,
  capped,
  extra,
  filters,
  showPay = false,
}: {
  path: string;
  title: string;
  detailPath: string;
  query: WaybillQuery;
  rows: WaybillItem[];
  total: number;
  capped: boolean;
  /** more links of a row's 操作 cell */
  extra?: (row: WaybillItem) => ReactNode;
  /** more filters of the screen */
  filters?: ReactNode;
  /** the order's payment state under the freight */
  showPay?: boolean;
}) {
  return (
    <section className="panel cap-page" aria-labelledby="waybill-list-title">
      <div className="cap-head">
        <h1 id="waybill-list-title" className="page-title">
          {title}
        </h1>
      </div>
      <Form method="get" action={path} className="cap-filters" aria-label="筛选派车单">
        <FilterText name="waybillNo" label="派车单号" value={query.waybillNo ?? ''} maxLength={30} />
        <FilterText name="orderNo" label="订单号" value={query.orderNo ?? ''} maxLength={30} />
        <FilterText name="plateNo" label="车牌号" value={query.plateNo ?? ''} maxLength={12} />
        <FilterText name="driverName" label="司机" value={query.driverName ?? ''} maxLength={20} />
        <FilterSelect name="status" label="运单状态" value={query.status ?? ''} options={dictOptions(DISPATCH_STATUS)} />
        {filters}
        <DateRange start={query.startDate} end={query.endDate} />
        <FilterButtons reset={path} />
      </Form>
      <ExportForm action="/resources/orders/waybill-export" back={path} query={query} keys={FILTER_KEYS} label="导出派车单">
        <Table striped highlightOnHover className="cap-table" aria-label="派车单列表">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <span className="visually-hidden">勾选</span>
              </Table.Th>
              <Table.Th>派车单号</Table.Th>
              <Table.Th>订单号</Table.Th>
              <Table.Th>货物 / 线路</Table.Th>
              <Table.Th>车牌号</Table.Th>
              <Table.Th>司机</Table.Th>
              <Table.Th>派车 / 装货 / 卸货</Table.Th>
              <Table.Th>运费</Table.Th>
              <Table.Th>状态</Table.Th>
              <Table.Th>派车时间</Table.Th>
              <Table.Th>操作</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={11} className="cap-empty">
                  暂无派车单
                </Table.Td>
              </Table.Tr>
            ) : (
              rows.map((w) => (
                <Table.Tr key={w.id}>
                  <Table.Td>
                    <input type="checkbox" name="ids" value={w.id} aria-label={`勾选 ${w.waybillNo}`} />
                  </Table.Td>
                  <Table.Td>
                    <Link to={`${detailPath}?id=${w.id}`}>{w.waybillNo}</Link>
                  </Table.Td>
                  <Table.Td>{w.received ? <span className="muted">收货</span> : <Link to={`/orderDetails/${w.orderId}`}>{w.orderNo}</Link>}</Table.Td>
                  <Table.Td>
                    {w.goodsName}
                    <span className="cap-sub">{w.route}</span>
                    {w.counterpart ? <span className="cap-sub">{w.counterpart}</span> : null}
                  </Table.Td>
                  <Table.Td>{w.plateNo}</Table.Td>
                  <Table.Td>{w.driver}</Table.Td>
                  <Table.Td>
                    {w.planned}
                    {w.loadWeight ? <span className="cap-sub">装 {w.loadWeight}</span> : null}
                    {w.unloadWeight ? <span className="cap-sub">卸 {w.unloadWeight}</span> : null}
                  </Table.Td>
                  <Table.Td>
                    {w.freight}
                    {showPay && w.payStatus ? (
                      <span className="cap-sub">
                        <DictBadge dict={PAY_STATUS} value={w.payStatus} />
                      </span>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <DictBadge dict={DISPATCH_STATUS} value={w.status} />
                  </Table.Td>
                  <Table.Td>{w.createdAt}</Table.Td>
                  <Table.Td className="cap-row-actions">
                    <Link to={`${detailPath}?id=${w.id}`} aria-label={`查看 ${w.waybillNo}`}>
                      详情
                    </Link>
                    {extra?.(w)}
                  </Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </ExportForm>
      <PageLinks total={total} pageNumber={query.pageNumber} pageSize={query.pageSize} capped={capped} />
    </section>
  );
}

type TimelineItem = { status: string; actorName: string; weight: string; fileUuid: string | null; remark: string; at: string };

/** A status timeline: who, when, weights and the photo of each step. */
export function Timeline({ items, photoHref }: { items: TimelineItem[]; photoHref?: (uuid: string) => string }) {
  if (items.length === 0) return <p className="muted">暂无记录</p>;
  return (
    <ol className="orders-timeline" aria-label="状态记录">
      {items.map((h, i) => (
        <li key={i}>
          <strong>{h.status}</strong> <span className="muted">{h.at}</span>
          <div>
            {h.actorName}
            {h.remark ? `：${h.remark}` : ''}
            {h.weight ? `（${h.weight}）` : ''}
            {h.fileUuid && photoHref ? (
              <>
                {' '}
                <a href={photoHref(h.fileUuid)} target="_blank" rel="noreferrer">
                  查看磅单
                </a>
              </>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
