import { Clock, Server, TriangleAlert } from 'lucide-react';
import { formatNumber } from '@shared/format';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { StatCards } from '../../components/ui/stat-cards';
import { useTranslation } from '../../lib/use-translation';
import { formatMoment } from '../../entities/booking/booking-format';
import { useAdminErrors } from './api';

/**
 * What went wrong for people in the last 7 days (decision 033): the server's 500s beside the errors
 * in browsers, by message and page, most first. What to alert on is in docs/OPERATIONS.md.
 */
export function ErrorsSection() {
  const { t } = useTranslation(['admin', 'common']);
  const errors = useAdminErrors();
  return (
    <section aria-labelledby="overview-errors" className="space-y-4">
      <h2 id="overview-errors" className="text-xl font-bold">
        {t('errors.heading', { days: errors.data?.days ?? 7 })}
      </h2>
      {errors.isPending ? (
        <Spinner label={t('common:loading')} />
      ) : errors.isError ? (
        <p role="alert" className="text-danger">
          {t('errors.loadFailed')}
        </p>
      ) : (
        <ErrorFigures errors={errors.data} />
      )}
    </section>
  );
}

interface Row {
  key: string;
  title: string;
  detail?: string;
  count: number;
}

function ErrorRows(props: { rows: Row[]; none: string; format: (n: number) => string; testId: string }) {
  if (props.rows.length === 0) return <p className="mt-3 text-muted-foreground">{props.none}</p>;
  return (
    <ul className="mt-3 divide-y divide-border">
      {props.rows.map((row) => (
        <li key={row.key} data-testid={props.testId} className="flex items-start justify-between gap-3 py-2">
          <span className="min-w-0">
            <span className="block font-mono text-sm break-words">{row.title}</span>
            {row.detail ? (
              <span className="block text-sm break-words text-muted-foreground">{row.detail}</span>
            ) : null}
          </span>
          <span className="shrink-0 font-bold tabular-nums">{props.format(row.count)}</span>
        </li>
      ))}
    </ul>
  );
}

type Errors = NonNullable<ReturnType<typeof useAdminErrors>['data']>;

function ErrorFigures({ errors }: { errors: Errors }) {
  const { t, i18n } = useTranslation('admin');
  const number = (n: number) => formatNumber(n, i18n.language);
  return (
    <>
      <StatCards
        id="overview-server-errors"
        title={t('errors.serverHeading')}
        stats={[
          {
            label: t('errors.thisHour'),
            value: number(errors.serverTotals.thisHour),
            icon: Clock,
            testId: 'server-errors-hour',
          },
          {
            label: t('errors.lastDay'),
            value: number(errors.serverTotals.lastDay),
            icon: Server,
            testId: 'server-errors-day',
          },
          {
            label: t('errors.clientHeading'),
            value: number(errors.clientTotal),
            icon: TriangleAlert,
            testId: 'client-errors-total',
          },
        ]}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <ServerErrors errors={errors} />
        <ClientErrors errors={errors} />
      </div>
    </>
  );
}

/** The server's 500s by route. */
function ServerErrors({ errors }: { errors: Errors }) {
  const { t, i18n } = useTranslation('admin');
  const number = (n: number) => formatNumber(n, i18n.language);
  return (
    <Card className="min-w-0 p-4">
      <h3 className="font-bold">{t('errors.serverHeading')}</h3>
      <p className="text-sm text-muted-foreground">
        {t('errors.week', { days: errors.days })}: {number(errors.serverTotals.week)} ·{' '}
        {t('errors.perHour', {
          rate: formatNumber(
            Math.round((errors.serverTotals.week / (errors.days * 24)) * 100) / 100,
            i18n.language,
          ),
        })}
      </p>
      <ErrorRows
        rows={errors.server.map((row) => ({
          key: `${row.method} ${row.route}`,
          title: `${row.method} ${row.route}`,
          count: row.count,
        }))}
        none={t('errors.none')}
        format={number}
        testId="server-error-row"
      />
    </Card>
  );
}

/** The errors in browsers, by message and page. */
function ClientErrors({ errors }: { errors: Errors }) {
  const { t, i18n } = useTranslation('admin');
  const number = (n: number) => formatNumber(n, i18n.language);
  return (
    <Card className="min-w-0 p-4">
      <h3 className="font-bold">{t('errors.clientHeading')}</h3>
      <p className="text-sm text-muted-foreground">
        {t('errors.clientTotal', { total: number(errors.clientTotal) })}
      </p>
      <ErrorRows
        rows={errors.client.map((row) => ({
          key: `${row.message} ${row.page}`,
          title: row.message,
          detail: `${t('errors.page')}: ${row.page} · ${t('errors.lastSeen')}: ${formatMoment(row.lastSeen, i18n.language)}`,
          count: row.count,
        }))}
        none={t('errors.none')}
        format={number}
        testId="client-error-row"
      />
    </Card>
  );
}
