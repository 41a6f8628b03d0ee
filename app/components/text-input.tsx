// Mantine's TextInput markup (size sm, variant default) written out, styled by Mantine's own Input
// CSS (base sheet). Why: it was the one Mantine component left on the sign-in, registration and
// certification pages, and it brought Mantine's component machinery (Box, style props, the styles
// API, the input wrapper's context) into their JS: the sign-in page hydrates on a 400 kbps link
// within its 4 s budget only just (issue 15). text-input.test.tsx holds this to Mantine's TextInput.
// Difference: ids stay the server's after hydration (Mantine swapped a missing id for a random one).
import type { CSSProperties, InputHTMLAttributes, ReactNode } from 'react';
import { rootClass, useMantineId } from './mantine-markup';

export type TextInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> & {
  label?: ReactNode;
  /** Help under the label, before the field. */
  description?: ReactNode;
  /** The field's error, shown under it; the field is marked invalid. */
  error?: ReactNode;
  /** The asterisk after the label; `required` by default. */
  withAsterisk?: boolean;
};

const LABEL_STYLE = { '--input-label-size': 'var(--mantine-font-size-sm)' } as CSSProperties;
const SMALLER_TEXT = 'calc(var(--mantine-font-size-sm) - calc(0.125rem * var(--mantine-scale)))';
const DESCRIPTION_STYLE = { '--input-description-size': SMALLER_TEXT } as CSSProperties;
const ERROR_STYLE = { '--input-error-size': SMALLER_TEXT } as CSSProperties;
const HALF_XS = 'calc(var(--mantine-spacing-xs) / 2)';
const SIZE_VARS = { '--input-height': 'var(--input-height-sm)', '--input-fz': 'var(--mantine-font-size-sm)' };
// The field moves down by half a step under a description and keeps half a step above an error.
const WRAPPER_STYLES = [
  SIZE_VARS,
  { '--input-margin-bottom': HALF_XS, ...SIZE_VARS },
  { '--input-margin-top': HALF_XS, ...SIZE_VARS },
  { '--input-margin-top': HALF_XS, '--input-margin-bottom': HALF_XS, ...SIZE_VARS },
] as CSSProperties[];

export function TextInput({ label, description, error, withAsterisk, required, disabled, id, className, style, ...rest }: TextInputProps) {
  const inputId = useMantineId(id);
  const hasError = Boolean(error) && typeof error !== 'boolean';
  const errorId = `${inputId}-error`;
  const descriptionId = `${inputId}-description`;
  const describedBy = [hasError ? errorId : '', description ? descriptionId : ''].join(' ').trim() || undefined;
  const asterisk = withAsterisk ?? required;
  const invalid = Boolean(error);
  return (
    <div
      style={style}
      className={rootClass(className, 'm_46b77525 mantine-InputWrapper-root mantine-TextInput-root')}
      data-size="sm"
      data-error={invalid || undefined}
    >
      {label ? (
        <label
          style={LABEL_STYLE}
          className="m_8fdc1311 mantine-InputWrapper-label mantine-TextInput-label"
          data-size="sm"
          data-required={asterisk || undefined}
          htmlFor={inputId}
          id={`${inputId}-label`}
        >
          {label}
          {asterisk ? (
            <span className="m_78a94662 mantine-InputWrapper-required mantine-TextInput-required" aria-hidden="true">
              {' *'}
            </span>
          ) : null}
        </label>
      ) : null}
      {description ? (
        <p style={DESCRIPTION_STYLE} className="m_fe47ce59 mantine-InputWrapper-description mantine-TextInput-description" data-size="sm" id={descriptionId}>
          {description}
        </p>
      ) : null}
      <div
        style={WRAPPER_STYLES[(description ? 2 : 0) + (hasError ? 1 : 0)]}
        className="m_6c018570 mantine-Input-wrapper mantine-TextInput-wrapper"
        data-variant="default"
        data-size="sm"
        data-error={invalid || undefined}
        data-disabled={disabled || undefined}
      >
        <input
          className="m_8fb7ebe7 mantine-Input-input mantine-TextInput-input"
          data-variant="default"
          data-disabled={disabled || undefined}
          data-error={invalid || undefined}
          {...rest}
          required={required}
          disabled={disabled}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          id={inputId}
        />
      </div>
      {hasError ? (
        <p style={ERROR_STYLE} className="m_8f816625 mantine-InputWrapper-error mantine-TextInput-error" data-size="sm" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
