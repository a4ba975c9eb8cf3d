import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate } from 'react-router';
import type { ReferralInvalidReason } from '@shared/contracts/bookings';
import type { MapAddress } from '@shared/geocode-types';
import { formatRupees } from '@shared/money';
import { toE164 } from '@shared/phone';
import { bookingSchema, PROBLEM_MAX } from '@shared/schemas/booking';
import type { BookingData, BookingInput } from '@shared/schemas/booking';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormField, FormPhoneField, FormSelect, FormTextArea } from '../../../components/ui/form-fields';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useProfile } from '../../../lib/use-profile';
import { useSession } from '../../../lib/use-session';
import { createBooking, rememberLastBooking } from '../api';
import {
  differsFromForm,
  fillEmptyAddressFields,
  makeIdempotencyKey,
  prefillFromProfile,
} from '../booking-form-values';
import { bookingFields } from '../booking-form-values';
import { initialBookingForm, targetFields } from '../booking-form-values';
import type { BookingField, BookingFormValues, BookingTarget } from '../booking-form-values';
import { storeReferralCode } from '../referral-storage';
import type { useReferralCode } from '../use-referral-code';
import { BookingUnavailable } from './booking-unavailable';
import { MapSuggestion } from './map-suggestion';
import { PhoneVerification, phoneInText } from './phone-verification';
import { ReferralField } from './referral-field';
import { VisitSlotFields } from './visit-slot-fields';
import { apiErrorText, isErrorCode } from '../../../lib/error-text';
import { applyServerErrors, schemaResolver } from '../../../lib/use-schema-form';
import { scrollBehavior } from '../../../lib/motion';

// Leaflet and the map's code load only when the form shows the map.
// The map waits for its words in the language on screen rather than showing English first.
const MapPicker = lazy(async () => {
  const [picker, texts] = await Promise.all([
    import('../map-picker/map-picker'),
    import('../map-picker/map-picker-strings'),
  ]);
  await texts.mapPickerTextsLoaded;
  return picker;
});

const referralReasons: readonly ReferralInvalidReason[] = [
  'not_found',
  'phone_unverified',
  'own_code',
  'already_used',
  'not_first_booking',
];

/** The refusal reason the server gave for a referral code, if it is one we know. */
function referralReasonOf(reason: string | undefined): ReferralInvalidReason {
  return referralReasons.find((r) => r === reason) ?? 'not_found';
}

interface BookingFormProps {
  target: BookingTarget;
  selectedIds: readonly number[];
  referral: ReturnType<typeof useReferralCode>;
  /** A problem with the chosen repairs (none chosen, or no longer offered), shown with them. */
  onIssuesError: (message: string) => void;
  /** Shown in 'Your device' after the brand and model of a device that is not listed: its repairs. */
  deviceExtra?: ReactNode;
}

/** 'Schedule Your Repair': every field of SPEC 5, checked with the same schema the server uses. */
export function BookingForm({ target, selectedIds, referral, onIssuesError, deviceExtra }: BookingFormProps) {
  const { t } = useTranslation('booking');
  const navigate = useNavigate();
  const { user } = useSession();
  const profile = useProfile(Boolean(user));
  // Validated as the customer goes (SPEC 5): a field is checked once left, then at every change.
  const form = useForm<BookingFormValues, unknown, BookingData>({
    defaultValues: initialBookingForm(target),
    resolver: schemaResolver<BookingFormValues, BookingData>(
      () => bookingSchema(new Date()),
      (values) => ({ ...targetFields(target, values), selectedIssues: [...selectedIds] }),
    ),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const { control } = form;
  const [preferredDate, preferredTime, lat, lng, phone] = useWatch({
    control,
    name: ['preferredDate', 'preferredTime', 'lat', 'lng', 'phone'],
  });
  const [mapSuggestion, setMapSuggestion] = useState<MapAddress | null>(null);
  const idempotencyKey = useRef(makeIdempotencyKey());
  const referralInput = useRef<HTMLInputElement>(null);
  const verificationStep = useRef<HTMLDivElement>(null);

  // A phone verified for the referral discount is that number only: another one is verified again.
  const { proof, dropPhoneProof } = referral;
  useEffect(() => {
    if (proof && proof.phone !== toE164(phone)) dropPhoneProof();
  }, [phone, proof, dropPhoneProof]);

  // Signed in from the form's prompt: a code still waiting for a verified phone is checked again for
  // the account, whose own code is refused at once (decision 034) and whose verified phone applies it.
  const userId = user?.id;
  const checkedFor = useRef(userId);
  const waitsForPhone = referral.state.status === 'needs_phone';
  const { check: checkReferral, code: typedCode } = referral;
  useEffect(() => {
    if (checkedFor.current === userId) return;
    checkedFor.current = userId;
    if (userId && waitsForPhone) void checkReferral(typedCode);
  }, [userId, waitsForPhone, checkReferral, typedCode]);

  // The server is down for a moment: said beside the submit button, with the phone and WhatsApp.
  const [unavailable, setUnavailable] = useState(false);
  const unavailableNotice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (unavailable)
      unavailableNotice.current?.scrollIntoView({ block: 'nearest', behavior: scrollBehavior() });
  }, [unavailable]);

  // A signed-in customer's saved details fill whatever is still empty, once they arrive.
  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current || !profile.data) return;
    prefilled.current = true;
    const current = form.getValues();
    const filled = prefillFromProfile(current, profile.data.profile, user?.email ?? null);
    for (const name of bookingFields) {
      if (filled[name] !== current[name]) form.setValue(name, filled[name]);
    }
  }, [form, profile.data, user?.email]);

  const book = useMutation({
    mutationFn: (body: BookingInput) => createBooking(body, idempotencyKey.current),
    onSuccess: ({ booking }) => {
      rememberLastBooking(booking);
      storeReferralCode('');
      toast.dismiss();
      toast.success(t('successTitle'), {
        id: 'booking',
        explainsNavigation: true,
        description:
          booking.referralDiscount > 0
            ? t('successSaved', {
                bookingId: booking.bookingId,
                discount: formatRupees(booking.referralDiscount),
              })
            : t('successText', { bookingId: booking.bookingId }),
      });
      form.reset(initialBookingForm(target));
      referral.setCode('');
      idempotencyKey.current = makeIdempotencyKey();
      void navigate('/booking-confirmation');
    },
    onError: (error) => {
      const apiError = error instanceof ApiError ? error : undefined;
      if (apiError?.code === 'SERVICE_UNAVAILABLE') {
        // Nothing was wrong with what was typed: it stays in the form. The same Idempotency-Key goes
        // with the next try, so a booking the server did take before it went down is not made twice.
        setUnavailable(true);
        toast.error(t('failedTitle'), { id: 'booking' });
        return;
      }
      if (apiError?.code === 'BOOKING_MAY_EXIST' || apiError?.code === 'IDEMPOTENCY_KEY_REUSED') {
        // The first try may have gone through (with the details as they were then): say so, and let a
        // deliberate retry be a new booking.
        idempotencyKey.current = makeIdempotencyKey();
        toast.error(t('failedTitle'), {
          id: 'booking',
          description: apiErrorText(apiError),
          duration: 15_000,
        });
        return;
      }
      const fields = apiError?.fields;
      if (fields) {
        // The form's own fields take their messages; the code and the repairs show theirs beside them.
        const elsewhere = applyServerErrors(form, error);
        if (elsewhere.referralCode) referral.markInvalid(referralReasonOf(apiError.reason));
        const chosenProblem = elsewhere.selectedIssues ?? elsewhere.deviceId;
        if (chosenProblem) onIssuesError(chosenProblem);
      }
      // One summary toast: the field messages themselves are shown beside their fields (decision 016).
      toast.error(t('failedTitle'), {
        id: 'booking',
        description:
          apiError &&
          isErrorCode(apiError, 'BOOKINGS_RATE_LIMITED', 'REFERRAL_REFUSALS_LIMITED', 'ORIGIN_REFUSED')
            ? apiErrorText(apiError)
            : fields
              ? t('fixFields')
              : t('failedText'),
      });
    },
  });

  /** Sets a field the customer did not type in, checked as typing would check it. */
  function fill(name: BookingField, value: string) {
    const { isSubmitted, touchedFields } = form.formState;
    const check = isSubmitted || Boolean(touchedFields[name]);
    form.setValue(name, value, { shouldDirty: true, shouldValidate: check });
    if (!check) form.clearErrors(name);
  }

  function pickLocation(picked: MapAddress | { lat: number; lng: number }) {
    form.setValue('lat', picked.lat);
    form.setValue('lng', picked.lng);
    if (!('address' in picked)) return;
    // The map fills what is empty; it never overwrites what someone typed (a flat number, say).
    // When it found something different, it is offered instead.
    const current = form.getValues();
    const filled = fillEmptyAddressFields(current, picked);
    for (const [name, value] of Object.entries(filled) as [BookingField, string][]) fill(name, value);
    setMapSuggestion(differsFromForm({ ...current, ...filled }, picked) ? picked : null);
  }

  function applyMapSuggestion() {
    if (!mapSuggestion) return;
    for (const part of ['address', 'city', 'state', 'pincode'] as const) {
      if (mapSuggestion[part]) fill(part, mapSuggestion[part]);
    }
    setMapSuggestion(null);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (book.isPending) return;
    setUnavailable(false);
    if (selectedIds.length === 0) {
      // Every field's problem shows too, but the repairs are what to fix first.
      void form.trigger();
      onIssuesError(t('noIssues'));
      return;
    }
    // A typed code that was never applied is checked now, so nobody loses the discount by mistake.
    let referralCode: string | undefined;
    if (referral.code.trim()) {
      // A refusal stands until the code is changed (asking again as a guest would only re-check that
      // it exists); an unchecked code, or one that could not be checked, is checked now.
      const current = referral.state;
      const settled =
        current.status === 'valid' ||
        current.status === 'needs_phone' ||
        (current.status === 'invalid' && current.reason !== 'check_failed');
      const state = settled ? current : await referral.check(referral.code);
      if (state.status === 'needs_phone') {
        // The discount waits for the phone: the step that verifies it says so, where it is.
        void form.trigger();
        verificationStep.current?.focus();
        return;
      }
      if (state.status !== 'valid') {
        if (state.status === 'invalid') {
          // The reason is shown under the code.
          toast.error(state.reason === 'check_failed' ? t('loadFailedTitle') : t('referral.invalidTitle'), {
            id: 'referral',
          });
        }
        void form.trigger();
        referralInput.current?.focus();
        return;
      }
      referralCode = state.code;
    }
    const { brandId: _brandChoice, ...typed } = form.getValues();
    await form.handleSubmit(() =>
      // The server checks the values as typed, with the same schema.
      book.mutate({
        ...typed,
        ...targetFields(target, form.getValues()),
        selectedIssues: [...selectedIds],
        referralCode,
        phoneProof: referralCode ? referral.proof?.proof : undefined,
      }),
    )();
  }

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
    <form id="booking-form" onSubmit={(e) => void submit(e)} noValidate className="space-y-6">
      {target.kind === 'unlisted' ? (
        <FormSection title={t('sections.unlistedDevice')}>
          <FormSelect control={control} name="brandId" label={t('fields.brand')}>
            <option value="">{t('fields.chooseBrand')}</option>
            {target.brands.map((brand) => (
              <option key={brand.id} value={String(brand.id)}>
                {brand.name}
              </option>
            ))}
            <option value="other">{t('fields.otherBrand')}</option>
          </FormSelect>
          <FormField
            control={control}
            name="deviceModel"
            label={t('fields.unlistedModel')}
            hint={t('fields.unlistedModelHint')}
            maxLength={150}
          />
          {deviceExtra ? <div className="sm:col-span-2">{deviceExtra}</div> : null}
        </FormSection>
      ) : null}
      <FormSection title={t('sections.contact')}>
        <FormField
          control={control}
          name="name"
          label={t('fields.name')}
          autoComplete="name"
          maxLength={100}
        />
        <FormField
          control={control}
          name="email"
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          maxLength={254}
        />
        <FormPhoneField
          control={control}
          name="phone"
          label={t('fields.phone')}
          hint={t('fields.phoneHint')}
          className="sm:col-span-2"
        />
      </FormSection>

      <FormSection title={t('sections.address')}>
        <div className="sm:col-span-2">
          <h3 className="mb-2 font-semibold">{t('map.title')}</h3>
          <Suspense
            fallback={
              <div className="flex h-[300px] items-center justify-center rounded-lg border-2 border-border bg-muted">
                <Spinner label={t('map.loading')} />
              </div>
            }
          >
            <MapPicker value={lat !== null && lng !== null ? { lat, lng } : null} onPick={pickLocation} />
          </Suspense>
          {mapSuggestion ? (
            <MapSuggestion
              found={mapSuggestion}
              onUse={applyMapSuggestion}
              onKeep={() => setMapSuggestion(null)}
            />
          ) : null}
        </div>
        <FormField
          control={control}
          name="address"
          label={t('fields.address')}
          // One line: `street-address` is for a multi-line box only.
          autoComplete="address-line1"
          maxLength={300}
          hint={t('fields.addressHint')}
          className="sm:col-span-2"
        />
        <FormField
          control={control}
          name="city"
          label={t('fields.city')}
          autoComplete="address-level2"
          maxLength={100}
        />
        <FormField
          control={control}
          name="state"
          label={t('fields.state')}
          autoComplete="address-level1"
          maxLength={100}
        />
        <FormField
          control={control}
          name="pincode"
          label={t('fields.pincode')}
          inputMode="numeric"
          autoComplete="postal-code"
          transform={(typed) => typed.replace(/\D/g, '').slice(0, 6)}
        />
      </FormSection>

      <FormSection title={t('sections.visit')}>
        <FormTextArea
          control={control}
          name="problem"
          label={t('fields.problem')}
          rows={3}
          maxLength={PROBLEM_MAX}
          placeholder={t('fields.problemPlaceholder')}
          className="sm:col-span-2"
        />
        <VisitSlotFields
          control={control}
          date={preferredDate}
          time={preferredTime}
          onPickSlot={(date, window) => {
            fill('preferredDate', date);
            fill('preferredTime', window);
          }}
        />
      </FormSection>

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

      {unavailable ? <BookingUnavailable ref={unavailableNotice} keepsDetails /> : null}
      <Button type="submit" size="lg" className="w-full" disabled={book.isPending}>
        {book.isPending ? t('submitting') : t('submit')}
      </Button>
    </form>
  );
}

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={id}>
        <h2 id={id} className="text-xl font-bold">
          {title}
        </h2>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">{children}</div>
      </section>
    </Card>
  );
}
