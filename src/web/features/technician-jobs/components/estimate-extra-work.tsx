import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { WorkRate } from '@shared/contracts/work-rates';
import { formatRupees } from '@shared/money';
import { EXTRA_WORK_DESCRIPTION_MAX, EXTRA_WORK_MAX, extraWorkSchema } from '@shared/schemas/work-rate';
import type { ExtraWorkInput } from '@shared/schemas/work-rate';
import { Button } from '../../../components/ui/button';
import { Field, SelectField } from '../../../components/ui/field';
import { translateFieldMessage } from '../../../lib/field-message';
import { useTranslation } from '../../../lib/use-translation';

/** The described work added so far: what, at which rate, for how much, and a way to take it off. */
function ExtraWorkLines({
  rates,
  lines,
  onChange,
}: {
  rates: WorkRate[];
  lines: ExtraWorkInput[];
  onChange: (lines: ExtraWorkInput[]) => void;
}) {
  const { t } = useTranslation('technicianJobs');
  const rateOf = (id: number) => rates.find((rate) => rate.id === id);
  if (lines.length === 0) return null;
  return (
    <ul className="space-y-2">
      {lines.map((line, index) => (
        <li
          key={`${index}-${line.description}`}
          className="flex min-h-12 items-center gap-3 rounded-xl border-2 border-primary bg-primary-soft px-3"
        >
          <span className="flex-1">
            <span className="block font-semibold">{line.description}</span>
            <span className="block text-sm text-muted-foreground">{rateOf(line.rateId)?.name}</span>
          </span>
          <span className="tabular-nums">{formatRupees(rateOf(line.rateId)?.priceAmount ?? 0)}</span>
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('estimate.removeWork', { work: line.description })}
            onClick={() => onChange(lines.filter((_, at) => at !== index))}
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </Button>
        </li>
      ))}
    </ul>
  );
}

/**
 * Work the price list does not cover (decision 060): the technician describes it and picks one of the
 * admin's rates, which sets its price; the lines added so far, each with a way to take it off.
 */
export function ExtraWork({
  rates,
  lines,
  onChange,
}: {
  rates: WorkRate[];
  lines: ExtraWorkInput[];
  onChange: (lines: ExtraWorkInput[]) => void;
}) {
  const { t } = useTranslation('technicianJobs');
  const [description, setDescription] = useState('');
  const [rateId, setRateId] = useState('');
  const [problems, setProblems] = useState<{ description?: string; rateId?: string }>({});
  if (rates.length === 0) return <p className="text-sm text-muted-foreground">{t('estimate.noRates')}</p>;
  const add = () => {
    const parsed = extraWorkSchema.safeParse({
      description,
      rateId: rateId === '' ? undefined : Number(rateId),
    });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues)
        found[String(issue.path[0])] ??= translateFieldMessage(issue.message);
      setProblems(found);
      return;
    }
    onChange([...lines, parsed.data]);
    setDescription('');
    setRateId('');
    setProblems({});
  };
  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 font-bold">{t('estimate.otherWork')}</legend>
      <p className="text-sm text-muted-foreground">{t('estimate.otherWorkHint')}</p>
      <ExtraWorkLines rates={rates} lines={lines} onChange={onChange} />
      {lines.length < EXTRA_WORK_MAX ? (
        <div className="space-y-3 rounded-xl border-2 border-dashed border-border p-3">
          <Field
            label={t('estimate.workDescription')}
            value={description}
            maxLength={EXTRA_WORK_DESCRIPTION_MAX}
            autoComplete="off"
            error={problems.description}
            onChange={(event) => setDescription(event.target.value)}
          />
          <SelectField
            label={t('estimate.workRate')}
            value={rateId}
            error={problems.rateId}
            onChange={(event) => setRateId(event.target.value)}
          >
            <option value="">{t('estimate.chooseRate')}</option>
            {rates.map((rate) => (
              <option key={rate.id} value={rate.id}>
                {rate.name} · {formatRupees(rate.priceAmount)}
              </option>
            ))}
          </SelectField>
          <Button variant="outline" className="w-full" onClick={add}>
            <Plus className="size-5" aria-hidden="true" />
            {t('estimate.addWork')}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
