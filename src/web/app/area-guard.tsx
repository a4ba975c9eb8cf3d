import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from '../lib/use-translation';
import { matchPath, Navigate, Outlet, useLocation } from 'react-router';
import { href, pagePaths } from '@shared/paths';
import { ButtonLink } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
import { AccessDeniedPanel } from '../features/auth/components/access-denied-panel';
import { useSession } from '../lib/use-session';
import { toast } from '../lib/toast';
import type { AccessRule, DeniedToast, GuardedPage } from './access-rules';
import { accessRules, mayOpen } from './access-rules';

/** Which of the area's pages this path is. */
function pageAt(pathname: string, pages: readonly GuardedPage[]): GuardedPage | undefined {
  return pages.find((page) => matchPath(pagePaths[page], pathname));
}

/**
 * The one guard of the signed-in areas: a spinner while the session loads, then the page, a redirect
 * or 'Access Denied', as the page's rule in access-rules.ts says.
 */
export function AreaGuard({ pages }: { pages: readonly GuardedPage[] }) {
  const { t } = useTranslation(['account', 'common']);
  const { loading, user, roles: held } = useSession();
  const location = useLocation();
  const page = pageAt(location.pathname, pages);
  const rule: AccessRule | undefined = page ? accessRules[page] : undefined;
  const allowed = !page || mayOpen(page, held);
  const outcome = loading ? 'loading' : !user ? 'signedOut' : allowed ? 'allowed' : 'denied';
  const toastKey: DeniedToast | undefined =
    outcome === 'denied'
      ? rule?.denied?.toast
      : outcome === 'signedOut' && rule && rule.signedOut !== 'panel'
        ? rule.signedOut.toast
        : undefined;

  // Read when the toast is shown, so that texts arriving later do not show it a second time.
  const showDeniedToast = useEffectEvent((key: DeniedToast) => {
    const texts = {
      admin: [t('access.denied'), t('access.adminRequired')],
      adminLower: [t('access.deniedLower'), t('access.adminRequired')],
      technician: [t('access.denied'), t('access.technicianRequired')],
    } as const;
    const [title, description] = texts[key];
    // It explains the redirect that follows, so that redirect does not clear it (decision 016).
    toast.error(title, { id: 'access-denied', description, explainsNavigation: true });
  });
  useEffect(() => {
    if (toastKey) showDeniedToast(toastKey);
  }, [toastKey]);

  if (!rule || outcome === 'allowed') return <Outlet />;
  if (outcome === 'loading') return <Spinner label={t('common:loading')} />;
  if (outcome === 'denied') return <Navigate to={rule.denied?.to ?? '/'} replace />;
  if (rule.signedOut === 'panel') {
    return (
      <AccessDeniedPanel
        title={t('access.denied')}
        text={t('access.signInRequired')}
        actions={
          <>
            <ButtonLink to={href('home')} className="flex-1">
              {t('access.goHome')}
            </ButtonLink>
            <ButtonLink to={href('auth')} variant="outline" className="flex-1">
              {t('access.signIn')}
            </ButtonLink>
          </>
        }
      />
    );
  }
  // A page that was itself reached by a redirect keeps the first page as the one to return to.
  const from = (location.state as { from?: unknown } | null)?.from ?? location.pathname + location.search;
  return <Navigate to={rule.signedOut.to} replace state={{ from }} />;
}
