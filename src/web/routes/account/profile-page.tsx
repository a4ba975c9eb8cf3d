import '../../locales/load-account';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageMeta } from '../../components/layout/page-meta';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { useProfile } from '../../features/account/api';
import { SignedInOnly } from '../../features/auth/components/signed-in-only';

function ProfileDetails() {
  const { t } = useTranslation(['account', 'common']);
  const profile = useProfile();
  if (profile.isPending) return <Spinner label={t('common:loading')} />;
  if (profile.isError)
    return (
      <p role="alert" className="text-danger">
        {t('profile.loadFailed')}
      </p>
    );
  const p = profile.data.profile;
  const address = [p.defaultAddress, p.defaultCity, p.defaultState, p.defaultPincode]
    .filter(Boolean)
    .join(', ');
  const rows = [
    { label: t('profile.fullName'), value: p.fullName },
    { label: t('profile.phone'), value: p.phone },
    { label: t('profile.email'), value: p.email, note: t('profile.emailReadOnly') },
    { label: t('profile.address'), value: address },
  ];
  return (
    <Card className="p-6">
      <dl className="divide-y divide-border">
        {rows.map((row) => (
          <div key={row.label} className="grid gap-1 py-3 sm:grid-cols-3">
            <dt className="font-semibold">{row.label}</dt>
            <dd className="sm:col-span-2">
              {row.value || <span className="text-muted-foreground">{t('profile.notSet')}</span>}
              {row.note ? <p className="text-sm text-muted-foreground">{row.note}</p> : null}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/** /dashboard/profile: signed-out visitors see 'Access Denied'. */
export default function ProfilePage() {
  const { t } = useTranslation('account');
  return (
    <SignedInOnly>
      <section className="mx-auto max-w-3xl px-4 py-10">
        <PageMeta title={t('profile.metaTitle')} />
        <Link to="/dashboard" className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary">
          <ArrowLeft className="size-5" aria-hidden="true" />
          {t('profile.back')}
        </Link>
        <h1 className="mt-2 mb-6 text-3xl font-extrabold">{t('profile.title')}</h1>
        <ProfileDetails />
      </section>
    </SignedInOnly>
  );
}
