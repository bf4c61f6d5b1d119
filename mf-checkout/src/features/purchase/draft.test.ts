import {
  clearDraft,
  DRAFT_WRITE_DELAY_MS,
  draftKey,
  flushDraft,
  NEW_DRAFT,
  readDraft,
  writeDraft,
  writeDraftSoon,
  type Draft,
} from './draft';
import { EMPTY_COMPANY, EMPTY_PAYMENT } from './model';

const USER = 'u-draft';

/** A company step with `street` typed, and a card being typed. */
const typing = (street: string): Draft => ({
  ...NEW_DRAFT,
  step: 'company',
  planCode: 'es',
  company: { ...EMPTY_COMPANY, street },
  payment: { ...EMPTY_PAYMENT, cardNumber: '4111 1111 1111 1111', cvv: '123' },
});

const storedStreet = () => readDraft(USER).company?.street;

beforeEach(() => {
  jest.useFakeTimers();
  sessionStorage.clear();
});

afterEach(() => {
  clearDraft(USER);
  jest.useRealTimers();
});

describe('the draft written once typing pauses', () => {
  it('lands when typing pauses, with the latest of what was typed', () => {
    writeDraftSoon(USER, typing('Rua A'));
    writeDraftSoon(USER, typing('Rua Augusta'));
    expect(sessionStorage.getItem(draftKey(USER))).toBeNull();

    jest.advanceTimersByTime(DRAFT_WRITE_DELAY_MS);
    expect(storedStreet()).toBe('Rua Augusta');
    // Card number and CVV are still never written.
    expect(sessionStorage.getItem(draftKey(USER))).not.toContain('4111');
    expect(readDraft(USER).payment.cvv).toBe('');
  });

  it('lands at once as the page is left or hidden', () => {
    writeDraftSoon(USER, typing('Rua B'));
    window.dispatchEvent(new Event('pagehide'));
    expect(storedStreet()).toBe('Rua B');

    writeDraftSoon(USER, typing('Rua C'));
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    expect(storedStreet()).toBe('Rua C');
  });

  it('lands at once when flushed (the checkout goes away), and only once', () => {
    writeDraftSoon(USER, typing('Rua D'));
    flushDraft(USER);
    expect(storedStreet()).toBe('Rua D');

    writeDraft(USER, typing('Rua E'));
    jest.advanceTimersByTime(DRAFT_WRITE_DELAY_MS);
    expect(storedStreet()).toBe('Rua E');
  });

  it('a draft written at once replaces the one waiting', () => {
    writeDraftSoon(USER, typing('Rua F'));
    writeDraft(USER, typing('Rua G'));
    jest.advanceTimersByTime(DRAFT_WRITE_DELAY_MS);
    window.dispatchEvent(new Event('pagehide'));
    expect(storedStreet()).toBe('Rua G');
  });

  it('a cleared checkout (bought, cancelled, left) is not brought back by a draft waiting', () => {
    writeDraftSoon(USER, typing('Rua H'));
    clearDraft(USER);
    jest.advanceTimersByTime(DRAFT_WRITE_DELAY_MS);
    window.dispatchEvent(new Event('pagehide'));
    flushDraft(USER);
    expect(sessionStorage.getItem(draftKey(USER))).toBeNull();
  });
});
