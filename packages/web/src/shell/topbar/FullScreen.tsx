import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { App, Button, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useText } from '../../i18n/useText.ts';
import { texts } from './texts.ts';

const supported = () => typeof document !== 'undefined' && document.fullscreenEnabled === true;
const isFull = () => typeof document !== 'undefined' && document.fullscreenElement != null;

/**
 * Full screen through the Fullscreen API. The icon and tooltip follow the document's state, not a click count,
 * so leaving with Esc (or F11's exit) shows the right icon. Where the API is missing (iPhone Safari, some
 * embedded browsers) the button is disabled and says why.
 */
export function FullScreen() {
  const text = useText();
  const { message } = App.useApp();
  const [full, setFull] = useState(isFull);

  useEffect(() => {
    const onChange = () => setFull(isFull());
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  if (!supported()) {
    return (
      <Tooltip title={text(texts.fullScreenUnsupported)}>
        {/* A disabled button swallows the hover that shows the tooltip; the span keeps it. */}
        <span>
          <Button
            type="text"
            className="shell-header-button"
            icon={<FullscreenOutlined />}
            aria-label={text(texts.fullScreenUnsupported)}
            disabled
            data-testid="full-screen"
          />
        </span>
      </Tooltip>
    );
  }

  const toggle = () => {
    const request = isFull() ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    // The browser may refuse (no user gesture, a permissions policy in an iframe): say so instead of doing nothing.
    request.catch(() => void message.warning(text(texts.fullScreenFailed)));
  };
  const label = text(full ? texts.exitFullScreen : texts.fullScreen);
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        className="shell-header-button"
        icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
        aria-label={label}
        aria-pressed={full}
        onClick={toggle}
        data-testid="full-screen"
        data-state={full ? 'on' : 'off'}
      />
    </Tooltip>
  );
}
