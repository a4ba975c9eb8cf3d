import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { ReferralInvalidReason } from '@shared/contracts/bookings';
import { addDays, formatTimeWindow, indiaDate, PREFERRED_TIME_WINDOWS } from '@shared/booking-time';
import type { DeviceDetail } from '@shared/catalogue-types';
import { fieldErrors } from '@shared/field-errors';
import type { MapAddress } from '@shared/geocode-types';
import { formatRupees } from '@shared/money';
import { BOOKING_MAX_DAYS_AHEAD, bookingSchema, PROBLEM_MAX } from '@shared/schemas/booking';
import type { BookingInput } from '@shared/schemas/booking';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field, PhoneField, SelectField, TextAreaField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useProfile } from '../../account/api';
import { useSession } from '../../auth/use-session';
import { createBooking, rememberLastBooking } from '../api';
import {
  differsFromForm,
  emptyBookingForm,
  fillEmptyAddressFields,
  isWithinCancellationNotice,
  makeIdempotencyKey,
  prefillFromProfile,
} from '../booking-form-values';
import type { BookingField, BookingFormValues } from '../booking-form-values';
import { storeReferralCode } from '../referral-storage';
import type { useReferralCode } from '../use-referral-code';
import { MapSuggestion } from './map-suggestion';
import { ReferralField } from './referral-field';
import { apiErrorText, isErrorCode } from '../../../lib/error-text';

// Leaflet and the map's code load only when the form shows the map.
const MapPicker = lazy(() => import('../map-picker/map-picker'));

const referralReasons: readonly ReferralInvalidReason[] = ['not_found', 'own_code', 'not_first_booking'];

/** The refusal reason the server gave for a referral code, if it is one we know. */
function referralReasonOf(reason: string | undefined): ReferralInvalidReason {
  return referralReasons.find((r) => r === reason) ?? 'not_found';
}

interface BookingFormProps {
  device: DeviceDetail;
  selectedIds: readonly number[];
  referral: ReturnType<typeof useReferralCode>;
  /** A problem with the chosen repairs (none chosen, or no longer offered), shown with them. */
  onIssuesError: (message: string) => void;
}

/** 'Schedule Your Repair': every field of SPEC 5, checked with the same schema the server uses. */
export function BookingForm({ device, selectedIds, referral, onIssuesError }: BookingFormProps) {
  const { t } = useTranslation('booking');
  const navigate = useNavigate();
  const { user } = useSession();
  const profile = useProfile(Boolean(user));
  const [values, setValues] = useState<BookingFormValues>(() => emptyBookingForm(device.name));
  const [touched, setTouched] = useState<Partial<Record<BookingField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [mapSuggestion, setMapSuggestion] = useState<MapAddress | null>(null);
  const idempotencyKey = useRef(makeIdempotencyKey());
  const referralInput = useRef<HTMLInputElement>(null);

  // A signed-in customer's saved details fill whatever is still empty, once they arrive.
  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current || !profile.data) return;
    prefilled.current = true;
    setValues((current) => prefillFromProfile(current, profile.data.profile, user?.email ?? null));
  }, [profile.data, user?.email]);

  const today = indiaDate(new Date());
  const input: BookingInput = {
    ...values,
    deviceId: device.id,
    selectedIssues: [...selectedIds],
    referralCode: referral.state.status === 'valid' ? referral.state.code : undefined,
  };
  const parsed = bookingSchema(new Date()).safeParse(input);
  const clientErrors = parsed.success ? {} : fieldErrors(parsed.error);
  const errorFor = (field: BookingField) =>
    serverErrors[field] ?? (submitted || touched[field] ? clientErrors[field] : undefined);

  const book = useMutation({
    mutationFn: (body: BookingInput) => createBooking(body, idempotencyKey.current),
    onSuccess: ({ booking }) => {
      rememberLastBooking(booking);
      storeReferralCode('');
      toast.dismiss();
      toast.success(t('successTitle'), {
        description:
          booking.referralDiscount > 0
            ? t('successSaved', {
                bookingId: booking.bookingId,
                discount: formatRupees(booking.referralDiscount),
              })
            : t('successText', { bookingId: booking.bookingId }),
      });
      setValues(emptyBookingForm(device.name));
      setTouched({});
      setSubmitted(false);
      referral.setCode('');
      idempotencyKey.current = makeIdempotencyKey();
      void navigate('/booking-confirmation');
    },
    onError: (error) => {
      const apiError = error instanceof ApiError ? error : undefined;
      const fields = apiError?.fields;
      if (apiError?.code === 'BOOKING_MAY_EXIST') {
        // The first try may have gone through: say so, and let a deliberate retry be a new booking.
        idempotencyKey.current = makeIdempotencyKey();
        toast.error(t('failedTitle'), { description: apiErrorText(apiError), duration: 15_000 });
        return;
      }
      if (fields) {
        setServerErrors(fields);
        if (fields.referralCode) referral.markInvalid(referralReasonOf(apiError?.reason));
        const chosenProblem = fields.selectedIssues ?? fields.deviceId;
        if (chosenProblem) onIssuesError(chosenProblem);
        else focusFirstError();
      }
      toast.error(t('failedTitle'), {
        description:
          apiError &&
          isErrorCode(apiError, 'BOOKINGS_RATE_LIMITED', 'REFERRAL_REFUSALS_LIMITED', 'ORIGIN_REFUSED')
            ? apiErrorText(apiError)
            : fields
              ? (fields.referralCode ?? fields.selectedIssues ?? fields.deviceId ?? t('fixFields'))
              : t('failedText'),
      });
    },
  });

  function update(field: BookingField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (serverErrors[field]) setServerErrors(({ [field]: _gone, ...rest }) => rest);
  }

  function touch(field: BookingField) {
    setTouched((current) => (current[field] ? current : { ...current, [field]: true }));
  }

  function pickLocation(picked: MapAddress | { lat: number; lng: number }) {
    setValues((current) => ({ ...current, lat: picked.lat, lng: picked.lng }));
    if (!('address' in picked)) return;
    // The map fills what is empty; it never overwrites what someone typed (a flat number, say).
    // When it found something different, it is offered instead.
    const current = values;
    const filled = fillEmptyAddressFields(current, picked);
    setValues((latest) => ({ ...latest, ...filled }));
    setServerErrors(({ address: _a, city: _c, state: _s, pincode: _p, ...rest }) => rest);
    setMapSuggestion(differsFromForm({ ...current, ...filled }, picked) ? picked : null);
  }

  function applyMapSuggestion() {
    if (!mapSuggestion) return;
    const { address, city, state, pincode } = mapSuggestion;
    setValues((current) => ({
      ...current,
      address: address || current.address,
      city: city || current.city,
      state: state || current.state,
      pincode: pincode || current.pincode,
    }));
    setMapSuggestion(null);
  }

  function focusFirstError() {
    requestAnimationFrame(() =>
      document.querySelector<HTMLElement>('#booking-form [aria-invalid="true"]')?.focus(),
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (book.isPending) return;
    setSubmitted(true);
    setServerErrors({});
    if (selectedIds.length === 0) {
      onIssuesError(t('noIssues'));
      toast.error(t('noIssues'));
      return;
    }
    // A typed code that was never applied is checked now, so nobody loses the discount by mistake.
    let referralCode: string | undefined;
    if (referral.code.trim()) {
      // A refusal stands until the code is changed (asking again as a guest would only re-check that
      // it exists); an unchecked code, or one that could not be checked, is checked now.
      const current = referral.state;
      const settled =
        current.status === 'valid' || (current.status === 'invalid' && current.reason !== 'check_failed');
      const state = settled ? current : await referral.check(referral.code);
      if (state.status !== 'valid') {
        if (state.status === 'invalid') {
          toast.error(state.reason === 'check_failed' ? t('loadFailedTitle') : t('referral.invalidTitle'), {
            description:
              state.reason === 'check_failed' ? t('referral.checkFailed') : t(`referral.${state.reason}`),
          });
        }
        referralInput.current?.focus();
        return;
      }
      referralCode = state.code;
    }
    if (!parsed.success) {
      focusFirstError();
      return;
    }
    book.mutate({ ...input, referralCode });
  }

  function applyReferral() {
    void referral.check(referral.code).then((state) => {
      if (state.status === 'valid') {
        storeReferralCode(state.code);
        toast.success(t('referral.appliedTitle'), { description: t('referral.appliedText') });
      } else if (state.status === 'invalid') {
        toast.error(state.reason === 'check_failed' ? t('loadFailedTitle') : t('referral.invalidTitle'), {
          description:
            state.reason === 'check_failed' ? t('referral.checkFailed') : t(`referral.${state.reason}`),
        });
      }
    });
  }

  const field = (name: BookingField) => ({
    value: values[name],
    onChange: (e: { target: { value: string } }) => update(name, e.target.value),
    onBlur: () => touch(name),
    error: errorFor(name),
  });

  return (
    <form id="booking-form" onSubmit={(e) => void submit(e)} noValidate className="space-y-6">
      <FormSection title={t('sections.contact')}>
        <Field label={t('fields.name')} autoComplete="name" maxLength={100} {...field('name')} />
        <Field
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          maxLength={254}
          {...field('email')}
        />
        <PhoneField
          label={t('fields.phone')}
          hint={t('fields.phoneHint')}
          {...field('phone')}
          onDigitsChange={(digits) => update('phone', digits)}
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
            <MapPicker
              value={values.lat !== null && values.lng !== null ? { lat: values.lat, lng: values.lng } : null}
              onPick={pickLocation}
            />
          </Suspense>
          {mapSuggestion ? (
            <MapSuggestion
              found={mapSuggestion}
              onUse={applyMapSuggestion}
              onKeep={() => setMapSuggestion(null)}
            />
          ) : null}
        </div>
        <Field
          label={t('fields.address')}
          autoComplete="street-address"
          maxLength={300}
          hint={t('fields.addressHint')}
          className="sm:col-span-2"
          {...field('address')}
        />
        <Field label={t('fields.city')} autoComplete="address-level2" maxLength={100} {...field('city')} />
        <Field label={t('fields.state')} autoComplete="address-level1" maxLength={100} {...field('state')} />
        <Field
          label={t('fields.pincode')}
          inputMode="numeric"
          autoComplete="postal-code"
          {...field('pincode')}
          onChange={(e) => update('pincode', e.target.value.replace(/\D/g, '').slice(0, 6))}
        />
      </FormSection>

      <FormSection title={t('sections.visit')}>
        <Field
          label={t('fields.deviceModel')}
          maxLength={150}
          className="sm:col-span-2"
          {...field('deviceModel')}
        />
        <TextAreaField
          label={t('fields.problem')}
          rows={3}
          maxLength={PROBLEM_MAX}
          placeholder={t('fields.problemPlaceholder')}
          value={values.problem}
          onChange={(e) => update('problem', e.target.value)}
          className="sm:col-span-2"
        />
        <Field
          label={t('fields.preferredDate')}
          type="date"
          min={today}
          max={addDays(today, BOOKING_MAX_DAYS_AHEAD)}
          {...field('preferredDate')}
        />
        <SelectField
          label={t('fields.preferredTime')}
          value={values.preferredTime}
          onChange={(e) => update('preferredTime', e.target.value)}
          onBlur={() => touch('preferredTime')}
          error={errorFor('preferredTime')}
          hint={
            isWithinCancellationNotice(values.preferredDate, values.preferredTime, new Date())
              ? t('fields.soonVisit')
              : undefined
          }
        >
          <option value="">{t('fields.anyTime')}</option>
          {PREFERRED_TIME_WINDOWS.map((window) => (
            <option key={window} value={window}>
              {formatTimeWindow(window)}
            </option>
          ))}
        </SelectField>
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
          />
        </div>
      </FormSection>

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
