import { useState } from 'react';
import type { TechnicianCashSummary } from '@shared/contracts/cash';
import { formatRupees } from '@shared/money';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { formatMoment } from '../../entities/booking/booking-format';
import {
  CashDaysTable,
  CashMoves,
  CashSummary,
  formatCashDay,
  OverdueNote,
} from '../../entities/cash/cash-figures';
import { useTranslation } from '../../lib/use-translation';
import { useTechnicianCash, useTechnicianCashList } from './cash-api';
import { HandoverForm } from './handover-form';

/**
 * Cash with technicians (decision 064): each technician's cash in hand, most overdue first; one
 * opens to their days, handovers and collections, where an admin records a handover.
 */
export function CashSection() {
  const { t } = useTranslation(['teamCash', 'common']);
  const list = useTechnicianCashList();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <section aria-labelledby="money-cash" className="space-y-4">
      <div>
        <h2 id="money-cash" className="text-xl font-bold">
          {t('title')}
        </h2>
        <p className="mt-1 text-muted-foreground">{t('intro')}</p>
      </div>
      {list.isPending ? (
        <Spinner label={t('common:loading')} />
      ) : list.isError ? (
        <p role="alert" className="text-danger">
          {t('loadFailed')}
        </p>
      ) : list.data.technicians.length === 0 ? (
        <p className="text-muted-foreground">{t('noTechnicians')}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="cash-list">
          {list.data.technicians.map((cash) => (
            <li key={cash.technicianId}>
              <CashTile
                cash={cash}
                heldDays={list.data.heldDays}
                open={open === cash.technicianId}
                onOpen={() => setOpen(open === cash.technicianId ? null : cash.technicianId)}
              />
            </li>
          ))}
        </ul>
      )}
      {open === null ? null : <TechnicianCashPanel id={open} onClose={() => setOpen(null)} />}
    </section>
  );
}

function CashTile({
  cash,
  heldDays,
  open,
  onOpen,
}: {
  cash: TechnicianCashSummary;
  heldDays: number;
  open: boolean;
  onOpen: () => void;
}) {
  const { t, i18n } = useTranslation('teamCash');
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls="technician-cash"
      onClick={onOpen}
      className={`flex h-full w-full flex-col gap-2 rounded-2xl border bg-card p-4 text-left shadow-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring ${open ? 'border-primary' : 'border-border'}`}
    >
      <span className="flex w-full items-baseline justify-between gap-3">
        <span className="min-w-0 truncate font-semibold">{cash.name}</span>
        <span className="text-lg font-bold tabular-nums">{formatRupees(cash.inHand)}</span>
      </span>
      <span className="text-sm text-muted-foreground">
        {t('heldSince')}: {cash.heldSince ? formatMoment(cash.heldSince, i18n.language) : t('nothingHeld')}
      </span>
      {cash.overdue > 0 ? (
        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-950 dark:bg-amber-400/15 dark:text-amber-100">
          {t('overdue', { days: heldDays, amount: formatRupees(cash.overdue) })}
        </span>
      ) : null}
    </button>
  );
}

function TechnicianCashPanel({ id, onClose }: { id: number; onClose: () => void }) {
  const { t, i18n } = useTranslation(['teamCash', 'common']);
  const cash = useTechnicianCash(id);
  const [recording, setRecording] = useState(false);
  if (cash.isPending) return <Spinner label={t('common:loading')} />;
  if (cash.isError) {
    return (
      <p role="alert" className="text-danger">
        {t('loadFailed')}
      </p>
    );
  }
  const data = cash.data.cash;
  return (
    <Card className="space-y-4 p-4" id="technician-cash">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="text-lg font-bold">{t('open', { name: data.name })}</h3>
          <p className="text-sm text-muted-foreground">
            {t('range', {
              from: formatCashDay(data.from, i18n.language),
              to: formatCashDay(data.to, i18n.language),
            })}
          </p>
        </div>
        <Button variant="outline" size="sm" onClick={onClose}>
          {t('close')}
        </Button>
      </div>
      <OverdueNote cash={data} heldDays={data.heldDays} />
      <CashSummary cash={data} />
      {recording ? (
        <HandoverForm cash={data} onDone={() => setRecording(false)} />
      ) : data.inHand > 0 ? (
        <Button onClick={() => setRecording(true)}>{t('recordHandover')}</Button>
      ) : null}
      <CashDaysTable cash={data} />
      <CashMoves cash={data} />
    </Card>
  );
}
