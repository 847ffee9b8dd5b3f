import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { theme as antTheme } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers, testRendering } from '../../app/Providers.tsx';
import { setLanguage } from '../../i18n/index.ts';
import { getStore, getStoreEntry, keyOf, setStore } from '../../lib/storage.ts';
import { ColorPicker } from './ColorPicker.tsx';
import { ColorSwatch } from './ColorSwatch.tsx';
import { ThemeButton } from './ThemeButton.tsx';
import { themeNames, toThemeColor, toThemeName } from './themes.ts';
import { storedLook, useTheme } from './useTheme.ts';

beforeEach(() => {
  useTheme.setState({ themeName: 'default', themeColor: '#409EFF' });
});
afterEach(() => {
  cleanup();
  act(() => setLanguage('zh'));
});

describe('theme values', () => {
  it('accepts the eleven themes of the spec and Saber’s theme-<name> form; anything else is the default', () => {
    expect(themeNames).toEqual([
      'default',
      'white',
      'dark',
      'star',
      'smart',
      'iview',
      'vip',
      'cool',
      'd2',
      'hey',
      'lte',
    ]);
    expect(toThemeName('dark')).toBe('dark');
    expect(toThemeName('theme-lte')).toBe('lte');
    for (const bad of ['purple', '', null, undefined, 42, { name: 'dark' }]) expect(toThemeName(bad)).toBe('default');
  });

  it('accepts #rgb and #rrggbb colours; anything else is #409EFF', () => {
    expect(toThemeColor('#13c2c2')).toBe('#13C2C2');
    expect(toThemeColor('#f00')).toBe('#FF0000');
    for (const bad of ['red', '#12345', '#1234567', 'javascript:alert(1)', '', null, 7, ['#fff']])
      expect(toThemeColor(bad)).toBe('#409EFF');
  });
});

describe('theme store', () => {
  it('reads the stored theme and colour at start-up', async () => {
    setStore({ name: 'themeName', content: 'vip' });
    setStore({ name: 'themeColor', content: '#722ed1' });
    vi.resetModules();
    const fresh = await import('./useTheme.ts');
    expect(fresh.useTheme.getState()).toMatchObject({ themeName: 'vip', themeColor: '#722ED1' });
  });

  it('falls back to the defaults for bad or corrupt stored values', () => {
    setStore({ name: 'themeName', content: 'no-such-theme' });
    setStore({ name: 'themeColor', content: 'rgb(1,2,3); background:url(x)' });
    expect(storedLook()).toEqual({ themeName: 'default', themeColor: '#409EFF' });
    window.localStorage.setItem(keyOf('themeName'), '{not json');
    window.localStorage.setItem(keyOf('themeColor'), JSON.stringify({ content: 12 }));
    expect(storedLook()).toEqual({ themeName: 'default', themeColor: '#409EFF' });
    window.localStorage.clear();
    expect(storedLook()).toEqual({ themeName: 'default', themeColor: '#409EFF' });
  });

  it('writes picks to storage in the wrapped format, and the colour can go back to the default', () => {
    useTheme.getState().setTheme('lte');
    useTheme.getState().setColor('#fa541c');
    expect(getStoreEntry({ name: 'themeName' })).toMatchObject({ dataType: 'string', content: 'lte' });
    expect(getStore({ name: 'themeColor' })).toBe('#FA541C');
    expect(useTheme.getState()).toMatchObject({ themeName: 'lte', themeColor: '#FA541C' });

    useTheme.getState().setColor('not a colour');
    expect(useTheme.getState().themeColor).toBe('#409EFF');
    useTheme.getState().setColor('#fa541c');
    useTheme.getState().resetColor();
    expect(getStore({ name: 'themeColor' })).toBe('#409EFF');
  });
});

/** antd's primary colour as the components below the providers see it. */
function Primary() {
  const { token } = antTheme.useToken();
  return <output data-testid="primary">{`${token.colorPrimary} ${token.colorLink}`}</output>;
}

describe('providers', () => {
  it('feed the picked colour to antd and put the theme on the body', () => {
    render(
      <Providers>
        <Primary />
      </Providers>,
    );
    expect(screen.getByTestId('primary').textContent).toBe('#409eff #409eff');
    expect(document.body.dataset.theme).toBe('default');

    act(() => useTheme.getState().setColor('#13C2C2'));
    act(() => useTheme.getState().setTheme('vip'));
    expect(screen.getByTestId('primary').textContent).toBe('#13c2c2 #13c2c2');
    expect(document.body.dataset.theme).toBe('vip');
    // On the dark theme antd derives its dark-mode shade of the picked colour.
    act(() => useTheme.getState().setTheme('dark'));
    expect(screen.getByTestId('primary').textContent).toBe('#13a8a8 #13a8a8');
    expect(document.body.dataset.theme).toBe('dark');
    expect(document.body.style.getPropertyValue('--shell-primary')).toBe('#13C2C2');
  });
});

describe('theme dialog', () => {
  it('lists the eleven themes with previews; a pick applies at once, is remembered and closes the dialog', async () => {
    render(
      <Providers>
        <ThemeButton />
      </Providers>,
    );
    fireEvent.click(screen.getByTestId('theme'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('选择主题')).toBeTruthy();
    for (const name of themeNames) {
      const card = within(dialog).getByTestId(`theme-${name}`);
      expect(card.querySelector(`.theme-preview[data-theme="${name}"]`)).not.toBeNull();
    }
    expect(within(dialog).getByTestId('theme-default').getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(within(dialog).getByTestId('theme-dark'));
    expect(document.body.dataset.theme).toBe('dark');
    expect(getStore({ name: 'themeName' })).toBe('dark');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByTestId('theme'));
    const again = await screen.findByRole('dialog');
    expect(within(again).getByTestId('theme-dark').getAttribute('aria-pressed')).toBe('true');
    expect(within(again).getByTestId('theme-default').getAttribute('aria-pressed')).toBe('false');
    expect(within(again).getByTestId('theme-dark').textContent).toContain('黑色主题');
  });

  it('the dark theme darkens the pages too, not only the frame', () => {
    function Surface() {
      const { token } = antTheme.useToken();
      return <span data-testid="surface">{token.colorBgContainer}</span>;
    }
    render(
      <Providers>
        <Surface />
      </Providers>,
    );
    expect(screen.getByTestId('surface').textContent).toBe('#ffffff');
    act(() => useTheme.getState().setTheme('dark'));
    expect(screen.getByTestId('surface').textContent).toBe('#141414');
  });

  it('names the themes in English', async () => {
    act(() => setLanguage('en'));
    render(
      <Providers>
        <ThemeButton />
      </Providers>,
    );
    expect(screen.getByRole('button', { name: 'Theme' })).toBeTruthy();
    fireEvent.click(screen.getByTestId('theme'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Choose a theme')).toBeTruthy();
    expect(within(dialog).getByTestId('theme-star').textContent).toContain('Starry sky');
    expect(within(dialog).getByTestId('theme-lte').textContent).toContain('AdminLTE');
  });
});

describe('colour picker', () => {
  it('is a swatch of the colour until clicked, then the picker itself, open with its presets', async () => {
    useTheme.setState({ themeColor: '#13C2C2' });
    render(
      <Providers>
        <ColorSwatch />
      </Providers>,
    );
    const swatch = screen.getByRole('button', { name: '主题色' });
    expect(swatch.innerHTML.toLowerCase()).toContain('#13c2c2');
    fireEvent.click(swatch);
    expect(await screen.findByTestId('color-reset')).toBeTruthy();
    expect(document.querySelectorAll('.ant-color-picker-presets-color').length).toBeGreaterThan(0);
  });

  it('applies a preset at once, remembers it, and goes back to the default', async () => {
    render(
      <Providers>
        <ColorPicker />
        <Primary />
      </Providers>,
    );
    fireEvent.click(screen.getByTestId('color-picker'));
    const preset = await waitFor(() => {
      // Preset blocks carry no label: find #13C2C2 by the colour it paints.
      const blocks = [...document.querySelectorAll<HTMLElement>('.ant-color-picker-presets-color')];
      const el = blocks.find((b) => b.innerHTML.includes('rgb(19, 194, 194)'));
      if (!el) throw new Error('no preset');
      return el;
    });
    fireEvent.click(preset);
    expect(useTheme.getState().themeColor).toBe('#13C2C2');
    expect(getStore({ name: 'themeColor' })).toBe('#13C2C2');
    expect(screen.getByTestId('primary').textContent).toContain('#13c2c2');

    fireEvent.click(screen.getByTestId('color-reset'));
    expect(useTheme.getState().themeColor).toBe('#409EFF');
    expect(getStore({ name: 'themeColor' })).toBe('#409EFF');
  });
});

describe('reduced motion', () => {
  function Motion() {
    const { token } = antTheme.useToken();
    return <span data-testid="motion">{String(token.motion)}</span>;
  }
  /** Renders as the browser does (testRendering off), with the system asking for reduced motion or not. */
  function renderAsked(reduce: boolean) {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: reduce && query === '(prefers-reduced-motion: reduce)',
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    testRendering.enabled = false;
    try {
      render(
        <Providers>
          <Motion />
        </Providers>,
      );
    } finally {
      testRendering.enabled = true;
    }
    return screen.getByTestId('motion').textContent;
  }
  afterEach(() => vi.restoreAllMocks());

  it('turns antd’s motion off for a system that asks for reduced motion, and keeps it otherwise', () => {
    expect(renderAsked(true)).toBe('false');
    cleanup();
    expect(renderAsked(false)).toBe('true');
  });
});
