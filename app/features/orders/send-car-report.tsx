// 派车报表 (/user/sendCarReport): the caller's waybills aggregated per day, route or vehicle over
// a date range (GET form, URL state), totals in the footer, pagination links and an export of
// every group as a spreadsheet.
import { Form, Link } from '@remix-run/react';
import { Button } from '#app/components/button';
import { CapPage } from '#app/components/cap-page';
import { Table } from '#app/ui/table';
import { REPORT_GROUPS, type ReportGroup } from '#contract/orders/track-labels';
import { FilterFold, FilterSelect } from '#app/components/list-ui';
import { FilterError } from '#app/components/filter-actions';
import { PageLinks } from '#app/components/page-links';

type Row = { key: string; waybills: string; signed: string; planned: string; load: string; unload: string; loss: string; freight: string };

const PATH = '/user/sendCarReport';

export function SendCarReportScreen({
  query,
  range,
  error,
  rows,
  totals,
  total,
}: {
  query: { groupBy: ReportGroup; pageNumber: number; pageSize: number };
  range: { startDate: string; endDate: string };
  error: string | null;
  rows: Row[];
  totals: Row;
  total: number;
}) {
  const groupLabel = REPORT_GROUPS[query.groupBy].replace('按', '');
  return (
    <CapPage id="report-title" title="派车报表" row>
      <Form method="get" action={PATH} className="cap-filters" aria-label="筛选派车报表">
        <FilterFold>
          <label className="cap-filter">
            <span>开始日期</span>
            <input type="date" name="startDate" defaultValue={range.startDate} className="cap-input" />
          </label>
          <label className="cap-filter">
            <span>结束日期</span>
            <input type="date" name="endDate" defaultValue={range.endDate} className="cap-input" />
          </label>
          <FilterSelect
            name="groupBy"
            label="汇总方式"
            value={query.groupBy === 'day' ? '' : query.groupBy}
            all={REPORT_GROUPS.day}
            options={[
              { value: 'route', label: REPORT_GROUPS.route },
              { value: 'vehicle', label: REPORT_GROUPS.vehicle },
            ]}
          />
          <div className="cap-filter-buttons">
            <Button type="submit">查询</Button>
            <Button component={Link} to={PATH} variant="default">
              重置
            </Button>
          </div>
        </FilterFold>
      </Form>
      <FilterError error={error} />
      <form method="get" action="/resources/orders/send-car-report" aria-label="导出派车报表" className="cap-actions orders-export">
        <input type="hidden" name="startDate" value={range.startDate} />
        <input type="hidden" name="endDate" value={range.endDate} />
        <input type="hidden" name="groupBy" value={query.groupBy} />
        <Button type="submit" variant="default">
          导出
        </Button>
        <span className="muted">
          {range.startDate} 至 {range.endDate}，{REPORT_GROUPS[query.groupBy]}汇总；不含已作废的派车单
        </span>
      </form>
      <Table striped highlightOnHover className="cap-table" aria-label="派车报表">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{groupLabel}</Table.Th>
            <Table.Th>派车单数</Table.Th>
            <Table.Th>已签收</Table.Th>
            <Table.Th>派车重量</Table.Th>
            <Table.Th>装货重量</Table.Th>
            <Table.Th>卸货重量</Table.Th>
            <Table.Th>亏吨</Table.Th>
            <Table.Th>运费</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={8} className="cap-empty">
                所选区间没有派车数据
              </Table.Td>
            </Table.Tr>
          ) : (
            rows.map((r) => <ReportRow key={r.key} row={r} />)
          )}
        </Table.Tbody>
        {rows.length ? (
          <Table.Tfoot>
            <ReportRow row={totals} />
          </Table.Tfoot>
        ) : null}
      </Table>
      <PageLinks total={total} pageNumber={query.pageNumber} pageSize={query.pageSize} />
    </CapPage>
  );
}

function ReportRow({ row }: { row: Row }) {
  return (
    <Table.Tr>
      <Table.Td>{row.key}</Table.Td>
      <Table.Td>{row.waybills}</Table.Td>
      <Table.Td>{row.signed}</Table.Td>
      <Table.Td>{row.planned}</Table.Td>
      <Table.Td>{row.load}</Table.Td>
      <Table.Td>{row.unload}</Table.Td>
      <Table.Td>{row.loss}</Table.Td>
      <Table.Td>{row.freight}</Table.Td>
    </Table.Tr>
  );
}
