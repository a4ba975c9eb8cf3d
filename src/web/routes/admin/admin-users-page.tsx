import type { AdminUserRow } from '@shared/contracts/people';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { PageMeta } from '../../app/page-meta';
import { Button } from '../../components/ui/button';
import { DataTable } from '../../components/ui/data-table';
import { useAdminUsers } from '../../features/admin-users/api';
import { CreateUserDialog } from '../../features/admin-users/create-user-dialog';
import { RolesDialog } from '../../features/admin-users/roles-dialog';
import { useUserColumns } from '../../features/admin-users/user-columns';
import { useSession } from '../../lib/use-session';
import { useTranslation } from '../../lib/use-translation';

/** /admin/users (who may open it: app/access-rules.ts): the accounts, their roles, and new users. */
export default function AdminUsersPage() {
  const { t } = useTranslation('admin');
  const users = useAdminUsers();
  const { user: me } = useSession();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AdminUserRow | null>(null);
  const columns = useUserColumns(setEditing);
  return (
    <section className="mx-auto max-w-7xl px-3 py-10 sm:px-4">
      <PageMeta title={t('usersMetaTitle')} />
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold">{t('usersTitle')}</h1>
          <p className="mt-2 text-muted-foreground">{t('usersSubtitle')}</p>
        </div>
        <Button onClick={() => setCreating(true)}>
          <UserPlus className="size-5" aria-hidden="true" />
          {t('users.create')}
        </Button>
      </div>
      <DataTable
        caption={t('usersTitle')}
        columns={columns}
        list={users}
        getRowId={(user) => user.id}
        emptyText={t('noUsers')}
        errorText={t('loadUsersFailed')}
        searchLabel={t('searchUsers')}
        exportFilename="users"
      />
      {creating ? <CreateUserDialog onClose={() => setCreating(false)} /> : null}
      {editing ? (
        <RolesDialog user={editing} isSelf={editing.id === me?.id} onClose={() => setEditing(null)} />
      ) : null}
    </section>
  );
}
