import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Link } from '../../components/ui/link';
import { useTranslation } from '../../lib/use-translation';

interface DocumentPageProps {
  back: { to: string; label: string };
  /** The invoice's table wants more room than the warranty card. */
  wide?: boolean;
  children: ReactNode;
}

/**
 * A personal document's page (the warranty card, the invoice): never in search results, the way back
 * above it; on paper only the document prints. The page names itself (PageMeta) among its children.
 */
export function DocumentPage({ back, wide = false, children }: DocumentPageProps) {
  return (
    <section className={`mx-auto px-4 py-10 print:max-w-none print:p-0 ${wide ? 'max-w-4xl' : 'max-w-3xl'}`}>
      <meta name="robots" content="noindex" />
      <Link
        to={back.to}
        className="mb-4 inline-flex min-h-11 items-center gap-2 font-semibold text-primary print:hidden"
      >
        <ArrowLeft className="size-5" aria-hidden="true" />
        {back.label}
      </Link>
      {children}
    </section>
  );
}

/** Why a document is not shown, with Try again where asking again may help. */
export function DocumentMissing({
  title,
  message,
  onRetry,
}: {
  title: string;
  message: string;
  onRetry?: (() => void) | undefined;
}) {
  const { t } = useTranslation('common');
  return (
    <Card className="flex flex-col items-center gap-4 p-8 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p role="alert" className="text-lg">
        {message}
      </p>
      {onRetry ? (
        <Button variant="outline" onClick={onRetry}>
          {t('retry')}
        </Button>
      ) : null}
    </Card>
  );
}
