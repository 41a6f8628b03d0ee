// Shared pieces of the order and waybill screens: the order list and the waybill list (GET filter
// forms, page links, export of the filter or the ticked rows), and the status timeline.
import { Form, Link } from '@remix-run/react';
import { useId, type ReactNode } from 'react';
import { DateFilter } from '#app/components/date-filter';
import { Button } from '#app/components/button';
import { CapPage } from '#app/components/cap-page';
import { ORDER_FILTER_KEYS, RELEASE_KIND_OPTIONS, WAYBILL_ATTENTION, WAYBILL_ATTENTION_LABELS, WAYBILL_FILTER_KEYS } from '#contract/orders/filters';
import { Badge } from '#app/components/badge';
import { DIRECTION_OPTIONS } from '#contract/orders/direction';
import type { OrderQuery, WaybillQuery } from '#contract/orders/schemas';
import {
  DictBadge,
  FilterButtons,
  FilterFold,
  FilterSelect,
  FilterText,
  ListTable,
  dictOptions,
  type ActiveFilter,
  type Column,
  type SummarisedFilter,
  actionsColumn,
  TwoLines,
} from '#app/components/list-ui';
import { PageLinks } from '#app/components/page-links';
import { PlainLink } from '#app/components/plain-link';
import { DISPATCH_STATUS, ORDER_SOURCE, ORDER_STATUS, PAY_STATUS } from '#contract/orders/dict';
import { HiddenText } from '#app/components/hidden-text';
import type { waybillView } from './orders.server';
import { SettlementLine } from './settlement-text';

type OrderItem = {
  id: number;
  orderNo: string;
  status: string;
  /** whose turn, where the status alone hides it (orderStatusLabel) */
  statusLabel?: string;
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

type DateRangeProps = { start?: string; end?: string };
export const DateRange: SummarisedFilter<DateRangeProps> = Object.assign(
  ({ start, end }: DateRangeProps) => (
    <>
      <DateFilter name="startDate" label="开始日期" defaultValue={start ?? ''} />
      <DateFilter name="endDate" label="结束日期" defaultValue={end ?? ''} />
    </>
  ),
  {
    activeFilters: ({ start, end }: DateRangeProps): ActiveFilter[] => (start || end ? [['日期', `${start || '…'} 至 ${end || '…'}`]] : []),
  },
);

/** The export form of a list: the current filters as hidden fields, the ticked rows' `ids` inside it. */
function ExportForm({
  action,
  back,
  query,
  keys,
  label,
  background = false,
  children,
}: {
  action: string;
  back: string;
  query: Record<string, unknown>;
  keys: readonly string[];
  label: string;
  /** offers 导出到下载中心: the export runs as a job and is downloaded from the download centre */
  background?: boolean;
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
        {background ? (
          <label>
            <input type="checkbox" name="background" value="1" /> 导出到下载中心
          </label>
        ) : null}
        <span className="muted">导出勾选的记录；未勾选时导出当前查询结果{background ? '；数据较多时自动转为后台导出，在下载中心下载' : ''}</span>
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
    <CapPage id="order-list-title" title={title} row>
      <Form method="get" action={path} className="cap-filters" aria-label="筛选订单">
        <FilterFold>
          <FilterText name="orderNo" label="订单号" value={query.orderNo ?? ''} maxLength={30} />
          <FilterSelect name="status" label="订单状态" value={query.status ?? ''} options={dictOptions(ORDER_STATUS)} />
          <FilterSelect name="source" label="订单来源" value={query.source ?? ''} options={dictOptions(ORDER_SOURCE)} />
          <FilterSelect name="releaseKind" label="订单类型" value={query.releaseKind ?? ''} options={RELEASE_KIND_OPTIONS} />
          {view ? null : <FilterSelect name="direction" label="业务方向" value={query.direction ?? ''} options={DIRECTION_OPTIONS} />}
          <FilterText name="party" label={view ? '往来单位' : '货主/承运方'} value={query.party ?? ''} maxLength={30} />
          <DateRange start={query.startDate} end={query.endDate} />
          <FilterButtons reset={path} />
        </FilterFold>
      </Form>
      {view ? (
        <ExportForm action="/resources/orders/order-export" back={path} query={query} keys={ORDER_FILTER_KEYS} label="导出订单" background>
          {table}
        </ExportForm>
      ) : (
        table
      )}
      <PageLinks total={total} pageNumber={query.pageNumber} pageSize={query.pageSize} />
    </CapPage>
  );
}

/** The tick box of a row in an export form's table: ticked rows are exported. */
function tickColumn<T extends { id: number }>(name: (row: T) => string): Column<T> {
  return { title: '勾选', hiddenTitle: true, cell: (row) => <input type="checkbox" name="ids" value={row.id} aria-label={`勾选 ${name(row)}`} /> };
}

function OrderTable({ rows, extra, tick }: { rows: OrderItem[]; extra?: (row: OrderItem) => ReactNode; tick: boolean }) {
  const columns: Column<OrderItem>[] = [
    ...(tick ? [tickColumn<OrderItem>((o) => o.orderNo)] : []),
    { title: '订单号', cell: (o) => <Link to={`/orderDetails/${o.id}`}>{o.orderNo}</Link> },
    { title: '货物 / 线路', cell: (o) => <GoodsRoute goodsName={o.goodsName} route={o.route} /> },
    { title: '货主', cell: (o) => o.shipperName },
    { title: '承运方', cell: (o) => o.carrierName },
    { title: '数量', cell: (o) => <Quantity weight={o.weight} vehicles={o.vehicles} /> },
    { title: '已派', cell: (o) => o.dispatched },
    { title: '运费', cell: (o) => o.total },
    {
      title: '来源',
      cell: (o) => (
        <>
          {o.sourceLabel}
          {o.releaseKind && o.releaseKind !== 'normal' ? <span className={`cap-sub kind-badge kind-${o.releaseKind}`}>{o.releaseKindLabel}</span> : null}
          {o.directionLabel ? <span className="cap-sub">{o.directionLabel}</span> : null}
        </>
      ),
    },
    { title: '状态', cell: (o) => <DictBadge dict={ORDER_STATUS} value={o.status} label={o.statusLabel} /> },
    { title: '下单时间', cell: (o) => o.createdAt },
    actionsColumn((o) => (
      <>
        <Link to={`/orderDetails/${o.id}`}>
          详情<HiddenText>{` ${o.orderNo}`}</HiddenText>
        </Link>
        {o.releaseKind === 'control' ? <Link to={`/user/controlOrderDetails/${o.id}`}>管控详情</Link> : null}
        {o.releaseKind === 'preferred' ? <Link to={`/user/youxuanSingleLoadOrderDetail?orderId=${o.id}`}>优选详情</Link> : null}
        {extra?.(o)}
      </>
    )),
  ];
  return <ListTable label="订单列表" empty="暂无订单" columns={columns} rows={rows} rowKey={(o) => o.id} />;
}

/** Tonnes over the number of vehicles. */
export function Quantity({ weight, vehicles }: { weight: string; vehicles: string }) {
  return <TwoLines main={weight} sub={vehicles} />;
}

/** Goods over route (and the counterpart company of the direction lists), as the lists show them. */
export function GoodsRoute({ goodsName, route, counterpart }: { goodsName: string; route: string; counterpart?: string }) {
  return (
    <>
      {goodsName}
      <span className="cap-sub">{route}</span>
      {counterpart ? <span className="cap-sub">{counterpart}</span> : null}
    </>
  );
}

/** A waybill list row as orders.server.ts shapes it. */
type WaybillItem = ReturnType<typeof waybillView>;

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
  lead,
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
  /** what comes before the filters (the driver's current trip) */
  lead?: ReactNode;
}) {
  return (
    <CapPage id="waybill-list-title" title={title} row>
      {lead}
      <Form method="get" action={path} className="cap-filters" aria-label="筛选派车单">
        <FilterFold>
          <FilterText name="waybillNo" label="派车单号" value={query.waybillNo ?? ''} maxLength={30} />
          <FilterText name="orderNo" label="订单号" value={query.orderNo ?? ''} maxLength={30} />
          <FilterText name="plateNo" label="车牌号" value={query.plateNo ?? ''} maxLength={12} />
          <FilterText name="driverName" label="司机" value={query.driverName ?? ''} maxLength={20} />
          <FilterSelect name="status" label="派车单状态" value={query.status ?? ''} options={dictOptions(DISPATCH_STATUS)} />
          <FilterSelect name="attention" label="需关注" value={query.attention ?? ''} options={ATTENTION_OPTIONS} />
          {filters}
          <DateRange start={query.startDate} end={query.endDate} />
          <FilterButtons reset={path} />
        </FilterFold>
      </Form>
      <ExportForm action="/resources/orders/waybill-export" back={path} query={query} keys={FILTER_KEYS} label="导出派车单" background>
        <ListTable label="派车单列表" empty="暂无派车单" columns={waybillColumns(detailPath, showPay, extra)} rows={rows} rowKey={(w) => w.id} />
      </ExportForm>
      <PageLinks total={total} pageNumber={query.pageNumber} pageSize={query.pageSize} capped={capped} />
    </CapPage>
  );
}

function waybillColumns(detailPath: string, showPay: boolean, extra?: (row: WaybillItem) => ReactNode): Column<WaybillItem>[] {
  return [
    tickColumn<WaybillItem>((w) => w.waybillNo),
    { title: '派车单号', cell: (w) => <PlainLink to={`${detailPath}?id=${w.id}`}>{w.waybillNo}</PlainLink> },
    { title: '订单号', cell: (w) => (w.received ? <span className="muted">收货</span> : <PlainLink to={`/orderDetails/${w.orderId}`}>{w.orderNo}</PlainLink>) },
    { title: '货物 / 线路', cell: (w) => <GoodsRoute goodsName={w.goodsName} route={w.route} counterpart={w.counterpart} /> },
    { title: '车牌号', cell: (w) => w.plateNo, className: 'nowrap' },
    { title: '司机', cell: (w) => w.driver },
    {
      title: '派车 / 装货 / 卸货',
      cell: (w) => (
        <>
          {w.planned}
          {w.loadWeight ? <span className="cap-sub">装 {w.loadWeight}</span> : null}
          {w.unloadWeight ? <span className="cap-sub">卸 {w.unloadWeight}</span> : null}
        </>
      ),
    },
    {
      title: '运费',
      cell: (w) => (
        <>
          {w.freight}
          {showPay && w.payStatus ? (
            <span className="cap-sub">
              <DictBadge dict={PAY_STATUS} value={w.payStatus} />
            </span>
          ) : null}
          <SettlementLine state={w.settlement} />
        </>
      ),
    },
    {
      title: '状态',
      cell: (w) => (
        <>
          <DictBadge dict={DISPATCH_STATUS} value={w.status} />
          <AttentionBadges late={w.late} abnormal={w.abnormal} />
        </>
      ),
    },
    { title: '派车时间', cell: (w) => w.createdAt },
    actionsColumn((w) => (
      <>
        <PlainLink to={`${detailPath}?id=${w.id}`}>
          详情<HiddenText>{` ${w.waybillNo}`}</HiddenText>
        </PlainLink>
        {extra?.(w)}
      </>
    )),
  ];
}

const ATTENTION_OPTIONS = WAYBILL_ATTENTION.map((value) => ({ value, label: value === 'any' ? '逾期或异常' : WAYBILL_ATTENTION_LABELS[value] }));

/** 逾期 / 异常 as words beside the status (the colour only repeats them), in the table and the phone's cards alike. */
function AttentionBadges({ late, abnormal }: { late: boolean; abnormal: boolean }) {
  if (!late && !abnormal) return null;
  return (
    <span className="cap-sub">
      {late ? (
        <Badge color="red" radius="sm">
          逾期
        </Badge>
      ) : null}
      {late && abnormal ? ' ' : null}
      {abnormal ? (
        <Badge color="orange" radius="sm">
          异常
        </Badge>
      ) : null}
    </span>
  );
}

type TimelineItem = { status: string; actorName: string; weight: string; fileUuid: string | null; remark: string; at: string };

/** A status timeline: who, when, weights and the photo of each step. */
export function Timeline({ items, photoLink }: { items: TimelineItem[]; photoLink?: (uuid: string, text: string) => ReactNode }) {
  const labelId = useId();
  if (items.length === 0) return <p className="muted">暂无记录</p>;
  // aria-label is not allowed on a plain <ol> (html-validate aria-label-misuse): hidden text names it
  return (
    <>
      <HiddenText id={labelId}>状态记录</HiddenText>
      <ol className="orders-timeline" aria-labelledby={labelId}>
        {items.map((h, i) => (
          <li key={i}>
            <strong>{h.status}</strong> <span className="muted">{h.at}</span>
            <div>
              {h.actorName}
              {h.remark ? `：${h.remark}` : ''}
              {h.weight ? `（${h.weight}）` : ''}
              {h.fileUuid && photoLink ? <> {photoLink(h.fileUuid, '查看磅单')}</> : null}
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}
