/**
 * The call clock of docs/behaviour.md §11 on its own, with fake timers (the real SDK over real HTTP is in timeouts.test.ts):
 * paused while held, a full `timeout` again after, `maxTotalTimeout` counting only running time, progress resets.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPatience } from './patience.ts';

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('createPatience', () => {
  it('times a call out after `timeout`, as the SDK would, with the SDK’s own timer switched off', () => {
    const { options } = createPatience().begin({ timeout: 1000 });
    expect(options.timeout).toBe(2_147_483_647);
    vi.advanceTimersByTime(999);
    expect(options.signal!.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(options.signal!.reason).toBe('Request timed out');
  });

  it('pauses the calls in flight while held, then gives them their full timeout again', () => {
    const patience = createPatience();
    const { options } = patience.begin({ timeout: 1000 });
    vi.advanceTimersByTime(900);
    const { release } = patience.hold();
    vi.advanceTimersByTime(60_000);
    expect(options.signal!.aborted).toBe(false);
    release();
    release(); // once only
    vi.advanceTimersByTime(999);
    expect(options.signal!.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(options.signal!.aborted).toBe(true);
  });

  it('leaves calls started after the request arrived on their own clock', () => {
    const patience = createPatience();
    patience.hold();
    const { options } = patience.begin({ timeout: 1000 });
    vi.advanceTimersByTime(1000);
    expect(options.signal!.reason).toBe('Request timed out');
  });

  it('resumes a call only when every request holding it is done', () => {
    const patience = createPatience();
    const { options } = patience.begin({ timeout: 1000 });
    const first = patience.hold();
    const second = patience.hold();
    first.release();
    vi.advanceTimersByTime(5000);
    expect(options.signal!.aborted).toBe(false);
    second.release();
    vi.advanceTimersByTime(1000);
    expect(options.signal!.aborted).toBe(true);
  });

  it('counts only running time toward maxTotalTimeout', () => {
    const patience = createPatience();
    const { options } = patience.begin({ timeout: 1000, maxTotalTimeout: 1500 });
    expect('maxTotalTimeout' in options).toBe(false);
    vi.advanceTimersByTime(800);
    const { release } = patience.hold();
    vi.advanceTimersByTime(60_000);
    release();
    vi.advanceTimersByTime(699);
    expect(options.signal!.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(options.signal!.reason).toBe('Maximum total timeout exceeded');
  });

  it('restarts the clock on progress when asked to, and passes the progress on', () => {
    const seen: unknown[] = [];
    const { options } = createPatience().begin({ timeout: 1000, resetTimeoutOnProgress: true, onprogress: (progress) => seen.push(progress) });
    vi.advanceTimersByTime(900);
    options.onprogress!({ progress: 1 });
    vi.advanceTimersByTime(900);
    expect(options.signal!.aborted).toBe(false);
    expect(seen).toEqual([{ progress: 1 }]);
  });

  it('passes the host’s abort through with its reason, and stops timing a call that ended', () => {
    const patience = createPatience();
    const host = new AbortController();
    const call = patience.begin({ signal: host.signal });
    host.abort('stopped by the host');
    expect(call.options.signal!.reason).toBe('stopped by the host');
    call.end();
    const other = patience.begin({ timeout: 1000 });
    other.end();
    vi.advanceTimersByTime(5000);
    expect(other.options.signal!.aborted).toBe(false);
    expect(patience.hold().calls).toEqual([]);
  });
});
