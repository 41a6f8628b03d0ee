// The freight list's table (运价信息): shared by /list-feight and by /GPDetail's route picker, whose
// rows each link to a route's weekly price trend.
import { Link } from '@remix-run/react';
import { labelIn } from '#contract/dictionaries';
import { VEHICLE_TYPE } from '#contract/capacity/dict-vehicle-type';
import type { FreightRow } from '#contract/portal/views';
import type { Column } from '#app/components/list-ui';
import type { Page } from '#contract/page';
import { formatFen, formatDateTime, yuanPerTonne } from '#app/utils/format';
import { PublicList } from './public-list';

export type FreightLinkRow = FreightRow & { href: string };

export const FREIGHT_COLUMNS: Column<FreightLinkRow>[] = [
  {
    title: '线路',
    className: 'route',
    cell: (r) => (
      <>
        {r.origin} → {r.destination}
      </>
    ),
  },
  { title: '车型', cell: (r) => (r.vehicleType ? labelIn(VEHICLE_TYPE, r.vehicleType) : '不限') },
  { title: '平均单价', className: 'price', cell: (r) => yuanPerTonne(r.avgPriceFen) },
  { title: '价格区间', cell: (r) => `${formatFen(r.minPriceFen)} – ${formatFen(r.maxPriceFen)}` },
  { title: '样本', cell: (r) => `货源 ${r.cargoCount} · 成交 ${r.orderCount}` },
  { title: '最近', className: 'muted', cell: (r) => formatDateTime(r.lastAt, 'MM-DD HH:mm') },
  {
    title: '操作',
    cell: (r) => (
      <Link to={r.href} aria-label={`${r.origin}至${r.destination}运价走势`}>
        运价走势
      </Link>
    ),
  },
];

const freightRowKey = (r: FreightRow) => `${r.originCity}-${r.destCity}-${r.vehicleType ?? ''}`;

/** The freight rows of the filters (or their error) under the list's `label`. */
export function FreightList({ page, error, label }: { page: Page<FreightLinkRow> | null; error: string | null | undefined; label: string }) {
  return (
    <PublicList
      page={page}
      error={error}
      label={label}
      empty="该条件下近期没有运价样本，请调整筛选条件"
      emptyClass="hall-empty"
      columns={FREIGHT_COLUMNS}
      rowKey={freightRowKey}
    />
  );
}
