import { type Text, website } from '@pharma/contract';

/**
 * The eleven shell themes of spec §2. A theme only names a look: its colours live in themes.css as CSS variables
 * under `[data-theme='<name>']`, so the shell and the previews in the theme dialog read the same definition.
 */
export const themeNames = [
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
] as const;
export type ThemeName = (typeof themeNames)[number];

export const defaultTheme: ThemeName = 'default';
/** Spec §9: the default colour. */
export const defaultColor: string = website.defaultColor;

export const themeLabels: Record<ThemeName, Text> = {
  default: { zh: '默认主题', en: 'Default' },
  white: { zh: '白色主题', en: 'White' },
  dark: { zh: '黑色主题', en: 'Dark' },
  star: { zh: '星空主题', en: 'Starry sky' },
  smart: { zh: '智能主题', en: 'Smart' },
  iview: { zh: 'iView 主题', en: 'iView' },
  vip: { zh: '尊贵主题', en: 'VIP' },
  cool: { zh: '酷炫主题', en: 'Cool' },
  d2: { zh: 'D2 主题', en: 'D2' },
  hey: { zh: 'Hey 主题', en: 'Hey' },
  lte: { zh: 'LTE 主题', en: 'AdminLTE' },
};

/** Brand colours offered next to the default in the colour picker. */
export const presetColors = [
  defaultColor,
  '#1677FF',
  '#13C2C2',
  '#11A983',
  '#52C41A',
  '#FAAD14',
  '#FA541C',
  '#F5222D',
  '#EB2F96',
  '#722ED1',
  '#304156',
  '#212121',
];

/**
 * A stored theme name, or the default for anything else (a hand-edited or outdated value must not break the
 * shell). Saber stored `theme-<name>`; that form is accepted too.
 */
export function toThemeName(value: unknown): ThemeName {
  if (typeof value !== 'string') return defaultTheme;
  const name = value.replace(/^theme-/, '');
  return (themeNames as readonly string[]).includes(name) ? (name as ThemeName) : defaultTheme;
}

/** A `#rgb` / `#rrggbb` colour in upper case, or the default colour for anything else. */
export function toThemeColor(value: unknown): string {
  if (typeof value !== 'string') return defaultColor;
  const hex = value.trim();
  if (/^#[0-9a-f]{6}$/i.test(hex)) return hex.toUpperCase();
  if (/^#[0-9a-f]{3}$/i.test(hex)) return `#${[...hex.slice(1)].map((c) => c + c).join('')}`.toUpperCase();
  return defaultColor;
}
