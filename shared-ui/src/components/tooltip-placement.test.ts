import { placeTooltip } from './tooltip-placement';

function box(left: number, top: number, width: number, height: number) {
  return { left, top, width, height, right: left + width, bottom: top + height };
}

const desktop = { width: 1280, height: 800 };
const phone = { width: 375, height: 740 };
const bubble = { width: 170, height: 30 };

describe('placeTooltip', () => {
  it('keeps the requested side when the tooltip fits there', () => {
    expect(placeTooltip('right', box(600, 380, 180, 36), bubble, desktop)).toEqual({ side: 'right', shiftX: 0 });
    expect(placeTooltip('top', box(600, 380, 180, 36), bubble, desktop)).toEqual({ side: 'top', shiftX: 0 });
  });

  it('flips to the opposite side when the requested one runs off screen', () => {
    expect(placeTooltip('top', box(600, 10, 180, 36), bubble, desktop)).toEqual({ side: 'bottom', shiftX: 0 });
    expect(placeTooltip('left', box(20, 380, 100, 36), bubble, desktop)).toEqual({ side: 'right', shiftX: 0 });
  });

  it('goes above on a phone where neither side fits, shifted to stay on screen', () => {
    const trigger = box(200, 470, 160, 36);
    const wideBubble = { width: 240, height: 50 };
    const placement = placeTooltip('right', trigger, wideBubble, phone);
    expect(placement.side).toBe('top');
    const centredLeft = trigger.left + trigger.width / 2 - wideBubble.width / 2;
    expect(centredLeft + wideBubble.width).toBeGreaterThan(375 - 8);
    expect(centredLeft + placement.shiftX + wideBubble.width).toBe(375 - 8);
  });

  it('changes nothing when there is no layout to measure', () => {
    expect(placeTooltip('left', box(0, 0, 0, 0), { width: 0, height: 0 }, phone)).toEqual({ side: 'left', shiftX: 0 });
  });
});
