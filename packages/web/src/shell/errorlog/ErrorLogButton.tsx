import { BugOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { useState } from 'react';
import { useText } from '../../i18n/useText.ts';
import { ErrorLogDialog } from './ErrorLogDialog.tsx';
import { badgeOverflow, useErrorLog } from './errorLog.ts';
import { texts } from './texts.ts';

/**
 * The top bar's error-log control: a bug with the number of logged errors (99+ past 99), hidden while the log is
 * empty. It opens the viewer.
 */
export function ErrorLogButton() {
  const text = useText();
  const count = useErrorLog((s) => s.entries.length);
  const [open, setOpen] = useState(false);
  return (
    <>
      {count > 0 && (
        <Badge count={count} overflowCount={badgeOverflow} size="small" data-testid="error-log-badge">
          <Button
            type="text"
            className="shell-header-button"
            icon={<BugOutlined />}
            onClick={() => setOpen(true)}
            aria-label={`${text(texts.title)} (${count})`}
            title={text(texts.title)}
            data-testid="error-log"
          />
        </Badge>
      )}
      <ErrorLogDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
