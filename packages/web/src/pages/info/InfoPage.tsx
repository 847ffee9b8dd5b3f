import { Card, Tabs } from 'antd';
import { useText } from '../../i18n/useText.ts';
import { PasswordForm } from './PasswordForm.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import './info.css';
import { infoTexts } from './texts.ts';

/** /info/index: the signed-in user's profile and password (spec §2), as two tabs. */
export function InfoPage() {
  const text = useText();
  return (
    <Card data-testid="info-page">
      <Tabs
        items={[
          { key: 'info', label: text(infoTexts.tabInfo), children: <ProfileForm /> },
          { key: 'password', label: text(infoTexts.tabPassword), children: <PasswordForm /> },
        ]}
      />
    </Card>
  );
}
