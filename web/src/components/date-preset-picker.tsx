import DateRangePicker, { type DateRangePickerProps } from '@cloudscape-design/components/date-range-picker';
import { DATE_RANGE_RELATIVE_OPTIONS, formatRelativeRange } from '#web/lib/date-presets';

const DATE_I18N = {
  formatRelativeRange,
  customRelativeRangeOptionLabel: 'Custom',
  customRelativeRangeOptionDescription: 'Pick the days on the calendar',
};

/** A date filter offering the spec's presets (Today … Last Month, Custom), as the orders grid and the invoice list use it. */
export function DatePresetPicker({
  value,
  onChange,
  ariaLabel,
}: {
  value: DateRangePickerProps.Value | null;
  onChange: (value: DateRangePickerProps.Value | null) => void;
  ariaLabel?: string;
}) {
  return (
    <DateRangePicker
      value={value}
      onChange={(e) => onChange(e.detail.value)}
      relativeOptions={DATE_RANGE_RELATIVE_OPTIONS}
      dateOnly
      placeholder="Any date"
      ariaLabel={ariaLabel}
      i18nStrings={DATE_I18N}
      isValidRange={(range) =>
        !range || range.type === 'relative' || (range.startDate && range.endDate)
          ? { valid: true }
          : { valid: false, errorMessage: 'Choose a start and an end day.' }
      }
      rangeSelectorMode="default"
      showClearButton
      expandToViewport
    />
  );
}
