import '../../locales/load-account';
import { CalendarClock, Headset, History, UserCog } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageMeta } from '../../components/layout/page-meta';
import { Card } from '../../components/ui/card';
import { RoleGuard } from '../../features/auth/components/role-guard';
import { useSession } from '../../features/auth/use-session';

const quickLinks = [
  { to: '/devices', icon: CalendarClock, key: 'newBooking' },
  { to: '/contact', icon: Headset, key: 'contactSupport' },
  { to: '/dashboard/profile', icon: UserCog, key: 'profileSettings' },
  { to: '/dashboard/history', icon: History, key: 'fullHistory' },
] as const;

function Dashboard() {
  const { t } = useTranslation('account');
  const { user } = useSession();
  // The spec greets by the part of the e-mail before the @; phone accounts by name or number.
  const name = user?.email?.split('@')[0] ?? (user?.name || user?.phone || '');
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <PageMeta title={t('dashboard.metaTitle')} />
      <h1 className="text-3xl font-extrabold">{t('dashboard.welcome', { name })}</h1>
      <p className="mt-2 text-muted-foreground">{t('dashboard.subtitle')}</p>
      <h2 className="mt-8 text-xl font-bold">{t('dashboard.quickLinks')}</h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {quickLinks.map(({ to, icon: Icon, key }) => (
          <li key={key}>
            <Link to={to} className="block h-full rounded-2xl">
              <Card className="h-full p-5 transition-colors hover:border-primary">
                <Icon className="size-8 text-primary" aria-hidden="true" />
                <p className="mt-3 text-lg font-bold">{t(`dashboard.${key}`)}</p>
                <p className="text-muted-foreground">{t(`dashboard.${key}Text`)}</p>
              </Card>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /dashboard: signed-out visitors go to /auth. */
export default function DashboardPage() {
  return (
    <RoleGuard signedOutTo="/auth">
      <Dashboard />
    </RoleGuard>
  );
}
