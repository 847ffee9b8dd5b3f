import { fireEvent, waitFor } from '@testing-library/react';

/**
 * Types a day into the form's date field labelled `label` inside `container` and confirms it, once antd's picker has
 * replaced the field's stand-in (crud/LazyDatePicker loads the pickers only where a date is picked): typed into the
 * stand-in, the day would be lost.
 */
export async function typeDate(container: HTMLElement, label: string, value: string) {
  const input = await waitFor(() => {
    const found = [...container.querySelectorAll<HTMLElement>('label')]
      .find((l) => l.textContent?.trim() === label)
      ?.getAttribute('for');
    const field = found ? container.ownerDocument.getElementById(found) : null;
    if (!field?.closest('.ant-picker')) throw new Error(`the picker of ${label} has not loaded`);
    return field;
  });
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.blur(input);
}
