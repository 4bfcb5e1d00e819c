/**
 * The date field (docs/look.md "Date and date-time"): apps-sdk-ui's DatePicker pill, muted while empty, its calendar
 * button; the calendar open on a chosen day (the chosen day filled), a date-time's calendar with its time entry and
 * time zone, and days outside `formatMinimum`/`formatMaximum` disabled. The dates are years away, so "today" never
 * lands in a baseline.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ElicitationForm } from '../components/ElicitationForm/index.ts';

const meta = {
  title: 'Fields/Date',
  component: ElicitationForm,
  args: { onResult: fn(), message: '', requestedSchema: {} },
} satisfies Meta<typeof ElicitationForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const dateForm = (bounds: Record<string, string> = {}) => ({
  message: 'When is the launch?',
  requestedSchema: { type: 'object', properties: { day: { type: 'string', title: 'Launch day', format: 'date', ...bounds } } },
});

/** Opens the calendar of the first date field and checks it is a dialog named by its month, a chosen day in focus. */
const openCalendar = (month: string, focused: RegExp): Story['play'] => async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getAllByRole('button', { name: 'Choose date' })[0]!);
  const calendar = await canvas.findByRole('dialog', { name: month });
  await expect(within(calendar).getByRole('button', { name: focused })).toHaveFocus();
};

export const Empty: Story = { args: dateForm() };
export const Filled: Story = { args: { ...dateForm(), defaultContent: { day: '2031-03-14' } } };
export const CalendarOpen: Story = {
  args: { ...dateForm(), defaultContent: { day: '2031-03-14' } },
  play: openCalendar('March 2031', /\b14\b/),
};
export const DateTimeCalendarOpen: Story = {
  args: {
    message: 'When does it start?',
    requestedSchema: { type: 'object', properties: { startsAt: { type: 'string', title: 'Starts at', format: 'date-time' } } },
    defaultContent: { startsAt: '2031-03-14T09:30:00Z' },
  },
  play: openCalendar('March 2031', /\b14\b/),
};
export const OutOfRange: Story = {
  args: { ...dateForm({ formatMinimum: '2031-03-10', formatMaximum: '2031-03-20' }), defaultContent: { day: '2031-03-14' } },
  play: openCalendar('March 2031', /\b14\b/),
};
