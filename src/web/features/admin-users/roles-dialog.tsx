import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { AdminUserRow } from '@shared/contracts/people';
import { roles } from '@shared/roles';
import type { Role } from '@shared/roles';
import { userRolesSchema } from '@shared/schemas/admin-people';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { refusalText } from '../../lib/error-text';
import { translateFieldMessage } from '../../lib/field-message';
import { toast } from '../../lib/toast';
import { useSetUserRoles } from './api';

/** A user's roles as check boxes; the signed-in admin's own admin role cannot be unticked. */
export function RolesDialog({
  user,
  isSelf,
  onClose,
}: {
  user: AdminUserRow;
  isSelf: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['admin', 'common']);
  const save = useSetUserRoles();
  const [chosen, setChosen] = useState<Role[]>(user.roles);
  const [error, setError] = useState<string | undefined>();
  const name = user.name || t('unnamed');

  function submit(event: React.FormEvent) {
    event.preventDefault();
    // The route's own schema: at least one role.
    const parsed = userRolesSchema.safeParse({ roles: chosen });
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      setError(issue && translateFieldMessage(issue.message));
      return;
    }
    save.mutate(
      { id: user.id, roles: parsed.data.roles },
      {
        onSuccess: () => {
          toast.success(t('users.rolesSaved'), { id: 'user-roles' });
          onClose();
        },
        onError: (failure) => {
          // The reason is shown in the dialog; the toast sums it up (decision 016).
          setError(refusalText(failure));
          toast.error(t('users.rolesFailed'), { id: 'user-roles' });
        },
      },
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('users.rolesTitle', { name })}
      description={t('users.rolesText')}
      closeLabel={t('common:close')}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <fieldset aria-describedby={error ? 'roles-error' : undefined}>
          <legend className="mb-2 font-semibold">{t('roles')}</legend>
          <RoleChoices
            user={user}
            isSelf={isSelf}
            chosen={chosen}
            onChange={(next) => {
              setError(undefined);
              setChosen(next);
            }}
          />
          {error ? (
            <p id="roles-error" role="alert" className="mt-2 font-medium text-danger">
              {error}
            </p>
          ) : null}
        </fieldset>
        <Button type="submit" className="w-full" disabled={save.isPending}>
          {save.isPending ? t('users.saving') : t('users.saveRoles')}
        </Button>
      </form>
    </Dialog>
  );
}

/** A box per role; the admin's own admin role is shown ticked and locked. */
function RoleChoices({
  user,
  isSelf,
  chosen,
  onChange,
}: {
  user: AdminUserRow;
  isSelf: boolean;
  chosen: readonly Role[];
  onChange: (next: Role[]) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <div className="space-y-2">
      {roles.map((role) => {
        const locked = isSelf && role === 'admin' && user.roles.includes('admin');
        return (
          <label key={role} className="flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              className="size-5 accent-primary"
              checked={chosen.includes(role)}
              disabled={locked}
              onChange={(event) => {
                onChange(event.target.checked ? [...chosen, role] : chosen.filter((r) => r !== role));
              }}
            />
            <span>
              {t(`roleNames.${role}`)}
              {locked ? (
                <span className="block text-sm text-muted-foreground">{t('users.ownAdminNote')}</span>
              ) : null}
            </span>
          </label>
        );
      })}
    </div>
  );
}
