import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useSession } from '../use-session';
import { AccessDeniedPanel } from './access-denied-panel';

/** A page for signed-in people that, signed out, says 'Access Denied' in place instead of redirecting. */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation(['auth', 'common']);
  const { loading, user } = useSession();
  if (loading) return <Spinner label={t('common:loading')} />;
  if (!user) {
    return (
      <AccessDeniedPanel
        title={t('access.denied')}
        text={t('access.signInRequired')}
        actions={
          <>
            <ButtonLink to="/" className="flex-1">
              {t('access.goHome')}
            </ButtonLink>
            <ButtonLink to="/auth" variant="outline" className="flex-1">
              {t('actions.signIn')}
            </ButtonLink>
          </>
        }
      />
    );
  }
  return children;
}
