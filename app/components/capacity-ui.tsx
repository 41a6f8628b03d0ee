// Shared pieces of the capacity screens: form fields bound to Conform (native controls, so they
// work without JS), list pagination links, status badges and the delete confirmation panel.
import { getInputProps, getSelectProps, type FieldMetadata } from '@conform-to/react';
import { Badge, Button, TextInput } from '@mantine/core';
import { Form, Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { EXPIRY_LABELS, type ExpiryFilter } from '../../platform/contract/capacity';
import { dictItems, dictLabel, DICTIONARIES } from '../../platform/contract/dictionaries';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Meta = FieldMetadata<any, any, string[]>;

type TextProps = {
  meta: Meta;
  label: string;
  required?: boolean;
  placeholder?: string;
  maxLength?: number;
  type?: 'text' | 'date' | 'tel' | 'datetime-local';
  inputMode?: 'numeric' | 'decimal' | 'text';
  rightSection?: ReactNode;
  className?: string;
};

export function Field({ meta, label, required = false, type = 'text', ...rest }: TextProps) {
  const { key: _key, ...props } = getInputProps(meta, { type, ariaAttributes: false });
  return (
    <TextInput
      key={meta.key}
      label={label}
      withAsterisk={required}
      {...props}
      required={false}
      autoComplete="off"
      placeholder={rest.placeholder}
      maxLength={rest.maxLength}
      inputMode={rest.inputMode}
      rightSection={rest.rightSection}
      rightSectionWidth={rest.rightSection ? 48 : undefined}
      className={rest.className}
      error={meta.errors?.join('；')}
    />
  );
}

export type Option = { value: string; label: string; group?: string };

/** Options of a dictionary; vehicle types are grouped by their family letter. */
export function dictOptions(type: string): Option[] {
  return dictItems(type).map((item) => ({ value: item.value, label: item.label }));
}

const VEHICLE_FAMILIES: Record<string, string> = {
  H: '货车', Q: '牵引车', Z: '专项作业车', D: '电车', M: '摩托车', N: '三轮汽车', T: '拖拉机', J: '轮式机械', G: '全挂车', B: '半挂车', X: '其它',
};

export function vehicleTypeOptions(): Option[] {
  return dictItems('vehicle_type').map((item) => ({
    value: item.value,
    label: `${item.label}（${item.value}）`,
    group: VEHICLE_FAMILIES[item.value[0]] ?? '其它',
  }));
}

function renderOptions(options: Option[]) {
  const groups = [...new Set(options.map((o) => o.group ?? ''))];
  if (groups.length === 1 && groups[0] === '') {
    return options.map((o) => (
      <option key={o.value} value={o.value}>
        {o.label}
      </option>
    ));
  }
  return groups.map((group) => (
    <optgroup key={group} label={group}>
      {options
        .filter((o) => (o.group ?? '') === group)
        .map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
    </optgroup>
  ));
}

export function SelectField({ meta, label, options, required = false, empty = '请选择' }: { meta: Meta; label: string; options: Option[]; required?: boolean; empty?: string }) {
  const { key: _key, ...props } = getSelectProps(meta, { ariaAttributes: false });
  const invalid = Boolean(meta.errors?.length);
  return (
    <div className="cap-field">
      <label htmlFor={meta.id} className="cap-label">
        {label}
        {required ? <span className="cap-required"> *</span> : null}
      </label>
      <select key={meta.key} {...props} required={false} className="cap-select" aria-invalid={invalid || undefined} aria-describedby={invalid ? meta.errorId : undefined}>
        <option value="">{empty}</option>
        {renderOptions(options)}
      </select>
      {invalid ? (
        <p id={meta.errorId} className="cap-error">
          {meta.errors!.join('；')}
        </p>
      ) : null}
    </div>
  );
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

export function FilterText({ name, label, value, placeholder, maxLength }: { name: string; label: string; value: string; placeholder?: string; maxLength?: number }) {
  return (
    <label className="cap-filter">
      <span>{label}</span>
      <input name={name} defaultValue={value} placeholder={placeholder} maxLength={maxLength} className="cap-input" />
    </label>
  );
}

/** Page links that keep every other parameter of the URL. */
export function Pager({ path, params, total, pageNumber, pageSize }: { path: string; params: Record<string, string | number>; total: number; pageNumber: number; pageSize: number }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const href = (n: number) => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) if (value !== '' && key !== 'pageNumber') query.set(key, String(value));
    query.set('pageNumber', String(n));
    return `${path}?${query}`;
  };
  const shown = [...new Set([1, pageNumber - 2, pageNumber - 1, pageNumber, pageNumber + 1, pageNumber + 2, pages])]
    .filter((n) => n >= 1 && n <= pages)
    .sort((a, b) => a - b);
  return (
    <nav className="cap-pager" aria-label="分页">
      <span className="cap-total">共 {total} 条</span>
      {pageNumber > 1 ? <Link to={href(pageNumber - 1)}>上一页</Link> : <span className="cap-disabled">上一页</span>}
      {shown.map((n, i) => (
        <span key={n}>
          {i > 0 && n - shown[i - 1] > 1 ? <span className="cap-gap">…</span> : null}
          {n === pageNumber ? (
            <span aria-current="page" className="cap-current">
              {n}
            </span>
          ) : (
            <Link to={href(n)}>{n}</Link>
          )}
        </span>
      ))}
      {pageNumber < pages ? <Link to={href(pageNumber + 1)}>下一页</Link> : <span className="cap-disabled">下一页</span>}
    </nav>
  );
}

export function DictBadge({ type, value }: { type: string; value: string }) {
  const item = DICTIONARIES[type]?.items.find((i) => i.value === value);
  return (
    <Badge color={item?.cssClass ?? 'gray'} variant="light" radius="sm">
      {dictLabel(type, value) || value}
    </Badge>
  );
}

const EXPIRY_COLORS: Record<ExpiryFilter, string> = { expired: 'red', soon: 'orange', valid: 'green' };

export function ExpiryCell({ expiry, warnings }: { expiry: ExpiryFilter; warnings: string[] }) {
  if (warnings.length === 0) {
    return (
      <Badge color="green" variant="light" radius="sm">
        {EXPIRY_LABELS.valid}
      </Badge>
    );
  }
  return (
    <span className="cap-warnings">
      {warnings.map((w) => (
        <Badge key={w} color={EXPIRY_COLORS[expiry]} variant="light" radius="sm">
          {w}
        </Badge>
      ))}
    </span>
  );
}

/** The "dialog" of a deletion: a panel above the list, reached by a link, confirmed by a POST. */
export function DeleteConfirm({ action, id, what, cancel }: { action: string; id: number; what: string; cancel: string }) {
  return (
    <div className="cap-confirm" role="alertdialog" aria-labelledby="cap-confirm-title">
      <p id="cap-confirm-title">确定要删除{what}吗？删除后不可恢复。</p>
      <Form method="post" action={action} className="cap-actions">
        <AuthenticityTokenInput />
        <input type="hidden" name="id" value={id} />
        <Button type="submit" name="intent" value="delete" color="red">
          确认删除
        </Button>
        <Button component={Link} to={cancel} variant="default">
          取消
        </Button>
      </Form>
    </div>
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
