import { ColorPicker as AntColorPicker, Button, Tooltip } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useText } from '../../i18n/useText.ts';
import { texts } from './texts.ts';
import { defaultColor, presetColors } from './themes.ts';
import { useTheme } from './useTheme.ts';

/**
 * The brand colour (spec §2, default #409EFF). A finished pick (a preset, a typed hex, the end of a drag) goes to
 * the theme store, which feeds antd's colorPrimary: every button, link, tab and menu selection follows at once.
 * While dragging only the picker itself follows, so the whole app is not re-themed on every mouse move.
 *
 * In the top bar it is its own swatch. On a small screen the top bar's overflow menu opens it instead: it passes
 * `open` and `onOpenChange`, and `children`, the element the panel drops from.
 */
export function ColorPicker({
  open: openAs,
  onOpenChange,
  children,
}: {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  children?: ReactNode;
} = {}) {
  const text = useText();
  const color = useTheme((s) => s.themeColor);
  const setColor = useTheme((s) => s.setColor);
  const resetColor = useTheme((s) => s.resetColor);
  const [draft, setDraft] = useState<string>(color);
  const [ownOpen, setOwnOpen] = useState(false);
  const open = openAs ?? ownOpen;
  const setOpen = onOpenChange ?? setOwnOpen;
  useEffect(() => setDraft(color), [color]);

  const picker = (
    <AntColorPicker
      data-testid="color-picker"
      size="small"
      disabledAlpha
      value={draft}
      open={open}
      onOpenChange={setOpen}
      presets={[{ label: text(texts.colorPresets), colors: presetColors, defaultOpen: true }]}
      onChange={(value) => setDraft(value.toHexString())}
      onChangeComplete={(value) => setColor(value.toHexString())}
      panelRender={(panel) => (
        <div className="shell-color-panel">
          {panel}
          <Button
            block
            size="small"
            disabled={color === defaultColor}
            onClick={resetColor}
            data-testid="color-reset"
            style={{ marginTop: 8 }}
          >
            {text(texts.colorReset)} ({defaultColor})
          </Button>
        </div>
      )}
    >
      {children}
    </AntColorPicker>
  );
  if (children) return picker;
  return (
    <Tooltip title={text(texts.color)} open={open ? false : undefined}>
      <span className="shell-color-picker">{picker}</span>
    </Tooltip>
  );
}
