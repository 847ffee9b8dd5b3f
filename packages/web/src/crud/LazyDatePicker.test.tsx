import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp.tsx';
import { LazyRangePicker } from './LazyDatePicker.tsx';

afterEach(cleanup);

describe('the search bar time range', () => {
  it('reads as one input until reached for, then is the picker itself, focused and open', async () => {
    renderApp(<LazyRangePicker showTime placeholder={['开始时间', '结束时间']} />);
    const facade = screen.getByPlaceholderText('开始时间 → 结束时间');
    expect(screen.queryByPlaceholderText('开始时间')).toBeNull();
    fireEvent.focus(facade);
    const start = await screen.findByPlaceholderText('开始时间');
    expect(screen.getByPlaceholderText('结束时间')).toBeTruthy();
    expect(screen.queryByPlaceholderText('开始时间 → 结束时间')).toBeNull();
    expect(document.activeElement).toBe(start);
    expect(document.querySelector('.ant-picker-dropdown')).not.toBeNull();
  });
});
