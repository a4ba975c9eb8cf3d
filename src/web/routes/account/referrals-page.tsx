import '../../locales/load-account';
import { Copy, MessageCircle, MessageSquareText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { PageMeta } from '../../components/layout/page-meta';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { useProfile } from '../../features/account/api';
import { RoleGuard } from '../../features/auth/components/role-guard';

function copyText(text: string, done: string, failed: string) {
  navigator.clipboard.writeText(text).then(
    () => toast.success(done),
    () => toast.error(failed),
  );
}

function Referrals() {
  const { t } = useTranslation(['account', 'common']);
  const profile = useProfile();
  if (profile.isPending) return <Spinner label={t('common:loading')} />;
  const code = profile.data?.profile.referralCode;
  if (profile.isError || !code)
    return (
      <p role="alert" className="p-8 text-center text-danger">
        {t('referrals.loadFailed')}
      </p>
    );
  const link = `${window.location.origin}/book?ref=${code}`;
  const message = t('referrals.shareText', { link });
  return (
    <div className="space-y-6">
      <Card className="p-6 text-center">
        <p className="font-semibold text-muted-foreground">{t('referrals.yourCode')}</p>
        <p className="mt-2 font-mono text-4xl font-extrabold tracking-widest">{code}</p>
        <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:justify-center">
          <Button
            variant="outline"
            onClick={() => copyText(code, t('referrals.copied'), t('referrals.copyFailed'))}
          >
            <Copy className="size-5" aria-hidden="true" />
            {t('referrals.copyCode')}
          </Button>
          <Button
            variant="outline"
            onClick={() => copyText(link, t('referrals.copied'), t('referrals.copyFailed'))}
          >
            <Copy className="size-5" aria-hidden="true" />
            {t('referrals.copyLink')}
          </Button>
        </div>
        <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:justify-center">
          <a
            className={buttonClasses('primary')}
            href={`https://wa.me/?text=${encodeURIComponent(message)}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            <MessageCircle className="size-5" aria-hidden="true" />
            {t('referrals.shareWhatsApp')}
          </a>
          <a className={buttonClasses('outline')} href={`sms:?&body=${encodeURIComponent(message)}`}>
            <MessageSquareText className="size-5" aria-hidden="true" />
            {t('referrals.shareSms')}
          </a>
        </div>
      </Card>
      <Card className="p-6">
        <h2 className="text-xl font-bold">{t('referrals.howItWorks')}</h2>
        <ol className="mt-3 list-decimal space-y-2 pl-6">
          {t('referrals.steps', { returnObjects: true }).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </Card>
    </div>
  );
}

/** /referrals: needs a signed-in person; others go to /dashboard (and from there to sign-in). */
export default function ReferralsPage() {
  const { t } = useTranslation('account');
  return (
    <RoleGuard signedOutTo="/dashboard">
      <section className="mx-auto max-w-3xl px-4 py-10">
        <PageMeta title={t('referrals.metaTitle')} />
        <h1 className="text-3xl font-extrabold">{t('referrals.title')}</h1>
        <p className="mt-2 mb-6 text-muted-foreground">{t('referrals.subtitle')}</p>
        <Referrals />
      </section>
    </RoleGuard>
  );
}
