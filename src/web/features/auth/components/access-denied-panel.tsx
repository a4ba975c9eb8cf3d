import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageMeta } from '../../../app/page-meta';
import { AuthCard } from './auth-card';

/**
 * 'Access Denied' in place of a page, with the way out the page offers. It names the document too:
 * the page it stands in for never rendered its own title.
 */
export function AccessDeniedPanel({
  title,
  text,
  hint,
  actions,
}: {
  title: string;
  text: string;
  /** A second, quieter line: what to do about it. */
  hint?: string;
  actions: ReactNode;
}) {
  return (
    <AuthCard title={title}>
      <PageMeta title={title} description={text} />
      <meta name="robots" content="noindex" />
      <div className="flex flex-col items-center gap-4 text-center">
        <ShieldAlert className="size-14 text-danger" aria-hidden="true" />
        <p className={hint ? 'text-lg font-semibold' : 'text-lg'}>{text}</p>
        {hint ? <p className="text-muted-foreground">{hint}</p> : null}
        <div className="flex w-full flex-col gap-2 sm:flex-row">{actions}</div>
      </div>
    </AuthCard>
  );
}
