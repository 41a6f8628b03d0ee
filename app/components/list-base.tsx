// The light pieces of list screens: GET filter fields, the record table, URL tabs and
// filter-keeping links. No form library, no validation schema, no Mantine Badge: a list page that
// only filters and links loads none of that. list-ui.tsx adds the dictionary badge (DictBadge).
import { Link } from '@remix-run/react';
import { Children, Fragment, isValidElement, type ReactNode } from 'react';
import { Button } from '#app/components/button';
import type { Dictionary } from '#contract/dictionaries';
import { PlainLink } from './plain-link';

/** `disabled`: shown (its label says why) but not choosable, e.g. a vehicle that cannot be dispatched now */
export type Option = { value: string; label: string; group?: string; disabled?: boolean };

/** Options of a dictionary, in its display order. */
export function dictOptions(dict: Dictionary): Option[] {
  return dict.items.map((item) => ({ value: item.value, label: item.label }));
}

export function renderOptions(options: Option[]) {
  const groups = [...new Set(options.map((o) => o.group ?? ''))];
  if (groups.length === 1 && groups[0] === '') {
    return options.map((o) => (
      <option key={o.value} value={o.value} disabled={o.disabled || undefined}>
        {o.label}
      </option>
    ));
  }
  return groups.map((group) => (
    <optgroup key={group} label={group}>
      {options
        .filter((o) => (o.group ?? '') === group)
        .map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled || undefined}>
            {o.label}
          </option>
        ))}
    </optgroup>
  ));
}

/** A filter select of a list's GET form (plain, uncontrolled: the URL is the state). */
export function FilterSelect({ name, label, value, options, all = '全部' }: { name: string; label: string; value: string; options: Option[]; all?: string }) {
  return (
    <label className="cap-filter">
      <span>{label}</span>
      <select name={name} defaultValue={value} className="cap-select">
        <option value="">{all}</option>
        {renderOptions(options)}
      </select>
    </label>
  );
}

export function FilterText({
  name,
  label,
  value,
  placeholder,
  maxLength,
}: {
  name: string;
  label: string;
  value: string;
  placeholder?: string;
  maxLength?: number;
}) {
  return (
    <label className="cap-filter">
      <span>{label}</span>
      <input type="text" name={name} defaultValue={value} placeholder={placeholder} maxLength={maxLength} className="cap-input" />
    </label>
  );
}

/**
 * The links of a list page that keep its filters: `here` (the filtered list, first page) and
 * `withParam` (this page of the list with one more parameter, e.g. ?edit=3 or ?delete=3).
 */
export function listLinks(path: string, query: Record<string, string | number> & { pageNumber: number }) {
  const filters = filterParams(query);
  const here = `${path}${filters.size ? `?${filters}` : ''}`;
  const withParam = (key: string, value: string) => {
    const params = new URLSearchParams(filters);
    if (query.pageNumber > 1) params.set('pageNumber', String(query.pageNumber));
    params.set(key, value);
    return `${path}?${params}`;
  };
  return { filters, here, withParam };
}

/** Query parameters of the list without paging, for export links and "back" URLs. */
export function filterParams(query: Record<string, string | number>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (key === 'pageNumber' || key === 'pageSize' || value === '' || value === undefined) continue;
    params.set(key, String(value));
  }
  return params;
}

export function Facts({ facts }: { facts: Array<[string, string]> }) {
  return (
    <dl className="facts cap-facts">
      {facts.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** `hiddenTitle`: the header is for screen readers only (a tick box column). */
export type Column<T> = { title: string; cell: (row: T) => ReactNode; className?: string; hiddenTitle?: boolean };

/** The 操作 column of a workspace list: `cell` gives a row's action links and buttons. */
export function actionsColumn<T>(cell: (row: T) => ReactNode): Column<T> {
  return { title: '操作', className: 'cap-row-actions', cell };
}

/** A row's action links, each labelled for screen readers with its text and the row's name (`编辑 张三`). */
export function RowLinks({ name, links }: { name: string; links: Array<[text: string, to: string]> }) {
  return (
    <>
      {links.map(([text, to]) => (
        <PlainLink key={text} to={to} aria-label={`${text} ${name}`}>
          {text}
        </PlainLink>
      ))}
    </>
  );
}

/** A cell of two lines: the value, and a smaller one beneath it. */
export function TwoLines({ main, sub }: { main: ReactNode; sub: ReactNode }) {
  return (
    <>
      {main}
      <span className="cap-sub">{sub}</span>
    </>
  );
}

/**
 * The table of a capacity list: a header of column titles, one row per record, or the empty text.
 * Native elements with the markup of app/ui/table.tsx's Table (striped, highlightOnHover): a page of
 * 20 rows and 11 columns rendered some 250 wrapper components for it (issue 15).
 * Below 600 px each row shows as a card of `title: value` lines (tables.css; issue 43): the same
 * table, links and tick boxes, so nothing differs per screen.
 */
export function ListTable<T>({
  label,
  empty,
  columns,
  rows,
  rowKey,
  foot,
}: {
  label: string;
  empty: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  /** a totals row or the like, in the table's <tfoot> */
  foot?: ReactNode;
}) {
  return (
    <table aria-label={label} className="data-table cap-table" data-striped data-hover>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.title} scope="col">
              {c.hiddenTitle ? <span className="visually-hidden">{c.title}</span> : c.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={columns.length} className="cap-empty">
              {empty}
            </td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                // data-label: below 600 px the row is a card and each cell shows its column's title (tables.css)
                <td key={c.title} className={c.className} data-label={c.hiddenTitle ? undefined : c.title}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))
        )}
      </tbody>
      {foot ? <tfoot>{foot}</tfoot> : null}
    </table>
  );
}

/** Tabs that follow the URL (?tab= or another parameter): plain links, the current one marked. */
export function UrlTabs({ label, tabs, current }: { label: string; tabs: Array<{ key: string; title: string; href: string }>; current: string }) {
  return (
    <nav className="account-tabs" aria-label={label}>
      {tabs.map((t) => (
        <PlainLink key={t.key} to={t.href} aria-current={t.key === current ? 'page' : undefined}>
          {t.title}
        </PlainLink>
      ))}
    </nav>
  );
}

/** A filter's title and shown value, for the summary of FilterFold. */
export type ActiveFilter = [label: string, value: string];
/** A filter component whose props have no `label`/`value` (e.g. a date range) says what it filters by. */
export type SummarisedFilter<P> = ((props: P) => ReactNode) & { activeFilters: (props: P) => ActiveFilter[] };

/**
 * A filter component made only of other filter fields, and without hooks (RouteFields,
 * ReviewFilters): FilterFold's summary reads the fields it renders.
 */
export function summarisedByItsFields<P>(render: (props: P) => ReactNode): SummarisedFilter<P> {
  return Object.assign(render, { activeFilters: (props: P) => activeFilters(render(props)) });
}

type FieldProps = { label?: unknown; value?: unknown; defaultValue?: unknown; options?: Option[]; children?: ReactNode; name?: unknown; type?: unknown };

/**
 * The active filters among a filter form's fields: every element with a string `label` and a non-empty
 * `value` or `defaultValue` (FilterText, FilterSelect — its option's label —, DateFilter), a plain
 * `<label>标题<input name defaultValue></label>` or `<select>` (its option's text), or an element whose
 * component has `activeFilters`; fragments and wrappers are searched. Hidden fields and the page size
 * do not narrow the list, so the summary leaves them out.
 */
export function activeFilters(children: ReactNode): ActiveFilter[] {
  const found: ActiveFilter[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement(child)) return;
    const props = child.props as FieldProps;
    const summarise = (child.type as Partial<SummarisedFilter<unknown>>).activeFilters;
    const value = typeof props.value === 'string' ? props.value : typeof props.defaultValue === 'string' ? props.defaultValue : '';
    if (summarise) found.push(...summarise(child.props));
    else if (typeof props.label === 'string') {
      if (value) found.push([props.label, props.options?.find((o) => o.value === value)?.label ?? value]);
    } else if (child.type === 'label') {
      const plain = plainLabelledField(props.children);
      if (plain) found.push(plain);
    } else if (props.children) found.push(...activeFilters(props.children));
  });
  return found;
}

/** `<label>标题<input|select name defaultValue=…/></label>`: its title and shown value, when set. */
function plainLabelledField(children: ReactNode): ActiveFilter | null {
  const parts = Children.toArray(children);
  const title = parts
    .filter((p) => typeof p === 'string')
    .join('')
    .trim();
  const field = parts.find((p) => isValidElement(p) && (p.type === 'input' || p.type === 'select'));
  if (!title || !isValidElement(field)) return null;
  const props = field.props as FieldProps;
  const value = typeof props.defaultValue === 'string' ? props.defaultValue : '';
  if (!value || props.type === 'hidden' || props.name === 'pageSize') return null;
  if (field.type !== 'select') return [title, value];
  let shown = value;
  Children.forEach(props.children, (option) => {
    if (!isValidElement(option)) return;
    const o = option.props as { value?: unknown; children?: ReactNode };
    if (o.value === value && typeof o.children === 'string') shown = o.children;
  });
  return [title, shown];
}

/**
 * A list's filter fields, folded into a <details> whose summary names the active filters
 * (筛选（派车单状态：运输中，开始日期：2026-11-01）), so a phone shows the list first (issue 43).
 * Closed on every width, because without JS `open` cannot depend on the width; a wide screen shows
 * the fields anyway (capacity.css opens the closed content with ::details-content and hides the
 * summary), and a browser without ::details-content shows the summary, which names the filters in
 * force, so nothing is hidden from the user that narrows the list.
 */
export function FilterFold({ children }: { children: ReactNode }) {
  const active = activeFilters(children);
  return (
    <details className="cap-filter-fold">
      <summary>{active.length ? `筛选（${active.map(([label, value]) => `${label}：${value}`).join('，')}）` : '筛选'}</summary>
      <div className="cap-filter-fields">{children}</div>
    </details>
  );
}

/** The buttons of a list's GET filter form: search, and reset to the unfiltered list. */
export function FilterButtons({ reset }: { reset: string }) {
  return (
    <div className="cap-filter-buttons">
      <Button type="submit">查询</Button>{' '}
      <Button component={Link} to={reset} variant="default">
        重置
      </Button>
    </div>
  );
}

/**
 * A record's history under its heading 处理记录 (bills, invoice applications, contracts): one row
 * per move, newest as the caller orders them; `columns` say what the area records of a move.
 */
export function HistoryTable<T extends { key: number }>({ rows, columns }: { rows: T[]; columns: Column<T>[] }) {
  return (
    <>
      <h2>处理记录</h2>
      <ListTable label="处理记录" empty="暂无记录" rowKey={(h) => h.key} rows={rows} columns={columns} />
    </>
  );
}
