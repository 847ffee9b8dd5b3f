import { Alert, Card, Tabs } from 'antd';
import { useText } from '../../i18n/useText.ts';
import { useSession } from '../../shell/stores/session.ts';
import { PasswordForm } from './PasswordForm.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import './info.css';
import { infoTexts } from './texts.ts';

/**
 * /info/index: the signed-in user's profile and password (spec §2), as two tabs. With a password someone else set,
 * it opens on the password tab and says why (the guard keeps the user here until it is changed).
 */
export function InfoPage() {
  const text = useText();
  const mustChange = useSession((s) => s.userInfo?.must_change_password === true);
  return (
    <Card data-testid="info-page">
      {mustChange && <Alert type="warning" showIcon message={text(infoTexts.changeFirst)} data-testid="change-first" />}
      <Tabs
        defaultActiveKey={mustChange ? 'password' : 'info'}
        items={[
          { key: 'info', label: text(infoTexts.tabInfo), children: <ProfileForm /> },
          { key: 'password', label: text(infoTexts.tabPassword), children: <PasswordForm /> },
        ]}
      />
    </Card>
  );
}
