import { describe, expect, it } from 'vitest';
import { newRequestId, throughFrame } from './frame-relay';

describe('throughFrame', () => {
  const frame = { left: 40, top: 300, right: 640, bottom: 420 };

  it('moves a box of the frame\'s viewport by where the frame shows its document', () => {
    expect(throughFrame({ left: 10, top: 20, right: 130, bottom: 38 }, frame)).toEqual({ left: 50, top: 320, right: 170, bottom: 338 });
  });

  it('composes through nested frames', () => {
    const inner = { left: 8, top: 8, right: 308, bottom: 108 };
    expect(throughFrame(throughFrame({ left: 2, top: 4, right: 12, bottom: 14 }, inner), frame)).toEqual({ left: 50, top: 312, right: 60, bottom: 322 });
  });

  it('keeps a box inside the frame it came through, whatever the frame claims', () => {
    expect(throughFrame({ left: -5000, top: -5000, right: 9000, bottom: 9000 }, frame)).toEqual(frame);
    expect(throughFrame({ left: 700, top: 200, right: 720, bottom: 218 }, frame)).toEqual({ left: 640, top: 420, right: 640, bottom: 420 });
  });
});

describe('newRequestId', () => {
  it('is 32 random hex digits, new each time', () => {
    const id = newRequestId();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(newRequestId()).not.toBe(id);
  });
});
