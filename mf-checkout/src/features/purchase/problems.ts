import type { ErrorSummaryItem } from '@portal/ui';

interface FormMessages<TField extends string> {
  readonly attempted: boolean;
  readonly errorOf: (field: TField) => string | undefined;
}

/**
 * The fields in error once Next was pressed, in the order of `labels` (the order on screen), for
 * the step's error summary.
 */
export function problemsOf<TField extends string>(
  form: FormMessages<TField>,
  labels: Readonly<Partial<Record<TField, string>>>,
): ErrorSummaryItem[] {
  if (!form.attempted) return [];
  return (Object.keys(labels) as TField[]).flatMap((name) => {
    const message = form.errorOf(name);
    return message ? [{ name, label: labels[name] ?? name, message }] : [];
  });
}
