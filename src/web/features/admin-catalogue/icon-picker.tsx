import { useController } from 'react-hook-form';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { ServiceIcon } from '../../components/ui/service-icon';
import { cn } from '../../lib/cn';

/** The spec's icon names as a row of icon choices (radio buttons), bound to a form field. */
export function IconPicker<T extends FieldValues>({
  control,
  name,
  label,
  icons,
}: {
  control: Control<T, unknown, unknown>;
  name: Path<T>;
  label: string;
  icons: readonly string[];
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <fieldset className="space-y-1.5">
      <legend className="font-semibold">{label}</legend>
      <div className="flex flex-wrap gap-2">
        {icons.map((icon) => (
          <label
            key={icon}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border-2 px-3 py-1.5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
              field.value === icon ? 'border-primary bg-primary/10' : 'border-input-border',
            )}
          >
            <input
              type="radio"
              className="sr-only"
              name={field.name}
              value={icon}
              checked={field.value === icon}
              onChange={() => field.onChange(icon)}
              onBlur={field.onBlur}
            />
            <ServiceIcon name={icon} className="size-5" />
            <span className="text-sm">{icon}</span>
          </label>
        ))}
      </div>
      {fieldState.error ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {fieldState.error.message}
        </p>
      ) : null}
    </fieldset>
  );
}
