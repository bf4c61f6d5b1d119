import fc from 'fast-check';
import {
  isCreatableUser,
  isStrictEmail,
  isStrictPersonName,
  isValidEmail,
  isValidPersonName,
} from './predicates';

const LOCAL = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_%+-'.split('');
const LABEL = 'abcdefghijklmnopqrstuvwxyz0123456789'.split('');
const word = (chars: string[], max: number) =>
  fc.array(fc.constantFrom(...chars), { minLength: 1, maxLength: max }).map((c) => c.join(''));
const tld = fc
  .array(fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'.split('')), {
    minLength: 2,
    maxLength: 6,
  })
  .map((c) => c.join(''));
/** E-mails built the strict way: dot-separated local words, labels without edge hyphens. */
const strictEmail = fc
  .tuple(
    fc.array(word(LOCAL, 10), { minLength: 1, maxLength: 3 }),
    fc.array(fc.tuple(word(LABEL, 8), fc.option(word([...LABEL, '-'], 6)), word(LABEL, 1)), {
      minLength: 1,
      maxLength: 3,
    }),
    tld,
  )
  .map(
    ([local, labels, top]) =>
      `${local.join('.')}@${labels.map(([a, mid, z]) => `${a}${mid ?? ''}${z}`).join('.')}.${top}`,
  );
const LETTERS = 'abcdefghijklmnopqrstuvwxyzáéíóúâêôãõçÁÉÍÓÚÇñÑ'.split('');
const personName = fc
  .array(word(LETTERS, 12), { minLength: 1, maxLength: 4 })
  .map((words) => words.join(' '))
  .filter((name) => name.replace(/ /g, '').length >= 2);

describe('the stricter e-mail check at user creation (spec §5)', () => {
  it('never accepts what the form would refuse', () => {
    fc.assert(fc.property(fc.string(), (value) => !isStrictEmail(value) || isValidEmail(value)));
    fc.assert(fc.property(strictEmail, (value) => isValidEmail(value)));
  });

  it('accepts every e-mail of dot-separated words on a well-formed domain', () => {
    fc.assert(fc.property(strictEmail, (value) => isStrictEmail(value)));
  });

  it('refuses a dot first, last or doubled in the local part, which the form lets through', () => {
    fc.assert(
      fc.property(strictEmail, fc.constantFrom('.{}', '{}.', '{}..x'), (email, shape) => {
        const [local, domain] = email.split('@') as [string, string];
        const bad = `${shape.replace('{}', local)}@${domain}`;
        return isValidEmail(bad) && !isStrictEmail(bad);
      }),
    );
  });

  it('refuses a domain label that starts or ends with a hyphen, which the form lets through', () => {
    fc.assert(
      fc.property(strictEmail, fc.boolean(), (email, first) => {
        const [local, domain] = email.split('@') as [string, string];
        const bad = `${local}@${first ? `-${domain}` : domain.replace('.', '-.')}`;
        return isValidEmail(bad) && !isStrictEmail(bad);
      }),
    );
  });

  it('refuses a local part longer than 64 characters', () => {
    expect(isStrictEmail(`${'a'.repeat(64)}@aurora.com.br`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(65)}@aurora.com.br`)).toBe(true);
    expect(isStrictEmail(`${'a'.repeat(65)}@aurora.com.br`)).toBe(false);
  });
});

describe('the stricter name check at user creation (spec §5)', () => {
  it('never accepts what the form would refuse', () => {
    fc.assert(
      fc.property(fc.string(), (value) => !isStrictPersonName(value) || isValidPersonName(value)),
    );
  });

  it('accepts names of letters, accents and spaces with two letters or more', () => {
    fc.assert(fc.property(personName, (name) => isStrictPersonName(` ${name} `)));
  });

  it('refuses a single letter and a name of more than 100 characters, which the form lets through', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LETTERS), (letter) => {
        return isValidPersonName(letter) && !isStrictPersonName(letter);
      }),
    );
    const long = `Maria ${'a'.repeat(95)}`;
    expect(isValidPersonName(long)).toBe(true);
    expect(isStrictPersonName(long)).toBe(false);
  });

  it('a user is creatable only with both', () => {
    fc.assert(
      fc.property(personName, strictEmail, (name, email) => isCreatableUser({ name, email })),
    );
    expect(isCreatableUser({ name: 'R', email: 'renata@aurora.com.br' })).toBe(false);
    expect(isCreatableUser({ name: 'Renata Albuquerque', email: 'renata..a@aurora.com.br' })).toBe(
      false,
    );
  });
});
