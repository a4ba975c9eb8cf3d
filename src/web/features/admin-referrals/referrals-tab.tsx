import { useTranslation } from '../../lib/use-translation';
import type { AdminReferralListResponse, AdminReferralRow } from '@shared/contracts/admin-desk';
import { formatRupees } from '@shared/money';
import { Card } from '../../components/ui/card';
import { DataTable } from '../../components/ui/data-table';
import { refusalText } from '../../lib/error-text';
import { toast } from '../../lib/toast';
import { useStaticList } from '../../lib/use-static-list';
import { useAdminReferrals, useSetReferralPaid } from './api';
import { referralColumns } from './referral-columns';

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

  const columns = referralColumns(t, i18n.language, { onOpenBooking, setPaid, paying: pay.isPending });

  return (
    <div className="space-y-4">
      {totals ? <ReferralTotals totals={totals} /> : null}
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

/** What the referral rewards add up to: still pending, earned and unpaid, paid. */
function ReferralTotals({ totals }: { totals: AdminReferralListResponse['totals'] }) {
  const { t } = useTranslation('admin');
  return (
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
  );
}
