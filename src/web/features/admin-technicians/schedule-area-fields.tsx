import { PINCODE_PREFIX_PATTERN } from '@shared/schemas/technician-schedule';
import { X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { translateFieldMessage } from '../../lib/field-message';
import { useTranslation } from '../../lib/use-translation';

// Where a technician works from and to: the pincodes they serve and where their day starts.

/** The pincodes and prefixes served, as removable chips with a field to add one. */
export function PincodesField({
  pincodes,
  setPincodes,
  problem,
}: {
  pincodes: string[];
  setPincodes: (change: (old: string[]) => string[]) => void;
  problem: string | undefined;
}) {
  const { t } = useTranslation('teamSchedule');
  const [draft, setDraft] = useState('');
  const [draftProblem, setDraftProblem] = useState<string | undefined>();
  const addPincode = () => {
    const code = draft.trim();
    if (!PINCODE_PREFIX_PATTERN.test(code)) {
      setDraftProblem(translateFieldMessage('servicePincode'));
      return;
    }
    setPincodes((old) => (old.includes(code) ? old : [...old, code].sort()));
    setDraft('');
    setDraftProblem(undefined);
  };
  return (
    <fieldset className="space-y-2">
      <legend className="text-lg font-bold">{t('editor.pincodesHeading')}</legend>
      <p className="text-muted-foreground">
        {pincodes.length === 0 ? t('editor.everyPincode') : t('editor.pincodesText')}
      </p>
      {pincodes.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('editor.pincodesHeading')}>
          {pincodes.map((code) => (
            <li
              key={code}
              className="inline-flex items-center gap-1 rounded-full border border-border bg-muted py-1 pr-1 pl-3 font-medium tabular-nums"
            >
              {code}
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-8"
                aria-label={t('editor.removePincode', { code })}
                onClick={() => setPincodes((old) => old.filter((c) => c !== code))}
              >
                <X className="size-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex items-end gap-2">
        <Field
          className="flex-1"
          label={t('editor.addPincode')}
          hint={t('editor.addPincodeHint')}
          inputMode="numeric"
          maxLength={6}
          value={draft}
          error={draftProblem ?? problem}
          onChange={(event) => setDraft(event.target.value.replace(/\D/g, ''))}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              addPincode();
            }
          }}
        />
        <Button type="button" variant="outline" onClick={addPincode} className="mb-[1.6rem]">
          {t('editor.add')}
        </Button>
      </div>
    </fieldset>
  );
}

/** Where the day starts: latitude and longitude, both or neither. */
export function BaseFields({
  lat,
  lng,
  setLat,
  setLng,
  problem,
}: {
  lat: string;
  lng: string;
  setLat: (value: string) => void;
  setLng: (value: string) => void;
  problem: string | undefined;
}) {
  const { t } = useTranslation('teamSchedule');
  return (
    <fieldset className="space-y-2">
      <legend className="text-lg font-bold">{t('editor.baseHeading')}</legend>
      <p className="text-muted-foreground">{t('editor.baseText')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label={t('editor.lat')}
          type="number"
          step="any"
          inputMode="decimal"
          value={lat}
          onChange={(event) => setLat(event.target.value)}
        />
        <Field
          label={t('editor.lng')}
          type="number"
          step="any"
          inputMode="decimal"
          value={lng}
          onChange={(event) => setLng(event.target.value)}
        />
      </div>
      {problem ? (
        <p role="alert" className="font-semibold text-danger">
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}
