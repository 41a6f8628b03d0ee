// Mantine's date picker in Chinese (年/月/日, weeks from Monday), loaded only by DateFilter once a
// screen with a date field has hydrated: the chunk, dayjs's zh-cn locale and the dates sheet stay
// off every other screen and out of the route's first load. It submits the native input's format
// (YYYY-MM-DD, the hidden input Mantine renders under `name`), so the server reads the same value.
import { DatePickerInput, DatesProvider } from '@mantine/dates';
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
