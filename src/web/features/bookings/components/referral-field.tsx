import { CheckCircle2, XCircle } from 'lucide-react';
import { useId } from 'react';
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from '../../../lib/use-translation';
import { formatRupees } from '@shared/money';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/field';
import { cn } from '../../../lib/cn';
import type { ReferralState } from '../use-referral-code';

interface ReferralFieldProps {
  code: string;
  state: ReferralState;
  onCodeChange: (code: string) => void;
  onApply: () => void;
  onRemove: () => void;
  inputRef?: React.Ref<HTMLInputElement>;
  /** Said under a valid code whose phone was verified in the form. */
  verifiedPhone?: string | undefined;
  /** The 'Verify phone to apply' step, shown while the code waits for a verified phone. */
  phoneVerification?: ReactNode;
}

/**
 * The referral code with its states: unchecked, validating, valid (green), invalid (red), and a code
 * that exists but waits for the phone to be verified (the verification step below it).
 */
export function ReferralField({
  code,
  state,
  onCodeChange,
  onApply,
  onRemove,
  inputRef,
  verifiedPhone,
  phoneVerification,
}: ReferralFieldProps) {
  const { t } = useTranslation('booking');
  const id = useId();
  const valid = state.status === 'valid';
  const invalid = state.status === 'invalid';
  const messageId = `${id}-message`;
  const message = referralMessage(state, verifiedPhone, t);
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block font-semibold">
        {t('fields.referralCode')}
      </label>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {t('fields.referralHint')}
      </p>
      <div className="flex gap-2">
        <input
          id={id}
          ref={inputRef}
          value={code}
          onChange={(e) => onCodeChange(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              onApply();
            }
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={cn(`${id}-hint`, message && messageId)}
          className={cn(
            inputClasses,
            'font-mono tracking-wider uppercase',
            valid && 'border-success focus:border-success',
          )}
        />
        <ReferralAction code={code} state={state} onApply={onApply} onRemove={onRemove} />
      </div>
      {message ? <ReferralMessage id={messageId} valid={valid} text={message} /> : null}
      {state.status === 'needs_phone' ? phoneVerification : null}
    </div>
  );
}

/** What is said under the code: the discount applied, or why it does not apply. */
function referralMessage(
  state: ReferralState,
  verifiedPhone: string | undefined,
  t: TFunction<'booking'>,
): string | null {
  if (state.status === 'valid') {
    return [
      t('referral.appliedNote', { code: state.code, discount: formatRupees(state.discount) }),
      verifiedPhone ? t('referral.phoneVerified', { phone: verifiedPhone }) : '',
    ].join(' ');
  }
  if (state.status !== 'invalid') return null;
  return state.reason === 'check_failed' ? t('referral.checkFailed') : t(`referral.${state.reason}`);
}

/** 'Apply' (or 'Checking…') for a code to check; 'Remove code' once it has an answer. */
function ReferralAction({
  code,
  state,
  onApply,
  onRemove,
}: Pick<ReferralFieldProps, 'code' | 'state' | 'onApply' | 'onRemove'>) {
  const { t } = useTranslation('booking');
  const answered =
    state.status === 'valid' ||
    state.status === 'needs_phone' ||
    (state.status === 'invalid' && state.reason !== 'check_failed');
  if (answered) {
    return (
      <Button variant="outline" className="shrink-0 whitespace-nowrap" onClick={onRemove}>
        {t('referral.remove')}
      </Button>
    );
  }
  return (
    <Button
      variant="outline"
      className="shrink-0 whitespace-nowrap"
      onClick={onApply}
      disabled={!code.trim() || state.status === 'validating'}
    >
      {state.status === 'validating' ? t('referral.checking') : t('referral.apply')}
    </Button>
  );
}

/** The discount applied (green) or refused (red, announced at once). */
function ReferralMessage({ id, valid, text }: { id: string; valid: boolean; text: string }) {
  return (
    <p
      id={id}
      role={valid ? 'status' : 'alert'}
      className={cn(
        'flex items-center gap-1.5 text-sm font-semibold',
        valid ? 'text-success' : 'text-danger',
      )}
    >
      {valid ? (
        <CheckCircle2 className="size-4 shrink-0" aria-hidden="true" />
      ) : (
        <XCircle className="size-4 shrink-0" aria-hidden="true" />
      )}
      {text.trim()}
    </p>
  );
}
