// /logistics/dispatch — 派车 (capacity for dispatch today): the company's vehicles with a valid
// road transport permit and drivers with valid licences that are not on an active waybill
// (CREATED, START, LOAD, UNLOAD). Tabs ?tab=vehicle|driver; availability, keyword and vehicle
// filters in the URL; the other availabilities say why a vehicle or driver cannot go.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { Badge } from '#app/components/badge';
import { CapPage } from '#app/components/cap-page';
import { lenientQuery } from '#contract/lenient-query';
import { AVAILABILITY, AVAILABILITY_LABELS, type Availability } from '#contract/capacity/review-labels';
import { dispatchQuery } from '#app/features/capacity/review-schemas.server';
import type { DispatchDriverView, DispatchVehicleView } from '#contract/capacity/rows';
import { DRIVING_LICENCE_CLASS, VEHICLE_LENGTH } from '#contract/capacity/dict';
import { REVIEW_STATUS } from '#contract/company/dictionaries';
import { labelIn } from '#contract/dictionaries';
import { VEHICLE_TYPE } from '#contract/capacity/dict-vehicle-type';
import { FilterFold, DictBadge, FilterButtons, FilterSelect, FilterText, ListTable, UrlTabs, dictOptions, type Column } from '#app/components/list-ui';
import { vehicleTypeOptions } from '#app/features/capacity/facts';
import { PageLinks } from '#app/components/page-links';
import { requireUser } from '#app/utils/auth.server';
import { api } from '#app/utils/api.server';
import { loadTonnes } from '#app/utils/weights';

const PATH = '/logistics/dispatch';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const query = lenientQuery(dispatchQuery, new URL(args.request.url).searchParams);
  const page = await api.capacity.dispatchPage(args, query);
  return { query, page };
}

const COLORS: Record<Exclude<Availability, 'all'>, string> = { available: 'green', busy: 'blue', blocked: 'red' };

function AvailabilityCell({ row }: { row: { availability: Exclude<Availability, 'all'>; reason: string } }) {
  return (
    <Badge color={COLORS[row.availability]} radius="sm">
      {row.reason || AVAILABILITY_LABELS.available}
    </Badge>
  );
}

const VEHICLE_COLUMNS: Column<DispatchVehicleView>[] = [
  { title: '车牌号', cell: (v) => <Link to={`/logistics/vehicleDetail?id=${v.id}`}>{v.plateNo}</Link>, className: 'nowrap' },
  { title: '车辆类型', cell: (v) => labelIn(VEHICLE_TYPE, v.vehicleType) || v.vehicleType },
  { title: '车长', cell: (v) => labelIn(VEHICLE_LENGTH, v.vehicleLength) || v.vehicleLength },
  { title: '核定载质量', cell: (v) => loadTonnes(v.loadKg) },
  { title: '绑定司机', cell: (v) => (v.drivers.length ? v.drivers.join('、') : '—') },
  { title: '道路运输证有效期至', cell: (v) => v.transportPermitExpiry || '—' },
  { title: '审核状态', cell: (v) => <DictBadge dict={REVIEW_STATUS} value={v.reviewStatus} /> },
  { title: '派车状态', cell: (v) => <AvailabilityCell row={v} /> },
];

const DRIVER_COLUMNS: Column<DispatchDriverView>[] = [
  { title: '姓名', cell: (d) => d.name },
  { title: '手机号', cell: (d) => d.mobile },
  { title: '准驾车型', cell: (d) => labelIn(DRIVING_LICENCE_CLASS, d.licenceClass) || d.licenceClass },
  { title: '驾驶证有效期至', cell: (d) => d.licenceExpiry || '—' },
  { title: '绑定车辆', cell: (d) => d.plateNo ?? '—' },
  { title: '审核状态', cell: (d) => <DictBadge dict={REVIEW_STATUS} value={d.reviewStatus} /> },
  { title: '派车状态', cell: (d) => <AvailabilityCell row={d} /> },
];

export default function Dispatch() {
  const { query, page } = useLoaderData<typeof loader>();
  const vehicleTab = query.tab === 'vehicle';
  const tabHref = (tab: string) =>
    `${PATH}?${new URLSearchParams({ tab, ...(query.availability !== 'available' ? { availability: query.availability } : {}) })}`;
  return (
    <CapPage id="dispatch-title" title="可派运力" row>
      <UrlTabs
        label="运力类型"
        tabs={[
          { key: 'vehicle', title: '车辆', href: tabHref('vehicle') },
          { key: 'driver', title: '司机', href: tabHref('driver') },
        ]}
        current={query.tab}
      />
      <Form method="get" action={PATH} className="cap-filters" aria-label="筛选运力">
        <FilterFold>
          <input type="hidden" name="tab" value={query.tab} />
          <FilterSelect
            name="availability"
            label="派车状态"
            value={query.availability === 'available' ? '' : query.availability}
            options={AVAILABILITY.filter((a) => a !== 'available').map((a) => ({ value: a, label: AVAILABILITY_LABELS[a] }))}
            all={AVAILABILITY_LABELS.available}
          />
          <FilterText name="keyword" label={vehicleTab ? '车牌号' : '姓名或手机号'} value={query.keyword} maxLength={20} />
          {vehicleTab ? (
            <>
              <FilterSelect name="vehicleType" label="车辆类型" value={query.vehicleType} options={vehicleTypeOptions()} />
              <FilterSelect name="vehicleLength" label="车长" value={query.vehicleLength} options={dictOptions(VEHICLE_LENGTH)} />
            </>
          ) : null}
          <FilterButtons reset={`${PATH}?tab=${query.tab}`} />
        </FilterFold>
      </Form>
      {vehicleTab ? (
        <ListTable label="车辆列表" empty="暂无符合条件的车辆" columns={VEHICLE_COLUMNS} rows={page.records as DispatchVehicleView[]} rowKey={(v) => v.id} />
      ) : (
        <ListTable label="司机列表" empty="暂无符合条件的司机" columns={DRIVER_COLUMNS} rows={page.records as DispatchDriverView[]} rowKey={(d) => d.id} />
      )}
      <PageLinks total={page.total} pageNumber={query.pageNumber} pageSize={query.pageSize} />
    </CapPage>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
