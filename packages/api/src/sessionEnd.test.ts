import { logout } from './contract/calls/auth';
import { LOGOUT_PATH } from './sessionEnd';

describe('the sign-out call without the client', () => {
  it('goes where the contract’s logout goes', () => {
    expect(LOGOUT_PATH).toBe(logout.path);
    expect(logout.base).toBe('user');
    expect(logout.method).toBe('POST');
  });
});
