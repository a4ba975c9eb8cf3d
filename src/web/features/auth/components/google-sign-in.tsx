import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { authApi } from '../auth-api';
import { useAuthConfig } from '../use-auth-config';

/** Google's "G" in its four colours; lucide has no brand marks. */
function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" className="size-5" aria-hidden="true">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.4 5.7c4.3-4 6.9-9.9 6.9-17.1z"
      />
      <path
        fill="#FBBC05"
        d="M10.5 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.8-6.1z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.4-5.7c-2.1 1.4-4.8 2.3-8.5 2.3-6.2 0-11.5-4.2-13.4-9.9l-7.9 6.1C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}

/** Google sign-in when the site has it configured; otherwise says so instead of failing. */
export function GoogleSignIn({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation('auth');
  const config = useAuthConfig();
  const start = useMutation({
    mutationFn: () => authApi.googleSignIn(returnTo),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: () => toast.error(t('toasts.providerFailed', { provider: 'Google' }), { id: 'sign-in' }),
  });

  if (config.isPending) return <p className="text-muted-foreground">…</p>;
  if (!config.data?.google) {
    return (
      <p role="status" className="rounded-lg bg-muted p-4 text-muted-foreground">
        {t('social.notConfigured')}
      </p>
    );
  }
  return (
    <div className="space-y-3">
      <p className="text-muted-foreground">{t('social.intro')}</p>
      <Button variant="outline" className="w-full" disabled={start.isPending} onClick={() => start.mutate()}>
        <GoogleMark />
        {t('actions.google')}
      </Button>
    </div>
  );
}
