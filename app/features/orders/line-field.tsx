// The orders' inline forms (a move's reason, a weight, a remark): a text input inside its label,
// its error right below it (an alert, so a screen reader hears it when it appears).
import { getInputProps, type FieldMetadata } from '@conform-to/react';

export function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  return errors?.length ? (
    <span id={id} className="cap-error" role="alert">
      {errors.join('；')}
    </span>
  ) : null;
}

export function LineField({
  meta,
  label,
  maxLength,
  inputMode,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  meta: FieldMetadata<any, any, string[]>;
  label: string;
  maxLength: number;
  inputMode?: 'decimal';
}) {
  return (
    <label className="cap-field">
      <span className="cap-label">{label}</span>
      <input {...getInputProps(meta, { type: 'text' })} key={meta.key} inputMode={inputMode} maxLength={maxLength} className="cap-input" />
      <FieldError id={meta.errorId} errors={meta.errors} />
    </label>
  );
}
