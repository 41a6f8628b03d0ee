// /user/sendCarTotal — 派车汇总 (派车统计): the company's waybills by status, and month by month over
// the last months chosen in the URL.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { Button } from '#app/components/button';
import { CapPage } from '#app/components/cap-page';
import { Table } from '#app/ui/table';
import { FilterFold, FilterSelect } from '#app/components/list-ui';
import { requireUser } from '#app/utils/auth.server';
import { sendCarTotalData } from '#app/features/orders/track.server';

const MONTHS = [3, 6, 24].map((m) => ({ value: String(m), label: `近${m}个月` }));

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  return sendCarTotalData(args, new URL(args.request.url));
}

export default function SendCarTotal() {
  const { months, byStatus, byMonth, all } = useLoaderData<typeof loader>();
  return (
    <CapPage id="total-title" title="派车汇总" row>
      <p>
        近{months}个月本单位派车单共 <strong>{all.waybills}</strong> 张，派车重量 {all.planned}（不含已作废），运费 {all.freight}。
      </p>
      <h2 className="section-title">按状态</h2>
      <Table striped className="cap-table" aria-label="按状态汇总">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>状态</Table.Th>
            <Table.Th>派车单数</Table.Th>
            <Table.Th>派车重量</Table.Th>
            <Table.Th>运费</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {byStatus.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={4} className="cap-empty">
                暂无派车单
              </Table.Td>
            </Table.Tr>
          ) : (
            byStatus.map((s) => (
              <Table.Tr key={s.status}>
                <Table.Td>{s.label}</Table.Td>
                <Table.Td>{s.waybills}</Table.Td>
                <Table.Td>{s.planned}</Table.Td>
                <Table.Td>{s.freight}</Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
      <h2 className="section-title">按月份</h2>
      <Form method="get" className="cap-filters" aria-label="筛选月份">
        <FilterFold>
          <FilterSelect name="months" label="统计区间" value={months === 12 ? '' : String(months)} all="近12个月" options={MONTHS} />
          <div className="cap-filter-buttons">
            <Button type="submit">查询</Button>
            <Button component={Link} to="/user/sendCarTotal" variant="default">
              重置
            </Button>
          </div>
        </FilterFold>
      </Form>
      <Table striped className="cap-table" aria-label="按月份汇总">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>月份</Table.Th>
            <Table.Th>派车单数</Table.Th>
            <Table.Th>已签收</Table.Th>
            <Table.Th>已作废</Table.Th>
            <Table.Th>卸货重量</Table.Th>
            <Table.Th>运费</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {byMonth.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={6} className="cap-empty">
                所选区间没有派车单
              </Table.Td>
            </Table.Tr>
          ) : (
            byMonth.map((m) => (
              <Table.Tr key={m.month}>
                <Table.Td>{m.month}</Table.Td>
                <Table.Td>{m.waybills}</Table.Td>
                <Table.Td>{m.signed}</Table.Td>
                <Table.Td>{m.invalid}</Table.Td>
                <Table.Td>{m.unload}</Table.Td>
                <Table.Td>{m.freight}</Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </CapPage>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
