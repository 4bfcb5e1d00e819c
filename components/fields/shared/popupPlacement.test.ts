import { describe, expect, it } from 'vitest';
import { EDGE, MIN_HEIGHT, placePopup, visibleSpan } from './popupPlacement.ts';

// A 600px-tall visible area and a 36px trigger; the popup wants 256px (16rem).
const bounds = { top: 0, bottom: 600 };
const at = (top: number) => ({ top, bottom: top + 36 });

describe('placePopup', () => {
  it('opens below when it fits, capped to the room below', () => {
    expect(placePopup({ anchor: at(100), bounds, height: 256 })).toEqual({ side: 'bottom', maxHeight: 600 - 136 - EDGE });
  });

  it('opens above near the bottom, where only the room above fits it', () => {
    expect(placePopup({ anchor: at(500), bounds, height: 256 })).toEqual({ side: 'top', maxHeight: 500 - EDGE });
  });

  it('a short popup that fits below still opens below near the bottom', () => {
    expect(placePopup({ anchor: at(500), bounds, height: 40 }).side).toBe('bottom');
  });

  it('when neither side fits, takes the roomier one and caps the height to it', () => {
    expect(placePopup({ anchor: at(350), bounds, height: 500 })).toEqual({ side: 'top', maxHeight: 350 - EDGE });
    expect(placePopup({ anchor: at(200), bounds, height: 500 })).toEqual({ side: 'bottom', maxHeight: 600 - 236 - EDGE });
  });

  it('ties go below', () => {
    expect(placePopup({ anchor: { top: 280, bottom: 320 }, bounds, height: 500 }).side).toBe('bottom');
  });

  it('keeps the side it is on while it still fits there (no jumping while typing or scrolling)', () => {
    expect(placePopup({ anchor: at(300), bounds, height: 100, current: 'top' }).side).toBe('top');
    expect(placePopup({ anchor: at(60), bounds, height: 100, current: 'top' }).side).toBe('bottom');
  });

  it('measures against the tighter bounds (a scrolling dialog body inside the viewport)', () => {
    const dialogBody = { top: 150, bottom: 450 };
    expect(placePopup({ anchor: at(380), bounds: dialogBody, height: 200 })).toEqual({ side: 'top', maxHeight: 230 - EDGE });
  });

  it('never caps below MIN_HEIGHT, even with no room at all', () => {
    expect(placePopup({ anchor: { top: -20, bottom: 620 }, bounds, height: 256 }).maxHeight).toBe(MIN_HEIGHT);
  });
});

describe('visibleSpan', () => {
  it('is the viewport when no ancestor clips', () => {
    const field = document.createElement('div');
    document.body.append(field);
    expect(visibleSpan(field)).toEqual({ span: { top: 0, bottom: window.innerHeight }, scroller: undefined });
    field.remove();
  });

  it('finds the scrolling ancestor across a shadow root', () => {
    const scroller = document.createElement('div');
    scroller.style.overflowY = 'auto';
    const host = document.createElement('div');
    scroller.append(host);
    document.body.append(scroller);
    const field = document.createElement('div');
    host.attachShadow({ mode: 'open' }).append(field);
    expect(visibleSpan(field).scroller).toBe(scroller);
    scroller.remove();
  });
});
