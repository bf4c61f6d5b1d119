import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { PageHeader } from './PageHeader';

/** A page whose feature is not built yet: its translated title and nothing else. */
export function TitleOnlyPage({ title }: { readonly title: MessageDescriptor }) {
  const { i18n } = useLingui();
  return <PageHeader title={i18n._(title)} />;
}
