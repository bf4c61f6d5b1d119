import { useLingui } from '@lingui/react/macro';
import { VisuallyHidden } from '@portal/ui';

/** A value nobody told the page: a dash for the eye, words for screen readers. */
function Unknown() {
  const { t } = useLingui();
  return (
    <>
      <span aria-hidden="true">—</span>
      <VisuallyHidden>{t`sem informação`}</VisuallyHidden>
    </>
  );
}

/** The value, or the dash and "sem informação" when it is missing or empty: never a blank. */
export function orUnknown(value: string | undefined) {
  return value ? value : <Unknown />;
}
