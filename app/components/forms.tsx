// The forms kit: fields bound to Conform (native controls, so they work without JS), form actions
// and errors, and the delete confirmation panel.
import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from '@conform-to/react';
import { Link } from '@remix-run/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { useHydrated } from 'remix-utils/use-hydrated';
import { Button } from '#app/components/button';
import { renderOptions, type Option } from './list-base';

export { FormErrors } from './form-errors';
export { DateFilter } from './date-filter';

export {
  dictOptions,
  FilterSelect,
  FilterText,
  listLinks,
  filterParams,
  Facts,
  ListTable,
  UrlTabs,
  FilterButtons,
  type Option,
  type Column,
} from './list-base';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Meta = FieldMetadata<any, any, string[]>;

// Mantine's Chinese pickers, fetched only when a screen with a picker field has hydrated.
const FormDateField = lazy(() => import('./date-picker.lazy').then((m) => ({ default: m.FormDateField })));

/** The format date-time fields take (the contract's normalizeLocalDateTime also reads a space for T). */
const LOCAL_DATETIME_HINT = '格式：2026-11-28 08:00';

type TextProps = {
  meta: Meta;
  label: string;
  required?: boolean;
  placeholder?: string;
  maxLength?: number;
  type?: 'text' | 'password' | 'date' | 'tel' | 'datetime-local' | 'time' | 'file';
  /** a file input's accepted types */
  accept?: string;
  inputMode?: 'numeric' | 'decimal' | 'text' | 'tel';
  className?: string;
  /** a format or help text under the field (date-time fields show theirs by default) */
  hint?: string;
  /** the id of a <datalist> of suggestions */
  list?: string;
  /** a date or date-time field: with JS, Mantine's Chinese picker (lazily loaded) in place of the native input, submitting the same value */
  picker?: boolean;
};

/** A field's label, its control, then its help and its error, tied together by ids (aria-describedby). */
function FieldFrame({
  meta,
  label,
  required,
  hint,
  className,
  control,
}: {
  meta: Meta;
  label: string;
  required: boolean;
  hint?: string;
  className?: string;
  control: (aria: { 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const invalid = Boolean(meta.errors?.length);
  const describedBy = [hint ? meta.descriptionId : null, invalid ? meta.errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `cap-field ${className}` : 'cap-field'}>
      <label htmlFor={meta.id} className="cap-label">
        {label}
        {required ? (
          <span className="cap-required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {control({ 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={meta.descriptionId} className="cap-hint">
          {hint}
        </p>
      ) : null}
      {invalid ? (
        <p id={meta.errorId} className="cap-error">
          {meta.errors!.join('；')}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A text field bound to Conform: a native input with its label and its error below, like
 * SelectField beside it (Mantine's TextInput would add its input machinery to every form page).
 */
export function Field({ meta, label, required = false, type = 'text', accept, placeholder, maxLength, inputMode, className, hint, list, picker }: TextProps) {
  const { key: _key, ...props } = getInputProps(meta, { type, ariaAttributes: false });
  const enhanced = useHydrated() && picker && (type === 'date' || type === 'datetime-local');
  // Without JS and CSS a datetime-local input is a text field: say which format it takes.
  const help = hint ?? (type === 'datetime-local' && !enhanced ? LOCAL_DATETIME_HINT : undefined);
  const frame = { meta, label, required, className, hint: help };
  const inputProps = { ...props, required: false, autoComplete: 'off', placeholder, maxLength, inputMode, accept, list, className: 'cap-input' };
  const native = (aria: { 'aria-invalid'?: true; 'aria-describedby'?: string }) => <input key={meta.key} {...inputProps} {...aria} />;
  return (
    <FieldFrame
      {...frame}
      control={(aria) =>
        enhanced ? (
          <Suspense fallback={native(aria)}>
            <FormDateField
              key={meta.key}
              id={meta.id}
              name={meta.name}
              kind={type === 'date' ? 'date' : 'datetime-local'}
              label={label}
              defaultValue={String(props.defaultValue ?? '')}
              {...aria}
            />
          </Suspense>
        ) : (
          native(aria)
        )
      }
    />
  );
}

/** A multi-line text field bound to Conform: a native textarea, laid out like Field. */
export function TextareaField({
  meta,
  label,
  required = false,
  maxLength,
  rows = 3,
  className,
  hint,
}: {
  meta: Meta;
  label: string;
  required?: boolean;
  maxLength?: number;
  rows?: number;
  className?: string;
  hint?: string;
}) {
  const { key: _key, ...props } = getTextareaProps(meta, { ariaAttributes: false });
  const frame = { meta, label, required, className, hint };
  return (
    <FieldFrame
      {...frame}
      control={(aria) => <textarea key={meta.key} {...props} required={false} maxLength={maxLength} rows={rows} className="cap-input" {...aria} />}
    />
  );
}

export function SelectField({
  meta,
  label,
  options,
  required = false,
  empty = '请选择',
}: {
  meta: Meta;
  label: string;
  options: Option[];
  required?: boolean;
  empty?: string;
}) {
  const { key: _key, ...props } = getSelectProps(meta, { ariaAttributes: false });
  const invalid = Boolean(meta.errors?.length);
  return (
    <div className="cap-field">
      <label htmlFor={meta.id} className="cap-label">
        {label}
        {required ? <span className="cap-required"> *</span> : null}
      </label>
      <select
        key={meta.key}
        {...props}
        required={false}
        className="cap-select"
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? meta.errorId : undefined}
      >
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

/** The submit and cancel buttons of a form (the submit posts `intent`; `busy`: it shows it is loading; no `cancel`, no cancel button). */
export function FormActions({
  cancel,
  intent,
  label = '保存',
  cancelLabel = '取消',
  busy,
}: {
  cancel?: string;
  intent?: string;
  label?: string;
  cancelLabel?: string;
  busy?: boolean;
}) {
  return (
    <div className="cap-actions">
      <Button type="submit" name={intent ? 'intent' : undefined} value={intent} loading={busy}>
        {label}
      </Button>
      {/* a space between the two: a text browser (lynx, w3m) reads 保存 取消, not 保存取消; the flex gap spaces them on screen */}{' '}
      {cancel ? (
        <Button component={Link} to={cancel} variant="default">
          {cancelLabel}
        </Button>
      ) : null}
    </div>
  );
}
