import { Eye, Lock, UserCheck } from 'lucide-react';
import { href } from '@shared/paths';
import { Link } from '../../../components/ui/link';
import { useTranslation } from '../../../lib/use-translation';

/** How the customer's phone and data stay safe, with the link to the privacy page. */
export function HomeSecurity() {
  const { t } = useTranslation('home');
  return (
    <section className="bg-muted/60 py-14" aria-labelledby="security-title">
      <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 md:grid-cols-2">
        <div>
          <Lock className="size-10 text-primary" aria-hidden="true" />
          <h2 id="security-title" className="mt-4 text-3xl font-bold">
            {t('security.title')}
          </h2>
          <p className="mt-3 text-muted-foreground">{t('security.body')}</p>
          <Link
            to={href('privacy')}
            className="mt-2 inline-flex min-h-11 items-center font-semibold text-primary underline-offset-4 hover:underline"
          >
            {t('security.link')}
          </Link>
        </div>
        <ul className="grid gap-4">
          {[
            { Icon: Eye, text: t('security.points.sight') },
            { Icon: Lock, text: t('security.points.access') },
            { Icon: UserCheck, text: t('security.points.verified') },
          ].map(({ Icon, text }) => (
            <li key={text} className="flex items-center gap-4 rounded-2xl border border-border bg-card p-5">
              <Icon className="size-7 shrink-0 text-primary" aria-hidden="true" />
              <span className="font-medium">{text}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
