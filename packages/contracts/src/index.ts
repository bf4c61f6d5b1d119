// The federated contract between the shell and the remotes. A remote that breaks it fails
// to compile, not in front of a user.
import type { MessageDescriptor, Messages } from '@lingui/core';
import type { ComponentType, LazyExoticComponent } from 'react';

export type Locale = 'pt-BR' | 'es';
export const LOCALES: readonly Locale[] = ['pt-BR', 'es'];
export const DEFAULT_LOCALE: Locale = 'pt-BR';

/** Attributions a user may hold (spec §3, §6). */
export type Group = 'superUser' | 'manager' | 'auditor' | 'investigator' | 'sales';

/** Feature flags the frame and the routes depend on (spec 2.5). */
export type FeatureFlag = 'company-list-admin' | 'charges-management' | 'user-management';

export type RemoteName = 'mf_auth' | 'mf_account' | 'mf_checkout' | 'mf_billing' | 'mf_backoffice';

export interface RemoteRoute {
  /** Path under the base path, without a leading slash; '' is the home page. */
  readonly path: string;
  readonly access: 'public' | 'private';
  /** Any one of these groups opens the route; absent or empty means everyone. */
  readonly groups?: readonly Group[];
  readonly flag?: FeatureFlag;
  /** Page title, in the remote's own catalog. */
  readonly title: MessageDescriptor;
  readonly hideFooter?: boolean;
  readonly Page: LazyExoticComponent<ComponentType>;
}

/** What `./routes` of every remote exports as default. */
export interface RemoteRoutesModule {
  readonly name: RemoteName;
  readonly version: string;
  readonly routes: readonly RemoteRoute[];
  /** The remote's own compiled catalog for a locale; the shell merges it. */
  readonly loadMessages: (locale: Locale) => Promise<Messages>;
}

/** Identity helper that makes a remote's `./routes` checked against the contract. */
export function defineRemote(module: RemoteRoutesModule): RemoteRoutesModule {
  return module;
}
