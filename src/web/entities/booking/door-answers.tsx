import { CheckCheck, IndianRupee } from 'lucide-react';
import type { EstimateView } from '@shared/contracts/door';
import { formatRupees } from '@shared/money';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { failureText } from '../../lib/error-text';
import { useTranslation } from '../../lib/use-translation';
import { EstimateDifference } from './booking-summary';

// The customer's answers from the door, on the tracking link and in their account alike: a new price
// (decision 056) approved or declined, and the completed repair confirmed (decision 057). The page
// that shows them brings the request; both also take the start code on the technician's phone.

/** A request in flight, as the panels below show it. */
export interface DoorAnswerRequest {
  isPending: boolean;
  /** The last attempt's failure, or null. */
  error: unknown;
}

function StartCodeHint({ text, startCode }: { text: string; startCode: string | null }) {
  return (
    <p className="text-sm">
      {text}{' '}
      {startCode ? (
        <strong className="font-mono text-lg tracking-widest" data-testid="estimate-start-code">
          {startCode}
        </strong>
      ) : null}
    </p>
  );
}

function AnswerFailure({ request, fallback }: { request: DoorAnswerRequest; fallback: string }) {
  return request.error ? (
    <p role="alert" className="font-medium text-danger">
      {failureText(request.error, fallback)}
    </p>
  ) : null;
}

/** A new price: the difference line by line, the new total against the old, and the answer. */
export function EstimateAnswer({
  estimate,
  startCode,
  request,
  onAnswer,
  headingLevel: Heading = 'h2',
}: {
  estimate: EstimateView;
  startCode: string | null;
  request: DoorAnswerRequest;
  onAnswer: (approve: boolean) => void;
  /** h3 inside a dialog, whose title is the h2. */
  headingLevel?: 'h2' | 'h3';
}) {
  const { t } = useTranslation('account');
  const total = formatRupees(estimate.total);
  if (estimate.status !== 'pending') {
    return (
      <Card className="p-5">
        <p className="font-medium" role="status">
          {estimate.status === 'approved'
            ? t('estimate.approvedNote', { total })
            : t('estimate.declinedNote')}
        </p>
      </Card>
    );
  }
  return (
    <Card className="space-y-3 border-2 border-amber-500 p-5">
      <Heading className="flex items-center gap-2 text-xl font-bold">
        <IndianRupee className="size-6 text-primary" aria-hidden="true" />
        {t('estimate.title')}
      </Heading>
      <p>{t('estimate.intro')}</p>
      <EstimateDifference estimate={estimate} say={(key, values) => t(`estimate.${key}`, values)} />
      <p className="text-muted-foreground">
        {t('estimate.previous', { previous: formatRupees(estimate.previousTotal) })}
      </p>
      <p className="text-2xl font-bold">{t('estimate.newTotal', { total })}</p>
      <div className="grid gap-2 sm:grid-cols-2">
        <Button size="lg" disabled={request.isPending} onClick={() => onAnswer(true)}>
          {request.isPending ? t('estimate.sending') : t('estimate.approve', { total })}
        </Button>
        <Button size="lg" variant="outline" disabled={request.isPending} onClick={() => onAnswer(false)}>
          {t('estimate.decline')}
        </Button>
      </div>
      <AnswerFailure request={request} fallback={t('estimate.failed')} />
      <StartCodeHint text={t('estimate.inPerson')} startCode={startCode} />
    </Card>
  );
}

/**
 * The completed repair's sign-off: the lines and total are in the booking's summary on the same page;
 * the customer confirms them here, or on the technician's phone with the code.
 */
export function SignOffAnswer({
  signedOff,
  startCode,
  request,
  onConfirm,
  headingLevel: Heading = 'h2',
}: {
  signedOff: boolean;
  startCode: string | null;
  request: DoorAnswerRequest;
  onConfirm: () => void;
  headingLevel?: 'h2' | 'h3';
}) {
  const { t } = useTranslation('account');
  if (signedOff) {
    return (
      <p role="status" className="flex items-center gap-2 font-semibold text-success">
        <CheckCheck className="size-5" aria-hidden="true" />
        {t('signOff.confirmedNote')}
      </p>
    );
  }
  return (
    <Card className="space-y-3 p-5">
      <Heading className="text-xl font-bold">{t('signOff.title')}</Heading>
      <p>{t('signOff.text')}</p>
      <Button size="lg" className="w-full sm:w-auto" disabled={request.isPending} onClick={onConfirm}>
        {request.isPending ? t('signOff.sending') : t('signOff.confirm')}
      </Button>
      <AnswerFailure request={request} fallback={t('signOff.failed')} />
      {startCode ? <StartCodeHint text={t('signOff.inPerson')} startCode={startCode} /> : null}
    </Card>
  );
}
