/**
 * Which side of its trigger a raised popup opens on, and how tall it may be (docs/behaviour.md §7.8): below when it
 * fits, above when it does not and there is more room above (as an OS select does), capped to the room it has
 * so its rows scroll inside it instead of the page scrolling. Only the long-list listbox and the suggestion popup
 * use it (and the date field's calendar), all loaded on demand, so none of this is in a core form's first load.
 * Dependency-free: a vertical flip is all the lists need (they span their field's width); the calendar, which has its
 * own width, hangs from the field's inline start and is kept inside the viewport (`pin`). Where the browser has the
 * Popover API, the popup is raised into the top layer, fixed at its trigger, so neither the host dialog nor any
 * scrolling box clips it, and the window is its room (docs/look.md, "Popups"); it stays in its place in the DOM (no
 * portal), so it works in a shadow root (`<elicitation-form>`) and keeps its events and ARIA ties.
 */
import type { RefObject } from 'react';
import { useIsomorphicLayoutEffect } from '../../form/useIsomorphicLayoutEffect.ts';

export type PopupSide = 'top' | 'bottom';

/** Vertical extents in px, in the same coordinates (getBoundingClientRect). */
export interface Span {
  top: number;
  bottom: number;
}

export interface PlacementInput {
  /** The trigger's box: the popup's positioned parent. */
  anchor: Span;
  /** The visible area: the viewport, or the nearest scrolling ancestor's visible box if that is tighter. */
  bounds: Span;
  /** The height the popup wants: its content, already capped by its own max-height. */
  height: number;
  /** The side it is on now: kept while it still fits, so a popup does not jump while the user types or scrolls. */
  current?: PopupSide | undefined;
}

export interface Placement {
  side: PopupSide;
  /** The most the popup may take on that side (px), never below MIN_HEIGHT. */
  maxHeight: number;
}

/** The popup's offset from the trigger (popup.css: --elicit-space-1). */
const GAP = 4;
/** The popup's offset from the trigger plus as much again from the visible edge. */
export const EDGE = 2 * GAP;
/** A popup squeezed further than this (about three rows) is no use: it keeps this much and may overflow. */
export const MIN_HEIGHT = 96;

/**
 * Below if it fits; else above if it fits there; else the roomier side (ties go below, the usual direction).
 * @example placePopup({ anchor: { top: 560, bottom: 596 }, bounds: { top: 0, bottom: 600 }, height: 256 }) // top
 */
export function placePopup({ anchor, bounds, height, current = 'bottom' }: PlacementInput): Placement {
  const room = { bottom: bounds.bottom - anchor.bottom - EDGE, top: anchor.top - bounds.top - EDGE };
  const other: PopupSide = current === 'top' ? 'bottom' : 'top';
  const side = room[current] >= height ? current : room[other] >= height ? other : room.top > room.bottom ? 'top' : 'bottom';
  return { side, maxHeight: Math.max(MIN_HEIGHT, Math.floor(room[side])) };
}

/**
 * The visible vertical span around `element`: the viewport, narrowed to the nearest ancestor that clips (a
 * scrolling dialog body, for instance). The walk crosses shadow roots (`<elicitation-form>`).
 */
export function visibleSpan(element: Element): { span: Span; scroller: Element | undefined } {
  const view = element.ownerDocument.defaultView;
  const span = { top: 0, bottom: view?.innerHeight ?? 0 };
  for (let node = parentOf(element); node; node = parentOf(node)) {
    if (node === element.ownerDocument.documentElement || node === element.ownerDocument.body) break;
    if (view?.getComputedStyle(node).overflowY === 'visible') continue;
    const box = node.getBoundingClientRect();
    const top = box.top + node.clientTop;
    return { span: { top: Math.max(span.top, top), bottom: Math.min(span.bottom, top + node.clientHeight) }, scroller: node };
  }
  return { span, scroller: undefined };
}

function parentOf(element: Element): Element | null {
  if (element.parentElement) return element.parentElement;
  const root = element.parentNode;
  return root && 'host' in root ? (root as ShadowRoot).host : null;
}

/** The inline geometry a raised popup gets, removed when it closes. */
const RAISED_STYLE = ['top', 'bottom', 'left', 'right', 'width', 'visibility'];

/** Raises `panel` into the top layer (a manual popover: it closes only when the field closes it). */
function raise(panel: HTMLElement) {
  if (!panel.hasAttribute('popover')) panel.setAttribute('popover', 'manual');
  if (!panel.matches(':popover-open')) panel.showPopover();
  panel.dataset.layer = 'top';
}

function lower(panel: HTMLElement) {
  if (panel.dataset.layer !== 'top') return;
  if (panel.matches(':popover-open')) panel.hidePopover();
  panel.removeAttribute('popover');
  delete panel.dataset.layer;
  for (const property of RAISED_STYLE) panel.style.removeProperty(property);
}

/**
 * Pins a raised popup to `anchor`'s padding box, on `side`, in viewport coordinates (`height`: the viewport's). It takes
 * the anchor's width; one whose own max-width or min-width says otherwise (the calendar) hangs from the anchor's
 * inline start (the right in right-to-left) and is shifted back inside the viewport if it would stick out.
 */
function pin(panel: HTMLElement, anchor: Element, side: PopupSide, height: number) {
  const box = anchor.getBoundingClientRect();
  const view = anchor.ownerDocument.defaultView!;
  const border = view.getComputedStyle(anchor);
  const [top, right, bottom, left] = [border.borderTopWidth, border.borderRightWidth, border.borderBottomWidth, border.borderLeftWidth].map((width) => parseFloat(width) || 0) as [number, number, number, number];
  Object.assign(panel.style, {
    right: 'auto', width: `${box.width - left - right}px`,
    top: side === 'bottom' ? `${box.bottom - bottom + GAP}px` : 'auto',
    bottom: side === 'top' ? `${height - (box.top + top) + GAP}px` : 'auto',
  });
  const drawn = panel.getBoundingClientRect().width;
  const start = view.getComputedStyle(panel).direction === 'rtl' ? box.right - right - drawn : box.left + left;
  const room = anchor.ownerDocument.documentElement.clientWidth || view.innerWidth;
  const x = Math.abs(drawn - (box.width - left - right)) < 1 ? start : Math.max(EDGE, Math.min(start, room - EDGE - drawn));
  panel.style.left = `${x}px`;
}

/**
 * Places the popup in `panelRef` against its positioned parent whenever it opens, its content changes (`content`),
 * or the page or any scrolling ancestor scrolls or resizes while it is open. It writes `data-side` (hosts may
 * style it) and overrides the popup's height variable `maxHeightVar` on the panel itself, straight on the DOM,
 * so scrolling never re-renders a list. A panel the stylesheet does not raise (`unstyled`) is left alone.
 * A new opening decides afresh (below first); while open, the side holds as long as the popup still fits there.
 * In the top layer (`data-layer="top"`) the window is its room; its trigger scrolled out of its scrolling box's
 * view hides it, so it never floats over the dialog's header or buttons.
 * @example usePopupPlacement(panelRef, open, '--elicit-popup-max-height', rows);
 */
export function usePopupPlacement(panelRef: RefObject<HTMLElement | null>, open: boolean, maxHeightVar: string, content: unknown) {
  useIsomorphicLayoutEffect(() => {
    const panel = panelRef.current;
    const view = panel?.ownerDocument.defaultView;
    const anchor = panel?.parentElement;
    if (!panel || !view || !anchor) return;
    if (!open) {
      delete panel.dataset.side;
      panel.style.removeProperty(maxHeightVar);
      panel.style.removeProperty('min-height');
      lower(panel);
      return;
    }
    if (panel.dataset.layer !== 'top' && view.getComputedStyle(panel).position !== 'absolute') return;
    if (typeof panel.showPopover === 'function') raise(panel);
    const raised = panel.dataset.layer === 'top';
    const root = panel.ownerDocument.documentElement;
    const viewportHeight = () => Math.min(view.innerHeight, root.clientHeight || view.innerHeight);
    // The height the popup wants: measured without the cap on opening, on new content and on resize, but not on
    // every scroll, where lifting the cap for a moment would clamp a list scrolled to its end.
    let wanted = { height: 0, ownMax: Infinity };
    const measure = () => {
      panel.style.removeProperty(maxHeightVar);
      wanted = { height: panel.offsetHeight, ownMax: parseFloat(view.getComputedStyle(panel).maxHeight) || Infinity };
    };
    const place = () => {
      const clip = visibleSpan(anchor).span;
      const box = anchor.getBoundingClientRect();
      const { side, maxHeight } = placePopup({
        anchor: box,
        bounds: raised ? { top: 0, bottom: viewportHeight() } : clip,
        height: wanted.height,
        current: panel.dataset.side === 'top' ? 'top' : 'bottom',
      });
      const cap = Math.min(wanted.ownMax, maxHeight);
      panel.dataset.side = side;
      panel.style.setProperty(maxHeightVar, `${cap}px`);
      if (raised) {
        pin(panel, anchor, side, viewportHeight());
        panel.style.visibility = box.bottom > clip.top && box.top < clip.bottom ? '' : 'hidden';
      }
      // Above its trigger, a panel with its own search box keeps its opening height: filtering would otherwise
      // shrink it towards the trigger and move the box the user is typing in.
      const hold = side === 'top' && panel.querySelector('input') !== null;
      if (hold) panel.style.minHeight = `${Math.min(wanted.height, cap)}px`;
      else panel.style.removeProperty('min-height');
    };
    const resize = () => {
      measure();
      place();
    };
    resize();
    // Any scrolling ancestor moves the trigger (scroll events do not bubble: listen while they go down), in the
    // document and in the shadow root the form may be in; the popup's own scrolling moves nothing.
    const onScroll = (event: Event) => {
      if (!(event.target instanceof view.Node && panel.contains(event.target))) place();
    };
    const targets = new Set<EventTarget>([panel.ownerDocument, anchor.getRootNode()]);
    for (const target of targets) target.addEventListener('scroll', onScroll, { capture: true, passive: true });
    view.addEventListener('resize', resize);
    return () => {
      for (const target of targets) target.removeEventListener('scroll', onScroll, { capture: true });
      view.removeEventListener('resize', resize);
    };
    // `content` is not read here: its change is what changes the popup's height.
  }, [open, panelRef, maxHeightVar, content]);
}
