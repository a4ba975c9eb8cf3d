import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useAuthConfig } from '../use-auth-config';

interface CodeChannelGateProps {
  channel: 'email' | 'sms';
  /** Shown instead when the server sends no codes by this channel; else a note says so. */
  fallback?: ReactNode;
  children: ReactNode;
}

/**
 * The form of a code channel, or, when the server sends no codes that way (SIGN_IN_CODES), what to
 * use instead: the server would refuse the send anyway. The form shows while the answer is on its way.
 */
export function CodeChannelGate({ channel, fallback, children }: CodeChannelGateProps) {
  const { t } = useTranslation('auth');
  const config = useAuthConfig();
  if (!config.data || config.data.codes[channel]) return children;
  return (
    fallback ?? (
      <p role="status" className="rounded-lg bg-muted p-4 text-muted-foreground">
        {channel === 'email' ? t('channels.emailOff') : t('channels.smsOff')}
      </p>
    )
  );
}
