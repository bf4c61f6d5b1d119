// A prerendered form takes typing from the first paint (adr-006). When the app takes over, what
// the visitor did there moves to the app's copy of the same form: the values, the focused field
// with its caret, and a submit pressed before the app was ready, which is then carried out.
// The prerendered and the app's forms are the same component rendered twice, so they pair by
// their order on the page and their fields by `name`.

/** Set by the gate on a prerendered form whose submit it held back (gate.ts). */
export const PENDING_SUBMIT = 'data-pending-submit';

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
  // The app's field may render the carried value again (a controlled input), which puts the
  // caret at the end: put it back once that render is done.
  setTimeout(() => {
    if (to.ownerDocument.activeElement === to) place();
  });
}

/** Submits like a press of its submit button (Safari before 16 has no requestSubmit). */
function submit(form: HTMLFormElement): void {
  if (typeof form.requestSubmit === 'function') form.requestSubmit();
  else form.querySelector<HTMLElement>('[type="submit"]')?.click();
}

/**
 * Moves what was done in the prerendered page `shown` (the copy the visitor sees) to the app's
 * page under `app`. Call it once the app's page is in the document and shown, before `shown`
 * leaves; `focused` is the element that had the focus while the prerender was on screen.
 * A held submit is carried out a moment later, once the app's form state holds the values.
 */
export function carryOver(
  shown: Element,
  app: Element,
  focused: Element | null = shown.ownerDocument.activeElement,
): void {
  const prerendered = [...shown.querySelectorAll('form')];
  const live = [...app.querySelectorAll('form')];
  if (prerendered.length === 0 || prerendered.length !== live.length) return;
  prerendered.forEach((form, index) => {
    const target = live[index]!;
    for (const control of namedControls(form)) {
      const other = counterpart(target, control);
      if (!other) continue;
      const selection = control === focused ? selectionOf(control) : null;
      carryValue(control, other);
      if (control === focused) carryFocus(other, selection);
    }
    if (form.hasAttribute(PENDING_SUBMIT)) {
      // The form layer reads its state when it renders: submit once the values have landed.
      setTimeout(() => target.isConnected && submit(target));
    }
  });
}
