import { describe, expect, it } from 'vitest';
import { markerClasses, markerOf, markersOf } from './chartMarkers.ts';

describe('the flow chart’s markers (spec §4)', () => {
  it('marks running steps primary, finished ones success, flows warning and candidates not at all', () => {
    expect(markerOf({ historyActivityId: 'hrTask', historyActivityType: 'userTask' })).toBe(markerClasses.current);
    expect(
      markerOf({ historyActivityId: 'start', historyActivityType: 'startEvent', endTime: '2026-03-02 10:00:00' }),
    ).toBe(markerClasses.finished);
    expect(
      markerOf({ historyActivityId: 'flow1', historyActivityType: 'sequenceFlow', endTime: '2026-03-02 10:00:00' }),
    ).toBe(markerClasses.sequenceFlow);
    expect(markerOf({ historyActivityId: 'hrTask', historyActivityType: 'candidate' })).toBeUndefined();
    expect(markerOf({ historyActivityType: 'userTask' })).toBeUndefined();
  });

  it('gives each element one marker, current winning over finished (a step done and running again)', () => {
    const markers = markersOf([
      { historyActivityId: 'hrTask', historyActivityType: 'userTask', endTime: '2026-03-02 11:00:00' },
      { historyActivityId: 'hrTask', historyActivityType: 'userTask' },
      { historyActivityId: 'hrTask', historyActivityType: 'userTask', endTime: '2026-03-02 12:00:00' },
      { historyActivityId: 'managerTask', historyActivityType: 'candidate' },
      { historyActivityId: 'flow1', historyActivityType: 'sequenceFlow' },
    ]);
    expect([...markers]).toEqual([
      ['hrTask', markerClasses.current],
      ['flow1', markerClasses.sequenceFlow],
    ]);
  });
});
