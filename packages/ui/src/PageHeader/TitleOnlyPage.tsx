import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { PageLayout } from '../PageLayout/PageLayout';

/** A page whose feature is not built yet: its translated title and nothing else. */
export function TitleOnlyPage({ title }: { readonly title: MessageDescriptor }) {
  const { i18n } = useLingui();
  return <PageLayout title={i18n._(title)} />;
}
