import type { FeatureFlag, Group } from '@portal/contracts';
import { PROFILE_MENU, visibleMenuEntries } from './menuItems';
import { VERSIONS_ROUTE } from '../routing/versionsRoute';

const allFlags = () => true;
const ids = (
  groups: readonly Group[] | null,
  isFlagOn: (f: FeatureFlag | undefined) => boolean = allFlags,
) => visibleMenuEntries(groups, isFlagOn).map((entry) => entry.id);

describe('profile menu (spec 2.5, §6)', () => {
  it('shows everyone my account, edit profile and exit', () => {
    expect(ids([])).toEqual(['my-account', 'edit-profile', 'exit']);
  });

  it('shows company management to sales', () => {
    expect(ids(['sales'])).toContain('company-management');
    expect(ids(['manager'])).not.toContain('company-management');
  });

  it('shows the portal versions to provider administrators (sales) only, as its route guard', () => {
    expect(ids(['sales'])).toContain('portal-versions');
    expect(ids(['superUser', 'manager', 'auditor', 'investigator'])).not.toContain(
      'portal-versions',
    );
    const noBackoffice = (flag: FeatureFlag | undefined) => flag !== 'company-list-admin';
    expect(ids(['sales'], noBackoffice)).not.toContain('portal-versions');
    expect(PROFILE_MENU.find((entry) => entry.id === 'portal-versions')).toMatchObject({
      to: '/gestao-de-empresas/versoes',
      groups: VERSIONS_ROUTE.groups,
      flag: VERSIONS_ROUTE.flag,
    });
  });

  it('shows charges management to super users only', () => {
    expect(ids(['superUser'])).toContain('charges-management');
    expect(ids(['manager'])).not.toContain('charges-management');
  });

  it('shows user management to super users and managers', () => {
    expect(ids(['superUser'])).toContain('user-management');
    expect(ids(['manager'])).toContain('user-management');
    expect(ids(['auditor'])).not.toContain('user-management');
  });

  it('shows every item when the attributions are unknown', () => {
    expect(ids(null)).toEqual([
      'my-account',
      'edit-profile',
      'company-management',
      'portal-versions',
      'charges-management',
      'user-management',
      'exit',
    ]);
  });

  it('hides an item whose feature flag is off', () => {
    const noCharges = (flag: FeatureFlag | undefined) => flag !== 'charges-management';
    expect(ids(['superUser', 'sales'], noCharges)).toEqual([
      'my-account',
      'edit-profile',
      'company-management',
      'portal-versions',
      'user-management',
      'exit',
    ]);
  });
});
