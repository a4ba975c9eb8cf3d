import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { AuthCard } from './auth-card';

/** 'Access Denied' in place of a page, with the way out the page offers. */
export function AccessDeniedPanel({
  title,
  text,
  actions,
}: {
  title: string;
  text: string;
  actions: ReactNode;
}) {
  return (
    <AuthCard title={title}>
      <div className="flex flex-col items-center gap-4 text-center">
        <ShieldAlert className="size-14 text-danger" aria-hidden="true" />
        <p className="text-lg">{text}</p>
        <div className="flex w-full flex-col gap-2 sm:flex-row">{actions}</div>
      </div>
    </AuthCard>
  );
}
