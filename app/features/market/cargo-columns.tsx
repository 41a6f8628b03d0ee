// The columns every cargo list shares (the signed-in hall and the shipper's own lists): the source
// number, the goods with their weight, the route and the business type.
import type { Column } from '#app/components/list-ui';
import type { cargoRow } from '#app/features/market/market.server';

export type CargoListRow = ReturnType<typeof cargoRow>;

export const CARGO_COLUMNS: Column<CargoListRow>[] = [
  { title: '货源号', cell: (c) => c.sourceNo },
  {
    title: '货物',
    cell: (c) => (
      <>
        {c.goodsName}
        <br />
        <span className="muted">{c.weight}</span>
      </>
    ),
  },
  { title: '线路', cell: (c) => c.route },
  { title: '类型', cell: (c) => c.businessTypeLabel },
];
