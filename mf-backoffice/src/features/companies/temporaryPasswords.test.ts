import { cryptoRandom, newTemporaryPassword } from './temporaryPasswords';

describe('temporary passwords', () => {
  it('come from the cryptographic source', () => {
    const spy = jest.spyOn(crypto, 'getRandomValues');
    newTemporaryPassword();
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  it('are numbers of up to 6 digits, and differ', () => {
    const passwords = Array.from({ length: 200 }, newTemporaryPassword);
    for (const password of passwords) expect(password).toMatch(/^\d{1,6}$/);
    expect(new Set(passwords).size).toBeGreaterThan(150);
  });

  it('maps the largest random value below 1', () => {
    const spy = jest
      .spyOn(crypto, 'getRandomValues')
      .mockImplementation((array) => ((array as Uint32Array).fill(2 ** 32 - 1), array));
    expect(cryptoRandom()).toBeLessThan(1);
    expect(newTemporaryPassword()).toBe('999999');
    spy.mockRestore();
  });
});
