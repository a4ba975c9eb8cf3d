import { Clock, Copy, IndianRupee, MessageCircle, MessageSquareText, UsersRound, Wallet } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation';
import type { ReferralStats } from '@shared/contracts/bookings';
import { REFERRAL_DISCOUNT_PAISE, REFERRER_REWARD_PAISE } from '@shared/constants';
import { formatRupees } from '@shared/money';
import { PageMeta } from '../../app/page-meta';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { StatCards } from '../../components/ui/stat-cards';
import { useReferralStats } from '../../features/bookings/api';
import { LoadFailed } from '../../features/bookings/components/load-failed';
import { toast } from '../../lib/toast';

const amounts = {
  discount: formatRupees(REFERRAL_DISCOUNT_PAISE),
  reward: formatRupees(REFERRER_REWARD_PAISE),
};

function copyText(text: string, done: string, failed: string) {
  // Older or insecure-context browsers have no clipboard API; the text stays on screen to select.
  if (!navigator.clipboard) {
    toast.error(failed, { id: 'referral-copy' });
    return;
  }
  navigator.clipboard.writeText(text).then(
    () => toast.success(done, { id: 'referral-copy' }),
    () => toast.error(failed, { id: 'referral-copy' }),
  );
}

function ReferralStatCards({ stats }: { stats: ReferralStats }) {
  const { t } = useTranslation('account');
  return (
    <StatCards
      id="referral-stats"
      title={t('referrals.statsTitle')}
      stats={[
        {
          label: t('referrals.successful'),
          icon: UsersRound,
          value: stats.successful,
          testId: 'referral-successful',
        },
        {
          label: t('referrals.earnings'),
          icon: IndianRupee,
          value: formatRupees(stats.earnings),
          testId: 'referral-earnings',
        },
        { label: t('referrals.pending'), icon: Clock, value: stats.pending, testId: 'referral-pending' },
        {
          label: t('referrals.paidOut'),
          icon: Wallet,
          value: formatRupees(stats.paidOut),
          testId: 'referral-paid-out',
        },
      ]}
    />
  );
}

function ShareCard({ stats }: { stats: ReferralStats }) {
  const { t } = useTranslation('account');
  const message = t('referrals.shareText', { ...amounts, code: stats.code, link: stats.link });
  return (
    <Card className="p-6">
      <h2 className="text-xl font-bold">{t('referrals.shareTitle')}</h2>
      <div className="mt-4 rounded-xl bg-muted p-4 text-center">
        <p className="font-semibold text-muted-foreground">{t('referrals.yourCode')}</p>
        <p className="mt-1 font-mono text-3xl font-extrabold tracking-widest break-all sm:text-4xl">
          {stats.code}
        </p>
        <Button
          variant="outline"
          className="mt-3"
          onClick={() => copyText(stats.code, t('referrals.codeCopied'), t('referrals.copyFailed'))}
        >
          <Copy className="size-5" aria-hidden="true" />
          {t('referrals.copyCode')}
        </Button>
      </div>
      <p className="mt-4 font-semibold">{t('referrals.yourLink')}</p>
      <p className="mt-1 rounded-lg border border-border px-3 py-2 font-mono text-sm break-all select-all">
        {stats.link}
      </p>
      <div className="mt-4 grid gap-2 sm:grid-cols-3">
        <a
          className={buttonClasses('primary')}
          href={`https://wa.me/?text=${encodeURIComponent(message)}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          <MessageCircle className="size-5" aria-hidden="true" />
          {t('referrals.shareWhatsApp')}
        </a>
        {/* '?&body=' is the form both Android and iOS messaging apps read. */}
        <a className={buttonClasses('outline')} href={`sms:?&body=${encodeURIComponent(message)}`}>
          <MessageSquareText className="size-5" aria-hidden="true" />
          {t('referrals.shareSms')}
        </a>
        <Button
          variant="outline"
          onClick={() => copyText(stats.link, t('referrals.linkCopied'), t('referrals.copyFailed'))}
        >
          <Copy className="size-5" aria-hidden="true" />
          {t('referrals.copyLink')}
        </Button>
      </div>
    </Card>
  );
}

function Referrals() {
  const { t } = useTranslation(['account', 'common']);
  const stats = useReferralStats();
  if (stats.isPending) return <Spinner label={t('common:loading')} />;
  if (stats.isError)
    return <LoadFailed message={t('referrals.loadFailed')} onRetry={() => void stats.refetch()} />;
  return (
    <div className="space-y-6">
      <ReferralStatCards stats={stats.data} />
      <ShareCard stats={stats.data} />
      <Card className="p-6">
        <h2 className="text-xl font-bold">{t('referrals.howItWorks')}</h2>
        <ol className="mt-3 list-decimal space-y-2 pl-6">
          {t('referrals.steps', { returnObjects: true, ...amounts }).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </Card>
    </div>
  );
}

/** /referrals (who may open it: app/access-rules.ts). */
export default function ReferralsPage() {
  const { t } = useTranslation('account');
  return (
    <>
      <section className="mx-auto max-w-4xl px-4 py-10">
        <PageMeta title={t('referrals.metaTitle')} />
        <h1 className="text-3xl font-extrabold">{t('referrals.title', { amount: amounts.reward })}</h1>
        <p className="mt-2 mb-6 text-muted-foreground">{t('referrals.subtitle', amounts)}</p>
        <Referrals />
      </section>
    </>
  );
}
