import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Table } from '#app/ui/table';
import { FilterFold, FilterSelect, FilterText, ListTable, activeFilters, summarisedByItsFields, type Column } from './list-base';
import { RouteFields } from './filter-select';

type Row = { id: number; name: string };
const columns: Column<Row>[] = [
  { title: '选择', hiddenTitle: true, cell: (r) => <input type="checkbox" aria-label={`选择 ${r.name}`} /> },
  { title: '名称', cell: (r) => r.name },
  { title: '操作', className: 'cap-row-actions', cell: (r) => <a href={`/x?id=${r.id}`}>详情</a> },
];

/** What ListTable rendered when it was built of app/ui/table.tsx's Table components, with the cells' column titles of issue 43. */
function withTableComponents(rows: Row[]) {
  return renderToStaticMarkup(
    <Table striped highlightOnHover className="cap-table" aria-label="列表">
      <Table.Thead>
        <Table.Tr>
          {columns.map((c) => (
            <Table.Th key={c.title} scope="col">
              {c.hiddenTitle ? <span className="visually-hidden">{c.title}</span> : c.title}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.length === 0 ? (
          <Table.Tr>
            <Table.Td colSpan={columns.length} className="cap-empty">
              暂无
            </Table.Td>
          </Table.Tr>
        ) : (
          rows.map((row) => (
            <Table.Tr key={row.id}>
              {columns.map((c) => (
                <Table.Td key={c.title} className={c.className} data-label={c.hiddenTitle ? undefined : c.title}>
                  {c.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))
        )}
      </Table.Tbody>
    </Table>,
  );
}

describe('ListTable', () => {
  it('is the markup of the Table components, with rows and when empty', () => {
    for (const rows of [
      [],
      [
        { id: 1, name: '甲' },
        { id: 2, name: '乙' },
      ],
    ]) {
      const html = renderToStaticMarkup(<ListTable label="列表" empty="暂无" columns={columns} rows={rows} rowKey={(r) => r.id} />);
      expect(html).toBe(withTableComponents(rows));
    }
    expect(renderToStaticMarkup(<ListTable label="列表" empty="暂无" columns={columns} rows={[]} rowKey={(r) => r.id} />)).toContain(
      '<table aria-label="列表" class="data-table cap-table" data-striped="true" data-hover="true">',
    );
  });

  it('names each cell with its column title for the phone cards, except a column whose title is hidden', () => {
    const html = renderToStaticMarkup(<ListTable label="列表" empty="暂无" columns={columns} rows={[{ id: 1, name: '甲' }]} rowKey={(r) => r.id} />);
    expect(html).toContain('<td data-label="名称">甲</td>');
    expect(html).toContain('<td class="cap-row-actions" data-label="操作">');
    expect(html).not.toContain('data-label="选择"');
  });
});

describe('FilterFold', () => {
  const fields = (status: string, name: string) => (
    <>
      <FilterText name="name" label="名称" value={name} />
      <FilterSelect name="status" label="状态" value={status} options={[{ value: 'RUN', label: '运输中' }]} />
      <input type="hidden" name="tab" value="all" />
    </>
  );
  it('names the active filters, a select by its option, in the summary', () => {
    expect(activeFilters(fields('RUN', ''))).toEqual([['状态', '运输中']]);
    const html = renderToStaticMarkup(<FilterFold>{fields('RUN', '甲')}</FilterFold>);
    expect(html).toContain('<details class="cap-filter-fold"><summary>筛选（名称：甲，状态：运输中）</summary>');
  });
  it('says only 筛选 when nothing filters the list', () => {
    expect(renderToStaticMarkup(<FilterFold>{fields('', '')}</FilterFold>)).toContain('<summary>筛选</summary>');
  });
});

describe('FilterFold summary of plain and composed fields', () => {
  it('reads a plain labelled input and select, and leaves out hidden fields and the page size', () => {
    const html = renderToStaticMarkup(
      <FilterFold>
        <label>
          关键字
          <input type="search" name="keyword" defaultValue="钢材" />
        </label>
        <label>
          状态
          <select name="status" defaultValue="1">
            <option value="">全部</option>
            <option value="1">未读</option>
          </select>
        </label>
        <label>
          每页
          <select name="pageSize" defaultValue="20">
            <option value="20">20</option>
          </select>
        </label>
        <input type="hidden" name="tab" value="all" />
      </FilterFold>,
    );
    expect(html).toContain('<summary>筛选（关键字：钢材，状态：未读）</summary>');
  });

  it('reads the fields a composed filter renders (RouteFields, ReviewFilters)', () => {
    const regions = { provinces: [{ value: '13', label: '河北省' }], originCities: [{ value: '1302', label: '唐山市' }], destCities: [] };
    expect(activeFilters(<RouteFields filters={{ originProvince: '13', originCity: '1302' }} regions={regions} />)).toEqual([
      ['始发省份', '河北省'],
      ['始发城市', '唐山市'],
    ]);
    const Composed = summarisedByItsFields(({ status }: { status: string }) => (
      <FilterSelect name="status" label="审核状态" value={status} options={[{ value: '2', label: '已通过' }]} />
    ));
    expect(activeFilters(<Composed status="2" />)).toEqual([['审核状态', '已通过']]);
  });
});
