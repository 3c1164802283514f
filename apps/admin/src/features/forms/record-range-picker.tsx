import DatePicker from 'antd/es/date-picker';
import dayjs from 'dayjs';

interface RecordRangePickerProps {
  value: readonly [string, string] | null;
  onChange(range: [string, string] | null): void;
  label: string;
}

/** The records' range of days (YYYY-MM-DD, both inclusive); loaded only when a range is asked for. */
export default function RecordRangePicker({ value, onChange, label }: RecordRangePickerProps) {
  return (
    <DatePicker.RangePicker
      value={value ? [dayjs(value[0]), dayjs(value[1])] : null}
      onChange={(days) =>
        onChange(days?.[0] && days[1] ? [days[0].format('YYYY-MM-DD'), days[1].format('YYYY-MM-DD')] : null)
      }
      aria-label={label}
      data-testid="records-range"
    />
  );
}
