import { useTranslation } from '../../lib/use-translation';

/**
 * A booking's device, with a 'Not listed' mark when the customer typed a model the catalogue does not
 * have: its repairs are priced at the door, which staff must know before they go.
 */
export function DeviceName({ model, unlisted }: { model: string; unlisted: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="break-words">
      {model}
      {unlisted ? (
        <span
          className="ml-2 inline-flex items-center rounded-full bg-amber-100 px-2 py-0.5 align-middle text-xs font-semibold whitespace-nowrap text-amber-900 ring-1 ring-amber-300 ring-inset dark:bg-amber-400/15 dark:text-amber-200 dark:ring-amber-400/40"
          title={t('deviceNotListedHint')}
          data-testid="device-not-listed"
        >
          {t('deviceNotListed')}
          <span className="sr-only">: {t('deviceNotListedHint')}</span>
        </span>
      ) : null}
    </span>
  );
}
