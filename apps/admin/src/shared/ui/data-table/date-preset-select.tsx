import Select from 'antd/es/select';
import { type MessageKey, useT } from '../../i18n/index.ts';
import { DATE_FILTERS, type DateFilter } from '../../lib/date-presets.ts';

const LABEL: Record<DateFilter, MessageKey> = {
  all: 'kit.dateAll',
  today: 'kit.dateToday',
  last7: 'kit.dateLast7',
  last30: 'kit.dateLast30',
  last90: 'kit.dateLast90',
};

export interface DatePresetSelectProps {
  value: DateFilter;
  onChange(value: DateFilter): void;
  /** What the dates are (e.g. "Uploaded"), as the select's accessible name. */
  label: string;
  testId?: string;
}

/** The spec's date presets (§9: today, the last 7, 30 and 90 days) as a list filter. */
export function DatePresetSelect({ value, onChange, label, testId }: DatePresetSelectProps) {
  const t = useT();
  return (
    <Select<DateFilter>
      value={value}
      onChange={onChange}
      options={DATE_FILTERS.map((d) => ({ value: d, label: t(LABEL[d]) }))}
      aria-label={label}
      data-testid={testId}
      popupMatchSelectWidth={false}
    />
  );
}
