// A public list's results: the filters' error, the empty notice, the table as columns, the page
// links. `page` is null when the platform refused the filters (the error says why).
import type { Column } from '#app/components/list-ui';
import { ListTable } from '#app/components/list-ui';
import { PageLinks } from '#app/components/page-links';
import type { Page } from '#contract/page';
import { FilterError } from '#app/components/filter-actions';

export type PublicListProps<T> = {
  page: Page<T> | null;
  error: string | null | undefined;
  label: string;
  empty: string;
  /** a class of the empty notice that tests and styles find it by */
  emptyClass: string;
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  /** the total stopped counting at the platform's count limit */
  capped?: boolean;
};

export function PublicList<T>({ page, error, label, empty, emptyClass, columns, rowKey, capped }: PublicListProps<T>) {
  return (
    <>
      <FilterError error={error} />
      {page ? (
        <>
          {page.records.length === 0 ? (
            <p className={`muted ${emptyClass}`}>{empty}</p>
          ) : (
            <ListTable label={label} empty={empty} columns={columns} rows={page.records} rowKey={rowKey} />
          )}
          <PageLinks total={page.total} pageNumber={page.pageNumber} pageSize={page.pageSize} capped={capped} />
        </>
      ) : null}
    </>
  );
}
