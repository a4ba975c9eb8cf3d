import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { SessionInfo } from '@shared/session';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Tabs } from '../../../components/ui/tabs';
import { toast } from '../../../lib/toast';
import { CodeChannelGate } from './code-channel-gate';
import { CodeSignIn } from './code-sign-in';
import { EmailSignUp } from './email-sign-up';
import { GoogleSignIn } from './google-sign-in';

interface SignInDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where Google brings the person back to (a path on this site). */
  returnTo: string;
  onSignedIn?: (session: SessionInfo) => void;
  onGuest?: () => void;
}

type Method = 'phone' | 'email' | 'social';
type EmailMode = 'login' | 'signup';

/** Login (a code) or Sign up (a link), for the dialog's Email tab. */
function EmailTabs({ onSignedIn }: { onSignedIn: (session: SessionInfo) => void }) {
  const { t } = useTranslation(['auth', 'common']);
  const [emailMode, setEmailMode] = useState<EmailMode>('login');
  return (
    <Tabs
      value={emailMode}
      onValueChange={setEmailMode}
      label={t('dialog.tabs.email')}
      tabs={[
        {
          value: 'login',
          label: t('dialog.emailTabs.login'),
          content: (
            <CodeChannelGate channel="email">
              <CodeSignIn channel="email" onSignedIn={onSignedIn} />
            </CodeChannelGate>
          ),
        },
        {
          value: 'signup',
          label: t('dialog.emailTabs.signup'),
          content: (
            <CodeChannelGate channel="email">
              <EmailSignUp />
            </CodeChannelGate>
          ),
        },
      ]}
    />
  );
}

/** Cancel, or go on as a guest. */
function DialogFooter({ onClose, onGuest }: { onClose: () => void; onGuest: (() => void) | undefined }) {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <div className="space-y-3">
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onClose}>
          {t('dialog.cancel')}
        </Button>
        <Button
          variant="outline"
          onClick={() => {
            toast(t('dialog.guestToast'), { id: 'sign-in', description: t('dialog.guestNote') });
            onClose();
            onGuest?.();
          }}
        >
          {t('dialog.continueAsGuest')}
        </Button>
      </div>
      <p className="text-sm text-muted-foreground sm:text-right">{t('dialog.guestNote')}</p>
    </div>
  );
}

/** 'Sign in or create account': Phone, Email (Login / Sign up) and Social, or continue as a guest. */
export default function SignInDialog({
  open,
  onOpenChange,
  returnTo,
  onSignedIn,
  onGuest,
}: SignInDialogProps) {
  const { t } = useTranslation(['auth', 'common']);
  const [method, setMethod] = useState<Method>('phone');

  const signedIn = (session: SessionInfo) => {
    toast.success(t('toasts.signInSuccessful'), { id: 'sign-in', description: t('prompt.signedIn') });
    onOpenChange(false);
    onSignedIn?.(session);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('dialog.title')}
      description={t('dialog.description')}
      closeLabel={t('common:close')}
      footer={<DialogFooter onClose={() => onOpenChange(false)} onGuest={onGuest} />}
    >
      <Tabs
        value={method}
        onValueChange={setMethod}
        label={t('dialog.title')}
        tabs={[
          {
            value: 'phone',
            label: t('dialog.tabs.phone'),
            content: (
              <CodeChannelGate channel="sms">
                <CodeSignIn channel="phone" onSignedIn={signedIn} />
              </CodeChannelGate>
            ),
          },
          {
            value: 'email',
            label: t('dialog.tabs.email'),
            content: <EmailTabs onSignedIn={signedIn} />,
          },
          { value: 'social', label: t('dialog.tabs.social'), content: <GoogleSignIn returnTo={returnTo} /> },
        ]}
      />
    </Dialog>
  );
}
