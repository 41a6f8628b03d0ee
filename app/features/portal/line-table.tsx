// Carrier lines as a table, and the filter form the line pages share.
import { Form, Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import type { PublicLine } from '#contract/portal/views';
import { RouteFields, type RouteFilters, type RouteRegions } from '#app/components/filter-select';
import { vehicleLabel } from '#app/utils/cargo-labels';
import { formatFen } from '#app/utils/format';
import { FilterFold } from '#app/components/list-base';
import { FilterActions } from '#app/components/filter-actions';

export function LineTable({
  lines,
  showCompany = true,
  action,
}: {
  lines: PublicLine[];
  showCompany?: boolean;
  /** an 操作 column */
  action?: (line: PublicLine) => ReactNode;
}) {
  if (lines.length === 0) return <p className="muted line-empty">没有符合条件的专线</p>;
  return (
    <table className="data-table" aria-label="专线列表">
      <thead>
        <tr>
          <th scope="col">线路</th>
          {showCompany ? <th scope="col">承运企业</th> : null}
          <th scope="col">车型车长</th>
          <th scope="col">里程</th>
          <th scope="col">参考运价</th>
          <th scope="col">说明</th>
          {action ? <th scope="col">操作</th> : null}
        </tr>
      </thead>
      <tbody>
        {lines.map((l) => (
          <tr key={l.id}>
            <td className="route">
              {l.origin} → {l.destination}
            </td>
            {showCompany ? (
              <td>
                <Link to={`/companyInfo/${l.companyId}`}>{l.companyName}</Link>
              </td>
            ) : null}
            <td>{vehicleLabel(l.vehicleLength, l.vehicleType)}</td>
            <td>{l.distanceKm} 公里</td>
            <td className="price">{formatFen(l.refPriceFen)} 元/吨</td>
            <td className="muted">{l.remark ?? ''}</td>
            {action ? <td>{action(l)}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ResourceTabs({ current }: { current: 'route' | 'city' | 'company' }) {
  return (
    <nav className="tabs" aria-label="运力资源">
      <Link to="/lineResource" aria-current={current === 'route' ? 'page' : undefined}>
        线路资源
      </Link>
      <Link to="/cityResource" aria-current={current === 'city' ? 'page' : undefined}>
        城市资源
      </Link>
      <Link to="/yunli" aria-current={current === 'company' ? 'page' : undefined}>
        运力企业
      </Link>
    </nav>
  );
}

/**
 * The GET filter of the line pages: origin and destination by province then city (choosing a
 * province reloads the page with its cities, so it works without JS), 查询 and 重置.
 */
export function RouteFilterForm({
  label,
  resetTo,
  filters,
  regions,
  children,
}: {
  label: string;
  resetTo: string;
  filters: RouteFilters;
  regions: RouteRegions;
  /** further filter fields of the form (e.g. the vehicle type of the freight list) */
  children?: ReactNode;
}) {
  return (
    <Form method="get" className="filter-form" aria-label={label} key={JSON.stringify(filters)}>
      <FilterFold>
        <RouteFields filters={filters} regions={regions} />
        {children}
        <FilterActions resetTo={resetTo} />
      </FilterFold>
    </Form>
  );
}
