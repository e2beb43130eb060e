import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DetectionKind } from '../detectors';
import { batchedPainter, PAINT_INTERVAL_MS } from './paint-batch';
import type { Painter } from './painter';

/** A painter that writes down what reaches it. */
function recordingPainter() {
  const calls: string[] = [];
  const painted = new Map<Range, DetectionKind>();
  const painter: Painter = {
    add: (kind, range) => {
      calls.push(`add ${kind}`);
      painted.set(range, kind);
    },
    remove: (kind, range) => {
      calls.push(`remove ${kind}`);
      painted.delete(range);
    },
    clear: () => {
      calls.push('clear');
      painted.clear();
    },
    setStyle: (style) => calls.push(`style ${style}`),
    reposition: () => calls.push('reposition'),
    dispose: () => calls.push('dispose'),
  };
  return { painter, calls, painted };
}

const range = () => ({}) as Range;

describe('batched painter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('applies the first changes right after the task that made them, all together', () => {
    const { painter, painted } = recordingPainter();
    const batched = batchedPainter(painter);
    const [a, b] = [range(), range()];
    batched.add('cpf', a);
    batched.add('phone', b);
    expect(painted.size).toBe(0);
    vi.advanceTimersByTime(0);
    expect([...painted.values()]).toEqual(['cpf', 'phone']);
  });

  it('applies what it holds at once when flushed, inside the interval too, and nothing twice', () => {
    const { painter, calls } = recordingPainter();
    const batched = batchedPainter(painter);
    batched.add('cpf', range());
    vi.advanceTimersByTime(0);
    batched.add('email', range());
    batched.flush?.();
    expect(calls).toEqual(['add cpf', 'add email']);
    vi.advanceTimersByTime(PAINT_INTERVAL_MS);
    expect(calls).toEqual(['add cpf', 'add email']);
    batched.flush?.();
    expect(calls).toEqual(['add cpf', 'add email']);
  });

  it('applies later changes once per interval, however many tasks make them', () => {
    const { painter, calls } = recordingPainter();
    const batched = batchedPainter(painter);
    batched.add('cpf', range());
    vi.advanceTimersByTime(0);
    for (let slice = 0; slice < 10; slice++) {
      batched.add('email', range());
      vi.advanceTimersByTime(10);
    }
    expect(calls.filter((call) => call === 'add email')).toHaveLength(0);
    vi.advanceTimersByTime(PAINT_INTERVAL_MS);
    expect(calls.filter((call) => call === 'add email')).toHaveLength(10);
  });

  it('keeps only the last change asked for a range', () => {
    const { painter, calls, painted } = recordingPainter();
    const batched = batchedPainter(painter);
    const [kept, gone] = [range(), range()];
    batched.add('cpf', kept);
    batched.remove('cpf', kept);
    batched.add('cpf', kept);
    batched.add('cnpj', gone);
    batched.remove('cnpj', gone);
    vi.advanceTimersByTime(0);
    expect(calls).toEqual(['add cpf', 'remove cnpj']);
    expect([...painted.keys()]).toEqual([kept]);
  });

  it.each(['clear', 'dispose'] as const)('passes %s on at once and applies nothing that was waiting', (method) => {
    const { painter, calls } = recordingPainter();
    const batched = batchedPainter(painter);
    batched.add('cpf', range());
    batched[method]();
    vi.advanceTimersByTime(PAINT_INTERVAL_MS);
    expect(calls).toEqual([method]);
  });

  it('passes style changes and repositioning through at once', () => {
    const { painter, calls } = recordingPainter();
    const batched = batchedPainter(painter);
    batched.setStyle('wavy');
    batched.reposition();
    expect(calls).toEqual(['style wavy', 'reposition']);
  });
});
