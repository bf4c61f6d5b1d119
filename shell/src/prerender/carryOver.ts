// A prerendered form takes typing from the first paint (adr-006). When the app takes over, what
// the visitor did there moves to the app's copy of the same form: the values, the fields left
// (their messages show), the focused field with its caret, and a submit pressed before the app
// was ready, which is then carried out.
// The prerendered and the app's forms are the same component rendered twice, so they pair by
// their order on the page and their fields by `name`.

/** Set by the gate on a prerendered form whose submit it held back (gate.ts). */
export const PENDING_SUBMIT = 'data-pending-submit';
/** Set by the gate on a prerendered field the visitor has left (gate.ts). */
export const LEFT_FIELD = 'data-left';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isControl = (element: Element | null): element is Control =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLTextAreaElement ||
  element instanceof HTMLSelectElement;

const namedControls = (form: HTMLFormElement): Control[] =>
  [...form.elements].filter(isControl).filter((control) => control.name !== '');

const CHECKABLE = new Set(['checkbox', 'radio']);
const isCheckable = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && CHECKABLE.has(control.type);

/** The control of `form` that stands where `control` stands in its own form. */
function counterpart(form: HTMLFormElement, control: Control): Control | undefined {
  return namedControls(form).find(
    (candidate) =>
      candidate.name === control.name &&
      candidate.type === control.type &&
      (!isCheckable(control) || (candidate as HTMLInputElement).value === control.value),
  );
}

/**
 * Gives `control` the value `value` the way typing would, so the app's form state (React's
 * controlled inputs, the form layer) hears of it: the prototype's setter, then an input event.
 */
function typeInto(control: Control, value: string): void {
  if (control.value === value) return;
  const prototype = Object.getPrototypeOf(control) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
  if (control instanceof HTMLSelectElement) {
    control.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

function carryValue(from: Control, to: Control): void {
  if (isCheckable(from)) {
    // A click is what a checkbox's or radio's listeners hear.
    if (isCheckable(to) && to.checked !== from.checked) to.click();
    return;
  }
  // Only what the visitor changed: the app may have filled a field the prerender left empty.
  const changed =
    from instanceof HTMLSelectElement
      ? [...from.options].some((option) => option.selected !== option.defaultSelected)
      : from.value !== from.defaultValue;
  if (changed) typeInto(to, from.value);
}

/** Where the caret (or the selection) was in `control`, when it has one. */
function selectionOf(control: Control): [number, number, 'forward' | 'backward' | 'none'] | null {
  if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)) return null;
  try {
    // Fields without a caret (e-mail, number) answer null or throw.
    const { selectionStart, selectionEnd, selectionDirection } = control;
    if (selectionStart === null || selectionEnd === null) return null;
    return [selectionStart, selectionEnd, selectionDirection ?? 'none'];
  } catch {
    return null;
  }
}

function carryFocus(to: Control, selection: ReturnType<typeof selectionOf>): void {
  to.focus({ preventScroll: true });
  if (!selection) return;
  const place = () => (to as HTMLInputElement).setSelectionRange(...selection);
  place();
  // The app's field renders the carried value again (a controlled input), which puts the caret
  // at the end: put it back once that render is done, unless the visitor typed or moved the
  // caret since (their keys come before timers): it stays where they left it.
  let moved = false;
  const move = () => (moved = true);
  to.addEventListener('keydown', move);
  to.addEventListener('pointerdown', move);
  setTimeout(() => {
    to.removeEventListener('keydown', move);
    to.removeEventListener('pointerdown', move);
    if (!moved && to.ownerDocument.activeElement === to) place();
  });
}

/** Submits like a press of its submit button (Safari before 16 has no requestSubmit). */
function submit(form: HTMLFormElement): void {
  if (typeof form.requestSubmit === 'function') form.requestSubmit();
  else form.querySelector<HTMLElement>('[type="submit"]')?.click();
}

/**
 * Moves what was done in the prerendered page `shown` (the copy the visitor sees) to the app's
 * page under `app`: at once when the app's page holds the same forms, otherwise as soon as it
 * does. Call it once the app is shown, as `shown` leaves; `focused` is the element that had the
 * focus while the prerender was on screen. A held submit is carried out once, a moment after the
 * values, once the app's form state holds them.
 *
 * The app may be shown before its page is there: the shell's safety net hands off after the
 * remotes' timeout whatever the app shows (bootstrap.tsx), and on a slow phone network the page
 * can still be on its way. What the visitor typed and submitted waits for the page then, for as
 * long as the visitor stays at the same address.
 */
export function carryOver(
  shown: Element,
  app: Element,
  focused: Element | null = shown.ownerDocument.activeElement,
): void {
  const inShown = isControl(focused) && shown.contains(focused) ? focused : null;
  const done: Done = {
    forms: [...shown.querySelectorAll('form')],
    focused: inShown,
    selection: inShown && selectionOf(inShown),
  };
  if (done.forms.length === 0 || carry(done, app, true)) return;
  const doc = app.ownerDocument;
  const address = doc.location.pathname;
  const observer = new MutationObserver(() => {
    // Gone elsewhere (a redirect, a link): what was done belongs to the page left.
    if (doc.location.pathname !== address) observer.disconnect();
    // The visitor may have moved the focus in the app meanwhile: it stays where they put it.
    else if (carry(done, app, doc.activeElement === doc.body || doc.activeElement === null)) {
      observer.disconnect();
    }
  });
  observer.observe(app, { childList: true, subtree: true });
}

/** What was done in the prerendered copy the visitor saw, kept past its removal. */
interface Done {
  readonly forms: readonly HTMLFormElement[];
  readonly focused: Control | null;
  readonly selection: ReturnType<typeof selectionOf>;
}

/**
 * Calls `visit` with each named control of `forms` and its counterpart under `root`, the forms
 * paired by their order; the forms under `root`, or null (nothing visited) while they differ.
 */
function eachPair(
  forms: readonly HTMLFormElement[],
  root: Element,
  visit: (from: Control, to: Control) => void,
): HTMLFormElement[] | null {
  const targets = [...root.querySelectorAll('form')];
  if (forms.length !== targets.length) return null;
  forms.forEach((form, index) => {
    for (const control of namedControls(form)) {
      const other = counterpart(targets[index]!, control);
      if (other) visit(control, other);
    }
  });
  return targets;
}

/** A field left as the visitor left it: the form layer hears a blur and shows its message. */
const leave = (control: Control) =>
  control.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));

/** Carries `done` into the forms under `app`; false, carrying nothing, while they are not there. */
function carry(done: Done, app: Element, withFocus: boolean): boolean {
  const live = eachPair(done.forms, app, (control, other) => {
    carryValue(control, other);
    if (control === done.focused) {
      if (withFocus) carryFocus(other, done.selection);
    } else if (control.hasAttribute(LEFT_FIELD)) {
      leave(other);
    }
  });
  if (!live) return false;
  done.forms.forEach((form, index) => {
    if (!form.hasAttribute(PENDING_SUBMIT)) return;
    const target = live[index]!;
    // The form layer reads its state when it renders: submit once the values have landed.
    setTimeout(() => target.isConnected && submit(target));
  });
  return true;
}

/**
 * Moves what was typed from one prerendered copy to another (the visitor chose the other
 * language before the app took over): the values and the fields left.
 */
export function copyTyped(from: Element, to: Element): void {
  eachPair([...from.querySelectorAll('form')], to, (control, other) => {
    carryValue(control, other);
    if (control.hasAttribute(LEFT_FIELD)) other.setAttribute(LEFT_FIELD, '');
  });
}
