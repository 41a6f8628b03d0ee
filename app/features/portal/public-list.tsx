// A public list's results: the empty notice, the table as columns, the page links. `page` is null
// when the platform refused the filters (the page shows that message instead).
import type { Column } from '#app/components/list-ui';
import { ListTable } from '#app/components/list-ui';
import { PageLinks } from '#app/components/page-links';
import type { Page } from '#contract/page';

export function PublicList<T>({
  page,
  label,
  empty,
  emptyClass,
  columns,
  rowKey,
  capped,
}: {
  page: Page<T> | null;
  label: string;
  empty: string;
  /** a class of the empty notice that tests and styles find it by */
  emptyClass: string;
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  /** the total stopped counting at the platform's count limit */
  capped?: boolean;
}) {
  if (!page) return null;
  return (
    <>
      {page.records.length === 0 ? (
        <p className={`muted ${emptyClass}`}>{empty}</p>
      ) : (
        <ListTable label={label} empty={empty} columns={columns} rows={page.records} rowKey={rowKey} />
      )}
      <PageLinks total={page.total} pageNumber={page.pageNumber} pageSize={page.pageSize} capped={capped} />
    </>
  );
}
