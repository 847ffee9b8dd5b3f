import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { workFiltersOf } from './WorkSearch.tsx';

describe('the work lists’ search', () => {
  it('sends the category, the trimmed name and the range as beginDate / endDate, nothing empty', () => {
    expect(
      workFiltersOf({
        category: 'flow_1',
        processDefinitionName: '  请假 ',
        range: [dayjs('2026-03-01 08:00:00'), dayjs('2026-03-31 18:30:00')],
      }),
    ).toEqual({
      category: 'flow_1',
      processDefinitionName: '请假',
      beginDate: '2026-03-01 08:00:00',
      endDate: '2026-03-31 18:30:00',
    });
    expect(workFiltersOf({ processDefinitionName: ' ', range: null })).toEqual({});
  });
});
