import { useTranslation } from 'react-i18next';

/** Document title and description; React hoists these into <head>. */
export function PageMeta({ title, description }: { title: string; description?: string }) {
  const { t } = useTranslation();
  const fullTitle = `${title} | ${t('appName')}`;
  return (
    <>
      <title>{fullTitle}</title>
      {description ? <meta name="description" content={description} /> : null}
      <meta property="og:title" content={fullTitle} />
      {description ? <meta property="og:description" content={description} /> : null}
    </>
  );
}
