import { useTranslation } from '../../lib/use-translation';
import type { BookingStatus } from '@shared/booking-status';
import { cn } from '../../lib/cn';

// One colour per status; the label always says it in words too, so colour is never the only cue.
const statusClasses: Record<BookingStatus, string> = {
  pending:
    'bg-amber-100 text-amber-900 ring-amber-300 dark:bg-amber-400/15 dark:text-amber-200 dark:ring-amber-400/40',
  confirmed:
    'bg-blue-100 text-blue-900 ring-blue-300 dark:bg-blue-400/15 dark:text-blue-200 dark:ring-blue-400/40',
  in_progress:
    'bg-violet-100 text-violet-900 ring-violet-300 dark:bg-violet-400/15 dark:text-violet-200 dark:ring-violet-400/40',
  at_workshop:
    'bg-orange-100 text-orange-900 ring-orange-300 dark:bg-orange-400/15 dark:text-orange-200 dark:ring-orange-400/40',
  waiting_for_parts:
    'bg-rose-100 text-rose-900 ring-rose-300 dark:bg-rose-400/15 dark:text-rose-200 dark:ring-rose-400/40',
  ready_for_return:
    'bg-teal-100 text-teal-900 ring-teal-300 dark:bg-teal-400/15 dark:text-teal-200 dark:ring-teal-400/40',
  completed:
    'bg-green-100 text-green-900 ring-green-300 dark:bg-green-400/15 dark:text-green-200 dark:ring-green-400/40',
  cancelled:
    'bg-slate-200 text-slate-800 ring-slate-300 dark:bg-slate-400/15 dark:text-slate-300 dark:ring-slate-400/40',
};

function isKnownStatus(status: string): status is BookingStatus {
  return Object.hasOwn(statusClasses, status);
}

/** A booking's status as a coloured label; a value we do not know is shown as plain text (SPEC 4). */
export function StatusBadge({ status, className }: { status: string; className?: string }) {
  // The signed-in areas and the tracking pages all load the account words (page-texts.ts).
  const { t } = useTranslation('account');
  if (!isKnownStatus(status)) return <span className={cn('text-sm font-medium', className)}>{status}</span>;
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-3 py-0.5 text-sm font-semibold whitespace-nowrap ring-1 ring-inset',
        statusClasses[status],
        className,
      )}
    >
      {t(`bookingStatus.${status}`)}
    </span>
  );
}

/** The status and what it means to the customer, in the words the e-mail and SMS use. */
export function StatusMeaning({ status, className }: { status: string; className?: string }) {
  const { t } = useTranslation('account');
  if (!isKnownStatus(status)) return null;
  return (
    <p className={cn('flex flex-wrap items-center gap-2', className)} data-testid="status-meaning">
      <StatusBadge status={status} />
      <span className="text-muted-foreground">{t(`bookingStatusMeaning.${status}`)}</span>
    </p>
  );
}
