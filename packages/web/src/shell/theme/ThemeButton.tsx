import { CheckCircleFilled, SkinOutlined } from '@ant-design/icons';
import { Button, Modal, Tooltip } from 'antd';
import { useState } from 'react';
import { useText } from '../../i18n/useText.ts';
import { useDialogWidth } from '../screen/useScreen.ts';
import { texts } from './texts.ts';
import { type ThemeName, themeLabels, themeNames } from './themes.ts';
import { useTheme } from './useTheme.ts';

/** A miniature of the frame, drawn with the theme's own CSS variables (its data-theme scopes them). */
function ThemePreview({ name }: { name: ThemeName }) {
  return (
    <div className="theme-preview" data-theme={name} aria-hidden="true">
      <div className="theme-preview-logo" />
      <div className="theme-preview-header" />
      <div className="theme-preview-sider">
        <div className="theme-preview-item" />
        <div className="theme-preview-item is-selected" />
        <div className="theme-preview-item" />
        <div className="theme-preview-item" />
      </div>
      <div className="theme-preview-tags">
        <div className="theme-preview-tag is-active" />
        <div className="theme-preview-tag" />
      </div>
      <div className="theme-preview-body" />
    </div>
  );
}

/**
 * The theme chooser (spec §2, §9: a dialog 50% wide; the whole window below 768 px). A pick applies at once, is
 * remembered and closes the dialog (each card's miniature already shows how its theme looks); × or Esc closes it
 * without a change. The top bar's button opens it, or its overflow menu on a small screen.
 */
export function ThemeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const text = useText();
  const current = useTheme((s) => s.themeName);
  const setTheme = useTheme((s) => s.setTheme);
  const width = useDialogWidth('50%');

  return (
    <Modal
      title={text(texts.themeTitle)}
      open={open}
      width={width}
      footer={null}
      onCancel={onClose}
      data-testid="theme-dialog"
    >
      <div className="theme-grid">
        {themeNames.map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={name === current}
            className={`theme-card${name === current ? ' is-current' : ''}`}
            onClick={() => {
              setTheme(name);
              onClose();
            }}
            data-testid={`theme-${name}`}
          >
            <ThemePreview name={name} />
            <span className="theme-card-name">
              <span>
                {text(themeLabels[name])} <small>{name}</small>
              </span>
              {name === current && (
                <CheckCircleFilled className="theme-card-check" aria-label={text(texts.themeCurrent)} />
              )}
            </span>
          </button>
        ))}
      </div>
    </Modal>
  );
}

/** The top bar's theme button and its dialog. */
export function ThemeButton() {
  const text = useText();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title={text(texts.theme)}>
        <Button
          type="text"
          className="shell-header-button"
          icon={<SkinOutlined />}
          aria-label={text(texts.theme)}
          onClick={() => setOpen(true)}
          data-testid="theme"
        />
      </Tooltip>
      <ThemeDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
