/**
 * UI strings of the date field's calendar (spread into `defaultMessages`, components/messages.ts), which loads on
 * demand. The button that opens it is in every form (`dateChoose`, components/messages.ts). Override any of them
 * through the form's `messages` prop.
 */
export const calendarMessages = {
  calendarPreviousMonth: 'Previous month',
  calendarNextMonth: 'Next month',
  /** The time entry of a date-time field's calendar. */
  calendarTime: 'Time',
  /** Under the time entry: the zone the wall-clock time is in (the runtime's own, e.g. "Central European Time"). */
  calendarTimeZone: (zone: string) => `Time zone: ${zone}`,
};
