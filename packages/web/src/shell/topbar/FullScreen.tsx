import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useFullScreen } from './useFullScreen.ts';

/**
 * The top bar's full-screen button (useFullScreen). Where the API is missing the button is disabled and its tooltip
 * says why.
 */
export function FullScreen() {
  const { supported, full, toggle, label } = useFullScreen();

  if (!supported) {
    return (
      <Tooltip title={label}>
        {/* A disabled button swallows the hover that shows the tooltip; the span keeps it. */}
        <span>
          <Button
            type="text"
            className="shell-header-button"
            icon={<FullscreenOutlined />}
            aria-label={label}
            disabled
            data-testid="full-screen"
          />
        </span>
      </Tooltip>
    );
  }

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
