// Mantine's date pickers in Chinese (年/月/日, weeks from Monday), loaded only by DateFilter and by a
// form's picker Field once a screen with such a field has hydrated: the chunk, dayjs's zh-cn locale and the dates sheet stay
// off every other screen and out of the route's first load. It submits the native input's format
// (YYYY-MM-DD, the hidden input Mantine renders under `name`), so the server reads the same value.
import { DatePickerInput, DatesProvider, DateTimePicker } from '@mantine/dates';
import { useEffect, useRef, useState } from 'react';
import 'dayjs/locale/zh-cn.js';
import datesSheetHref from '#app/styles/dates.bundle.css';
import { MantineScope } from '#app/ui/mantine-scope';

/** A day's name for screen readers: 2026年11月29日 (Mantine's default reads "29 十一月 2026"). */
function chineseDay(date: string) {
  const [y, m, d] = date.split('-');
  return `${y}年${Number(m)}月${Number(d)}日`;
}

const SETTINGS = { locale: 'zh-cn', firstDayOfWeek: 1 as const, consistentWeeks: true };

export default function ChineseDatePicker({ name, label, defaultValue }: { name: string; label: string; defaultValue: string }) {
  return (
    <MantineScope>
      <DatesProvider settings={SETTINGS}>
        <link rel="stylesheet" href={datesSheetHref} />
        <DatePickerInput
          className="cap-filter date-picker-field"
          name={name}
          label={label}
          defaultValue={defaultValue || null}
          valueFormat="YYYY年MM月DD日"
          clearable
          clearButtonProps={{ 'aria-label': `清除${label}` }}
          popoverProps={{ withinPortal: true }}
          getDayAriaLabel={chineseDay}
        />
      </DatesProvider>
    </MantineScope>
  );
}

/** The native input's value (YYYY-MM-DD, or YYYY-MM-DDTHH:mm) from Mantine's (…' HH:mm:ss'). */
function nativeValue(value: string | null, kind: 'date' | 'datetime-local') {
  if (!value) return '';
  return kind === 'date' ? value.slice(0, 10) : value.replace(' ', 'T').slice(0, 16);
}

type FormDateFieldProps = {
  id: string;
  name: string;
  kind: 'date' | 'datetime-local';
  label: string;
  defaultValue: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
};

/**
 * A date or date-time field of a form (forms kit Field): Mantine's picker in Chinese under the
 * field's own label (its id), and a hidden input under the field's name carrying exactly what the
 * native input would submit, so the server and the client schema read the same value.
 */
export function FormDateField({ id, name, kind, label, defaultValue, ...aria }: FormDateFieldProps) {
  const [value, setValue] = useState<string | null>(defaultValue ? defaultValue.replace('T', ' ') : null);
  // Mantine writes the control's aria-invalid from `error` and its aria-describedby from its own
  // wrapper's parts (none here), over any given: the field's error and help are tied on after render.
  const control = useRef<HTMLButtonElement>(null);
  const describedBy = aria['aria-describedby'];
  useEffect(() => {
    if (describedBy) control.current?.setAttribute('aria-describedby', describedBy);
    else control.current?.removeAttribute('aria-describedby');
  });
  const shared = {
    id,
    ref: control,
    error: aria['aria-invalid'] === true,
    value,
    onChange: setValue,
    clearable: true,
    clearButtonProps: { 'aria-label': `清除${label}` },
    popoverProps: { withinPortal: true },
    getDayAriaLabel: chineseDay,
    className: 'date-picker-field',
    ...aria,
  };
  return (
    <MantineScope>
      <DatesProvider settings={SETTINGS}>
        <link rel="stylesheet" href={datesSheetHref} />
        {kind === 'date' ? (
          <DatePickerInput {...shared} valueFormat="YYYY年MM月DD日" />
        ) : (
          <DateTimePicker
            {...shared}
            valueFormat="YYYY年MM月DD日 HH:mm"
            timePickerProps={{ hoursInputLabel: `${label} 时`, minutesInputLabel: `${label} 分` }}
            submitButtonProps={{ 'aria-label': `确定${label}` }}
          />
        )}
        <input type="hidden" name={name} value={nativeValue(value, kind)} />
      </DatesProvider>
    </MantineScope>
  );
}
