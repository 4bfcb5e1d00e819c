import { lazyComponent } from '../../form/lazyComponent.tsx';

/**
 * The date field's calendar popover (Calendar.tsx), loaded on demand like the other widgets (docs/behaviour.md §14.1):
 * only a form with a date or date-time field fetches it (`TextField.preloadFor`), and it renders only once opened,
 * so the server never needs it. Nothing shows while its code is on the way.
 * @example <LazyCalendar {...calendarProps} />
 */
export const LazyCalendar = lazyComponent(() => import('./Calendar.tsx').then((m) => m.Calendar), () => null);
