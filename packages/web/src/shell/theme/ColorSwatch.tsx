import { Tooltip } from 'antd';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useText } from '../../i18n/useText.ts';
import { texts } from './texts.ts';
import { useTheme } from './useTheme.ts';

/** antd's ColorPicker (its panel, slider, inputs and steppers: ≈ 12 kB gzip) loads when someone opens it (issue 37). */
const ColorPicker = lazy(() => import('./ColorPicker.tsx').then((m) => ({ default: m.ColorPicker })));

/**
 * The top bar's colour swatch: drawn like antd's small ColorPicker trigger (the colour in a bordered box) until it is
 * first clicked; then the real picker takes its place, open. Pointing at it starts loading the picker.
 */
export function ColorSwatch() {
  const text = useText();
  const color = useTheme((s) => s.themeColor);
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const swatch = (
    <Tooltip title={text(texts.color)}>
      <span className="shell-color-picker">
        <button
          type="button"
          className="shell-color-swatch"
          data-testid="color-picker"
          aria-label={text(texts.color)}
          onPointerEnter={() => void import('./ColorPicker.tsx')}
          onClick={() => {
            setWanted(true);
            setOpen(true);
          }}
        >
          <span style={{ background: color }} />
        </button>
      </span>
    </Tooltip>
  );
  if (!wanted) return swatch;
  return (
    <Suspense fallback={swatch}>
      <ColorPicker open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}

/** The picker opened from the top bar's overflow menu on a small screen (MoreMenu): `anchor` until it has loaded. */
export function FoldedColorPicker(props: { open: boolean; onOpenChange: (open: boolean) => void; anchor: ReactNode }) {
  return (
    <Suspense fallback={props.anchor}>
      <ColorPicker open={props.open} onOpenChange={props.onOpenChange}>
        {props.anchor}
      </ColorPicker>
    </Suspense>
  );
}
