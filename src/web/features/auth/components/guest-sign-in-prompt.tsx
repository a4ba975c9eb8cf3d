import { UserRound } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useSession } from '../../../lib/use-session';

// The dialog and its forms load when someone opens it.
const SignInDialog = lazy(() => import('./sign-in-dialog'));

/** For guests on the booking page: sign in to use saved details, or carry on as a guest. */
export function GuestSignInPrompt() {
  const { t } = useTranslation('auth');
  const { loading, user } = useSession();
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  const [asGuest, setAsGuest] = useState(false);
  if (loading || user || asGuest) return null;
  return (
    <Card className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-start gap-3">
        <UserRound className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden="true" />
        <span>{t('prompt.text')}</span>
      </p>
      <Button onClick={() => setOpen(true)}>{t('prompt.button')}</Button>
      {open ? (
        <Suspense fallback={null}>
          <SignInDialog
            open={open}
            onOpenChange={setOpen}
            returnTo={pathname + search}
            onGuest={() => setAsGuest(true)}
          />
        </Suspense>
      ) : null}
    </Card>
  );
}
