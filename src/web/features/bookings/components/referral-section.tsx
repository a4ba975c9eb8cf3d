import type { RefObject } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { useTranslation } from '../../../lib/use-translation';
import { storeReferralCode } from '../referral-storage';
import type { BookingFormApi } from '../use-booking-form';
import type { useReferralCode } from '../use-referral-code';
import { FormSection } from './form-section';
import { PhoneVerification, phoneInText } from './phone-verification';
import { ReferralField } from './referral-field';

interface ReferralSectionProps {
  form: BookingFormApi;
  referral: ReturnType<typeof useReferralCode>;
  referralInput: RefObject<HTMLInputElement | null>;
  verificationStep: RefObject<HTMLDivElement | null>;
}

/** 'Discount': the referral code, applied here or when booking, and the phone it may need verified. */
export function ReferralSection({ form, referral, referralInput, verificationStep }: ReferralSectionProps) {
  const { t } = useTranslation('booking');
  const phone = useWatch({ control: form.control, name: 'phone' });

  function applyReferral() {
    void referral.check(referral.code).then((state) => {
      if (state.status === 'valid') {
        storeReferralCode(state.code);
        toast.success(t('referral.appliedTitle'), { id: 'referral', description: t('referral.appliedText') });
      } else if (state.status === 'invalid') {
        // The reason is shown under the code.
        toast.error(state.reason === 'check_failed' ? t('loadFailedTitle') : t('referral.invalidTitle'), {
          id: 'referral',
        });
      }
    });
  }

  return (
    <FormSection title={t('sections.referral')}>
      <div className="sm:col-span-2">
        <ReferralField
          code={referral.code}
          state={referral.state}
          inputRef={referralInput}
          onCodeChange={(code) => {
            referral.setCode(code);
            if (!code.trim()) storeReferralCode('');
          }}
          onApply={applyReferral}
          onRemove={() => {
            referral.setCode('');
            storeReferralCode('');
          }}
          verifiedPhone={referral.proof ? phoneInText(referral.proof.phone) : undefined}
          phoneVerification={
            <PhoneVerification
              ref={verificationStep}
              phoneDigits={phone}
              onVerified={(verified) => {
                referral.acceptPhoneProof(verified);
                // The code's field now says whether the discount applies; the step is gone.
                referralInput.current?.focus();
              }}
              onGoToPhone={() => form.setFocus('phone')}
            />
          }
        />
      </div>
    </FormSection>
  );
}
