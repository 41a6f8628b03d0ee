// The alarms screen (/my-center/areaAlertManage): the alarms the platform raised on the company's
// key areas from its waybills' positions, newest first; area, waybill number, type and days are a
// GET form, pages are links.
import { Form, Link, useLoaderData, useNavigate } from '@remix-run/react';
import { Button } from '#app/components/button';
import { CapPage } from '#app/components/cap-page';
import { DateFilter } from '#app/components/forms';
import { DictBadge, dictOptions, FilterButtons, FilterFold, FilterSelect, FilterText, TwoLines, type Column } from '#app/components/list-ui';
import { ChinaMap } from '#app/components/map-kit';
import { followMapLink } from '#app/components/map-kit-invert';
import { useTileUnderlay } from '#app/components/map-kit-tiles';
import { PagedTable } from '#app/components/page-links';
import { KEY_AREA_ALARM_TYPE } from '#contract/areas/messages';
import type { AreaAlarmView, areaAlarmsData } from './areas.server';
import { AREA_PATHS } from './paths';

const columns: Column<AreaAlarmView>[] = [
  { title: '报警时间', cell: (a) => a.time },
  { title: '报警类型', cell: (a) => <DictBadge dict={KEY_AREA_ALARM_TYPE} value={a.alarmType} /> },
  { title: '重点区域', cell: (a) => <TwoLines main={a.areaName} sub={a.areaTypeLabel} /> },
  {
    title: '派车单',
    cell: (a) => <TwoLines main={<Link to={`/logistics/sendCardetail?id=${a.waybillId}`}>{a.waybillNo}</Link>} sub={a.plateNo} />,
  },
  { title: '位置', cell: (a) => a.place },
  { title: '时长', cell: (a) => a.duration || '—' },
];

export function AreaAlarmsScreen() {
  const { query, page, areas, map, tiles } = useLoaderData<typeof areaAlarmsData>();
  const underlay = useTileUnderlay(tiles, map.width, map.height);
  const navigate = useNavigate();
  return (
    <CapPage
      id="area-alarms-title"
      title="区域告警"
      beside={
        <Button component={Link} to={AREA_PATHS.areas} variant="default">
          重点区域
        </Button>
      }
    >
      <Form method="get" action={AREA_PATHS.alarms} className="cap-filters" aria-label="筛选区域告警">
        <FilterFold>
          <FilterSelect name="areaId" label="重点区域" value={query.areaId} options={areas} />
          <FilterText name="waybillNo" label="派车单号" value={query.waybillNo} maxLength={40} />
          <FilterSelect name="alarmType" label="报警类型" value={query.alarmType} options={dictOptions(KEY_AREA_ALARM_TYPE)} />
          <DateFilter name="startDate" label="开始日期" defaultValue={query.startDate} />
          <DateFilter name="endDate" label="结束日期" defaultValue={query.endDate} />
          <FilterButtons reset={AREA_PATHS.alarms} />
        </FilterFold>
      </Form>
      <ChinaMap
        map={map}
        underlay={underlay}
        onClick={(event) => followMapLink(event, navigate)}
        title={page.records.length ? `区域告警位置图，本页${page.records.length}条告警` : '区域告警位置图：本页没有告警，显示全国范围'}
        caption="本页告警按报警时车辆的经纬度（WGS-84）标在省级行政区划图上，点击报警位置打开该派车单的运单跟踪；各告警的时间、区域与位置见下表。"
      />
      <PagedTable label="区域告警列表" empty="暂无告警" rowKey={(a) => a.id} page={page} query={query} columns={columns} />
    </CapPage>
  );
}
