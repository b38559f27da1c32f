export type { CalendarProps } from './Calendar';
export { Calendar } from './Calendar';
export type { Day, TimePrecision } from './calendar';
export type { DatePickerProps } from './DatePicker';
export { DatePicker, datePickerProblem } from './DatePicker';
export type { DateRange, DateRangePickerProps } from './DateRangePicker';
export { DateRangePicker, rangeProblem } from './DateRangePicker';
