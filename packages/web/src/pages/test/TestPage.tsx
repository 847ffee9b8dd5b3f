import { BugOutlined } from '@ant-design/icons';
import { Button, Card, List, Typography } from 'antd';
import { useState } from 'react';
import { useText } from '../../i18n/useText.ts';
import { http } from '../../lib/http.ts';
import { testTexts } from './texts.ts';

/** Throws while rendering: the page's error boundary and the error log take it from there. */
function Bomb({ message }: { message: string }): never {
  throw new Error(message);
}

/**
 * /test/index: a developer playground, routed only in development builds (app/router.tsx). Each button causes
 * one kind of failure the error log must record: a render error, an unhandled rejection, an uncaught error, a
 * refused API call.
 */
export function TestPage() {
  const text = useText();
  const [boom, setBoom] = useState(false);
  const actions = [
    {
      key: 'render',
      label: testTexts.renderError,
      hint: testTexts.renderErrorHint,
      run: () => setBoom(true),
    },
    {
      key: 'rejection',
      label: testTexts.rejection,
      hint: testTexts.rejectionHint,
      run: () => {
        void Promise.reject(new Error(text(testTexts.rejectionMessage)));
      },
    },
    {
      key: 'uncaught',
      label: testTexts.uncaught,
      hint: testTexts.uncaughtHint,
      run: () => {
        setTimeout(() => {
          throw new Error(text(testTexts.uncaughtMessage));
        });
      },
    },
    {
      key: 'missing-api',
      label: testTexts.missingApi,
      hint: testTexts.missingApiHint,
      run: () => {
        // lib/http shows the server's 404 message; the failure itself is expected here.
        http.get('/blade-test/no-such-call').catch(() => undefined);
      },
    },
  ];
  return (
    <Card title={text(testTexts.title)} data-testid="test-page">
      {boom && <Bomb message={text(testTexts.renderErrorMessage)} />}
      <Typography.Paragraph type="secondary">{text(testTexts.intro)}</Typography.Paragraph>
      <List
        dataSource={actions}
        renderItem={(action) => (
          <List.Item
            actions={[
              <Button key="run" danger icon={<BugOutlined />} onClick={action.run} data-testid={`test-${action.key}`}>
                {text(action.label)}
              </Button>,
            ]}
          >
            <List.Item.Meta title={text(action.label)} description={text(action.hint)} />
          </List.Item>
        )}
      />
    </Card>
  );
}
