import { format, oauthMessages, wecomCalls } from '@pharma/contract';
import { App, Button, Flex, Modal, QRCode, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useText } from '../../i18n/useText.ts';
import { useCall } from '../../lib/useCall.ts';
import { QywxUnbind } from './QywxUnbind.tsx';
import { infoTexts } from './texts.ts';

/** While the QR code is on show, the binding is read this often, so the page sees the phone's scan by itself. */
const pollMs = 3000;

/**
 * 企业微信 on the profile: the WeCom user the account is bound to and 解除绑定; or, unbound in a tenant with WeCom,
 * 绑定企业微信, which shows WeCom's scan page as a QR code (single use, so each opening asks for a fresh one).
 */
export function WecomBinding() {
  const text = useText();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const binding = useCall(wecomCalls.binding, undefined, { refetchInterval: open ? pollMs : false });
  // Each state works once: a fresh one for each opening, none behind the user's back (no refetch on focus).
  const scan = useCall(wecomCalls.getScanCode, undefined, { enabled: open, gcTime: 0, refetchOnWindowFocus: false });
  const [expired, setExpired] = useState(false);
  const bound = binding.data?.bound === true;

  // The phone finished the binding while the QR code was on show.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of the binding matters.
  useEffect(() => {
    if (open && bound) {
      setOpen(false);
      void message.success(text(oauthMessages.wecomBound));
    }
  }, [bound]);

  // The state lapses after expiresIn seconds: the QR code says so and offers a fresh one.
  useEffect(() => {
    setExpired(false);
    if (!scan.data) return;
    const timer = setTimeout(() => setExpired(true), scan.data.expiresIn * 1000);
    return () => clearTimeout(timer);
  }, [scan.data]);

  const close = () => {
    setOpen(false);
    void binding.refetch();
  };
  const status = scan.isFetching ? 'loading' : expired || scan.isError ? 'expired' : 'active';

  if (!binding.data) return null;
  return (
    <Flex gap={12} align="center" wrap data-testid="info-qywx">
      {bound ? (
        <>
          <Typography.Text data-testid="info-qywx-user">
            {format(text(infoTexts.qywxBoundTo), { user: binding.data.wecomUserId })}
          </Typography.Text>
          <QywxUnbind onDone={() => void binding.refetch()} />
          <Typography.Text type="secondary">{text(infoTexts.qywxHint)}</Typography.Text>
        </>
      ) : (
        <>
          <Typography.Text data-testid="info-qywx-user">{text(infoTexts.qywxNotBound)}</Typography.Text>
          {binding.data.configured ? (
            <Button type="primary" ghost onClick={() => setOpen(true)} data-testid="info-qywx-bind">
              {text(infoTexts.qywxBind)}
            </Button>
          ) : (
            <Typography.Text type="secondary">{text(oauthMessages.wecomNotConfigured)}</Typography.Text>
          )}
        </>
      )}
      <Modal open={open} title={text(infoTexts.qywxBind)} onCancel={close} footer={null} destroyOnHidden width={360}>
        <Flex vertical align="center" gap={12}>
          <div data-testid="info-qywx-qr" data-url={scan.data?.url ?? ''}>
            <QRCode
              type="svg"
              size={220}
              value={scan.data?.url ?? '-'}
              status={status}
              onRefresh={() => void scan.refetch()}
            />
          </div>
          <Typography.Text>{text(infoTexts.qywxScan)}</Typography.Text>
          {scan.data && (
            <Typography.Text type="secondary">
              {format(text(infoTexts.qywxScanValid), { minutes: Math.round(scan.data.expiresIn / 60) })}
            </Typography.Text>
          )}
        </Flex>
      </Modal>
    </Flex>
  );
}
