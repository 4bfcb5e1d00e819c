/**
 * The kit's icons (docs/look.md, "Icons"): 16-unit SVGs drawn in `currentColor`, so they take the colour of
 * the text around them in both themes. Always decorative (`aria-hidden`): the control that holds one carries the
 * accessible name. Drawn for this kit, not taken from an icon library (each is a few hundred bytes).
 */
import type { ReactNode } from 'react';

export interface IconProps {
  /** Rendered width and height in CSS pixels (default 16). */
  size?: number;
  /** Extra class for placement; every icon also has `elicit-icon`. */
  className?: string;
}

function Icon({ size = 16, className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      className={className ? `elicit-icon ${className}` : 'elicit-icon'}
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

/** A calendar page, on the button that opens a date field's calendar. @example <CalendarIcon /> */
export const CalendarIcon = (props: IconProps) => (
  <Icon {...props}><rect x="2.5" y="3.5" width="11" height="10" rx="2" /><path d="M2.5 7h11M5.5 2v3M10.5 2v3" /></Icon>
);

/** ▾ for a menu trigger. @example <ChevronDownIcon /> */
export const ChevronDownIcon = (props: IconProps) => <Icon {...props}><path d="M4 6l4 4 4-4" /></Icon>;

/** Up/down chevrons for a select trigger. */
export const ChevronUpDownIcon = (props: IconProps) => <Icon {...props}><path d="M5 6l3-3 3 3M5 10l3 3 3-3" /></Icon>;

/** × for remove, clear and close buttons. */
export const CloseIcon = (props: IconProps) => <Icon {...props}><path d="M4 4l8 8M12 4l-8 8" /></Icon>;

/** ✓ for the selected row of a menu and for "Sent". */
export const CheckIcon = (props: IconProps) => <Icon {...props}><path d="M3.5 8.5l3 3 6-7" /></Icon>;

/** A circled "!" for errors and warnings. */
export const AlertIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="8" cy="8" r="6.25" />
    <path d="M8 4.75v3.75" />
    <circle cx="8" cy="11" r="0.5" fill="currentColor" />
  </Icon>
);

/** A warning triangle with "!", for the form-level alert box (docs/look.md, "Errors"). */
export const WarningIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6.7 2.75a1.5 1.5 0 012.6 0l5.2 9a1.5 1.5 0 01-1.3 2.25H2.8a1.5 1.5 0 01-1.3-2.25z" />
    <path d="M8 6.25v3" />
    <circle cx="8" cy="11.5" r="0.5" fill="currentColor" />
  </Icon>
);

/** A circled "i" for neutral notices. */
export const InfoIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="8" cy="8" r="6.25" />
    <path d="M8 7.25v4" />
    <circle cx="8" cy="5" r="0.5" fill="currentColor" />
  </Icon>
);

/** A page with a folded corner, for files. */
export const FileIcon = (props: IconProps) => (
  <Icon {...props}><path d="M4 1.75h5l3.25 3.25v9.25h-8.25zM9 1.75V5h3.25" /></Icon>
);

/** A folder, for directories. */
export const FolderIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M1.75 4.25a1 1 0 011-1h3.25l1.5 1.5h5.75a1 1 0 011 1v6.5a1 1 0 01-1 1H2.75a1 1 0 01-1-1z" />
  </Icon>
);

/** A framed landscape, for images without a preview. */
export const ImageIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="2" y="2.5" width="12" height="11" rx="1.5" />
    <circle cx="5.75" cy="6.25" r="1.25" />
    <path d="M2.5 12l3.5-3.5 2.5 2.5 2-2 3.5 3.5" />
  </Icon>
);
