// The columns the public halls share (/list-goods, /list-bid): the route with a line beneath it,
// the goods with their type and weight, the vehicle, the price; and the halls' list of cargo.
import type { ReactNode } from 'react';
import { GOODS_TYPE } from '#contract/market/dict';
import { labelIn } from '#contract/dictionaries';
import type { HallCargo } from '#contract/portal/views';
import type { Column } from '#app/components/list-ui';
import { vehicleLabel } from '#app/utils/cargo-labels';
import { yuanPerTonne } from '#app/utils/format';
import { tonnes } from '#app/utils/weights';
import { PublicList, type PublicListProps } from './public-list';

export function hallRouteColumn<T extends HallCargo>(below: (c: T) => ReactNode): Column<T> {
  return {
    title: '线路',
    cell: (c) => (
      <>
        <span className="route">
          {c.origin} → {c.destination}
        </span>
        <div className="muted">{below(c)}</div>
      </>
    ),
  };
}

export function hallGoodsColumns<T extends HallCargo>(): Column<T>[] {
  return [
    {
      title: '货物',
      cell: (c) => (
        <>
          {c.goodsName}
          <div className="muted">
            {labelIn(GOODS_TYPE, c.goodsType)} · {tonnes(c.totalWeightKg)}
          </div>
        </>
      ),
    },
    { title: '车型车长', cell: (c) => vehicleLabel(c.vehicleLength, c.vehicleType) },
  ];
}

export function hallPriceColumn<T extends HallCargo>(title: string): Column<T> {
  return { title, className: 'price', cell: (c) => yuanPerTonne(c.unitPriceFen) };
}

/** The platform counts a hall's matches up to this many (the page links say "more" beyond). */
const COUNT_LIMIT = 10_000;

/** A hall's cargo of the filters (or their error), one row per cargo. */
export function CargoHallList<T extends HallCargo>({
  page,
  error,
  label,
  empty,
  columns,
}: Pick<PublicListProps<T>, 'page' | 'error' | 'label' | 'empty' | 'columns'>) {
  return (
    <PublicList
      page={page}
      error={error}
      label={label}
      empty={empty}
      emptyClass="hall-empty"
      columns={columns}
      rowKey={(c) => c.id}
      capped={(page?.total ?? 0) >= COUNT_LIMIT}
    />
  );
}
