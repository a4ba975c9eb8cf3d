import '../../../locales/load-account';
import { useTranslation } from 'react-i18next';

/** The confirmation page's three steps after booking (SPEC 2). */
export function NextSteps() {
  const { t } = useTranslation('account');
  const steps = t('confirmation.steps', { returnObjects: true });
  return (
    <ol className="mt-4 space-y-4">
      {steps.map((step, index) => (
        <li key={step.title} className="flex gap-3">
          <span
            className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground"
            aria-hidden="true"
          >
            {index + 1}
          </span>
          <div>
            <p className="font-bold">{step.title}</p>
            <p className="text-muted-foreground">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
