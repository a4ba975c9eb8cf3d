import type { TFunction } from 'i18next';
import type { AdminReferralRow } from '@shared/contracts/admin-desk';
import { formatRupees } from '@shared/money';
import { Button } from '../../components/ui/button';
import type { DataTableColumn } from '../../components/ui/data-table';
import { formatMoment } from '../../entities/booking/booking-format';

type Column = DataTableColumn<AdminReferralRow>;
type Translate = TFunction<'admin'>;

export interface ReferralActions {
  onOpenBooking: (id: string) => void;
  setPaid: (row: AdminReferralRow, paid: boolean) => void;
  /** A payment is being saved: the buttons wait. */
  paying: boolean;
}

/** The referrals list's columns: who referred whom for which booking, then the reward and its actions. */
export function referralColumns(t: Translate, language: string, actions: ReferralActions): Column[] {
  return [...whoColumns(t, actions), ...rewardColumns(t, language, actions)];
}

function whoColumns(t: Translate, { onOpenBooking }: ReferralActions): Column[] {
  return [
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
  ];
}

function rewardColumns(t: Translate, language: string, { setPaid, paying }: ReferralActions): Column[] {
  return [
    {
      id: 'reward',
      header: t('referrals.reward'),
      cell: (row) =>
        row.rewardPaid ? (
          <span className="whitespace-nowrap">
            <span className="font-semibold text-success">{formatRupees(row.paymentAmount)}</span>{' '}
            <span className="text-sm text-muted-foreground">
              {row.paymentDate
                ? t('referrals.paidOn', { date: formatMoment(row.paymentDate, language) })
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
        <span className="text-sm whitespace-nowrap">{formatMoment(row.createdAt, language)}</span>
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
            disabled={paying}
            onClick={() => setPaid(row, false)}
            aria-label={t('referrals.markUnpaidFor', { name: row.referrerName || row.bookingId })}
          >
            {t('referrals.markUnpaid')}
          </Button>
        ) : (
          <Button
            size="sm"
            className="whitespace-nowrap"
            disabled={paying}
            onClick={() => setPaid(row, true)}
            aria-label={t('referrals.markPaidFor', { name: row.referrerName || row.bookingId })}
          >
            {t('referrals.markPaid')}
          </Button>
        ),
    },
  ];
}
