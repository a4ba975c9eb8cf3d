import { useTranslation } from '../../lib/use-translation';
import type { AdminReferralRow } from '@shared/contracts/admin-desk';
import { formatRupees } from '@shared/money';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { DataTable } from '../../components/ui/data-table';
import type { DataTableColumn } from '../../components/ui/data-table';
import { refusalText } from '../../lib/error-text';
import { toast } from '../../lib/toast';
import { useStaticList } from '../../lib/use-static-list';
import { formatMoment } from '../../entities/booking/booking-format';
import { useAdminReferrals, useSetReferralPaid } from './api';

/** Referrals newest first with their rewards: pending, earned and unpaid, paid; mark paid or unpaid. */
export function ReferralsTab({ onOpenBooking }: { onOpenBooking: (id: string) => void }) {
  const { t, i18n } = useTranslation('admin');
  const referrals = useAdminReferrals();
  const pay = useSetReferralPaid();
  const list = useStaticList({ ...referrals, data: referrals.data?.referrals }, (row, needle) =>
    [row.referrerName, row.referredName ?? '', row.bookingId].some((text) =>
      text.toLowerCase().includes(needle),
    ),
  );
  const totals = referrals.data?.totals;

  function setPaid(row: AdminReferralRow, paid: boolean) {
    pay.mutate(
      { id: row.id, paid },
      {
        onSuccess: () => toast.success(t('referrals.updated'), { id: 'referral-paid' }),
        onError: (failure) =>
          toast.error(t('referrals.updateFailed'), {
            id: 'referral-paid',
            description: refusalText(failure),
          }),
      },
    );
  }

  const columns: DataTableColumn<AdminReferralRow>[] = [
    {
      id: 'referrer',
      header: t('referrals.referrer'),
      cell: (row) => row.referrerName,
      csv: (row) => row.referrerName,
    },
    {
      id: 'referred',
      header: t('referrals.referred'),
      cell: (row) => row.referredName ?? '—',
      csv: (row) => row.referredName,
    },
    {
      id: 'booking',
      header: t('referrals.booking'),
      cell: (row) => (
        <button
          type="button"
          className="min-h-11 font-mono text-sm font-semibold whitespace-nowrap text-primary underline"
          onClick={() => onOpenBooking(row.bookingUuid)}
          aria-label={t('bookings.viewBooking', { id: row.bookingId })}
        >
          {row.bookingId}
        </button>
      ),
      csv: (row) => row.bookingId,
    },
    {
      id: 'status',
      header: t('referrals.status'),
      cell: (row) => (
        <span
          className={
            row.status === 'completed' ? 'font-semibold text-success' : 'font-semibold text-muted-foreground'
          }
        >
          {t(`referrals.statuses.${row.status}`)}
        </span>
      ),
      csv: (row) => row.status,
    },
    {
      id: 'reward',
      header: t('referrals.reward'),
      cell: (row) =>
        row.rewardPaid ? (
          <span className="whitespace-nowrap">
            <span className="font-semibold text-success">{formatRupees(row.paymentAmount)}</span>{' '}
            <span className="text-sm text-muted-foreground">
              {row.paymentDate
                ? t('referrals.paidOn', { date: formatMoment(row.paymentDate, i18n.language) })
                : t('referrals.paid')}
            </span>
          </span>
        ) : row.status === 'completed' ? (
          t('referrals.unpaid')
        ) : (
          <span className="text-sm text-muted-foreground">{t('referrals.notYet')}</span>
        ),
      csv: (row) => (row.rewardPaid ? `paid ${row.paymentAmount / 100}` : 'unpaid'),
    },
    {
      id: 'made',
      header: t('referrals.made'),
      cell: (row) => (
        <span className="text-sm whitespace-nowrap">{formatMoment(row.createdAt, i18n.language)}</span>
      ),
      csv: (row) => row.createdAt,
    },
    {
      id: 'actions',
      header: t('actions'),
      cell: (row) =>
        row.status !== 'completed' ? null : row.rewardPaid ? (
          <Button
            variant="outline"
            size="sm"
            className="whitespace-nowrap"
            disabled={pay.isPending}
            onClick={() => setPaid(row, false)}
            aria-label={t('referrals.markUnpaidFor', { name: row.referrerName || row.bookingId })}
          >
            {t('referrals.markUnpaid')}
          </Button>
        ) : (
          <Button
            size="sm"
            className="whitespace-nowrap"
            disabled={pay.isPending}
            onClick={() => setPaid(row, true)}
            aria-label={t('referrals.markPaidFor', { name: row.referrerName || row.bookingId })}
          >
            {t('referrals.markPaid')}
          </Button>
        ),
    },
  ];

  return (
    <div className="space-y-4">
      {totals ? (
        <dl className="grid gap-3 sm:grid-cols-3">
          {(
            [
              ['totalPending', totals.pending],
              ['totalUnpaid', totals.completedUnpaid],
              ['totalPaid', totals.paid],
            ] as const
          ).map(([key, paise]) => (
            <Card key={key} className="p-4">
              <dt className="font-semibold text-muted-foreground">{t(`referrals.${key}`)}</dt>
              <dd className="mt-1 text-2xl font-extrabold tabular-nums" data-testid={`referrals-${key}`}>
                {formatRupees(paise)}
              </dd>
            </Card>
          ))}
        </dl>
      ) : null}
      <DataTable
        caption={t('referrals.caption')}
        columns={columns}
        list={list}
        getRowId={(row) => String(row.id)}
        emptyText={t('referrals.empty')}
        errorText={t('referrals.loadFailed')}
        searchLabel={t('referrals.caption')}
        exportFilename="referrals"
      />
    </div>
  );
}
