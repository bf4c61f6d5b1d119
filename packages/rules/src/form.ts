// The portal's one form layer (ADR 005 in packages/build/docs): every form of every remote is a
// `useRuleForm` checked by a valibot schema of @portal/rules. A field is one line,
// `<TextField label={…} {...form.field('email')} />`; the submit guards itself, says it is busy,
// and puts the server's refusals on their fields. Values are never cleared here: a failed call
// keeps everything the user typed.
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import * as v from 'valibot';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { fieldErrors, ruleMessage } from './messages';

/** A text to show on a field: already translated, or a descriptor translated at render time. */
export type FormMessage = string | MessageDescriptor;

/** A row of a field array (the per-product discounts of a coupon, say): text fields by name. */
export type FormRow = Readonly<Record<string, string>>;

export type FormValues = Record<string, string | boolean | readonly FormRow[]>;

type FieldsOf<TValues, TType> = {
  [K in keyof TValues & string]: TValues[K] extends TType ? K : never;
}[keyof TValues & string];

/** The fields of `TValues` that hold text. */
export type TextFieldName<TValues> = FieldsOf<TValues, string>;
/** The fields of `TValues` that hold a checkbox's or a switch's boolean. */
export type CheckFieldName<TValues> = FieldsOf<TValues, boolean>;
/** The fields of `TValues` that hold a list of rows. */
export type ListFieldName<TValues> = FieldsOf<TValues, readonly FormRow[]>;

/** The key of a refusal that is about the whole form, not one field (as valibot's dot path). */
export const FORM_ERROR = '';

/** What a failed submit says about fields: field (or FORM_ERROR) → message. */
export type Refusals<TField extends string> = Partial<
  Record<TField | typeof FORM_ERROR, FormMessage>
>;

/** A rule that needs the server (the CEP lookup): run once the field's own rules hold. */
export type AsyncRule<TValues> = (
  value: string,
  context: {
    /** Aborted when the value changes again or the form goes away: pass it to the call. */
    readonly signal: AbortSignal;
    /** Fills other fields from the answer (the address of a CEP). */
    readonly set: <K extends keyof TValues & string>(field: K, value: TValues[K]) => void;
  },
) => Promise<FormMessage | undefined>;

export interface RuleFormOptions<TValues extends FormValues> {
  /**
   * The refusals of a failed submit that belong to fields (409 e-mail taken, 422 card data,
   * `invalid_discount`), or undefined when the failure is not about the data. A refusal shows
   * until its field changes. `fieldRefusals` of @portal/api builds this from message codes.
   */
  readonly refusals?: (error: unknown) => Refusals<keyof TValues & string> | undefined;
  /** Any other failure of a submit: usually a toast (`notifyFailure`). */
  readonly onFailure?: (error: unknown) => void;
  /**
   * Rules of this form only, on the values as typed (a quota that depends on loaded data, say).
   * Their messages show at once, without waiting for the field to be left.
   */
  readonly checks?: (values: TValues) => Refusals<keyof TValues & string> | undefined;
  /** Rules that ask the server, per text field; a newer value cancels the older question. */
  readonly asyncRules?: Partial<Record<TextFieldName<TValues>, AsyncRule<TValues>>>;
}

/** What `form.field(name)` gives a text field, a password field, a select or a radio group. */
export interface FieldBinding {
  readonly name: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onBlur: () => void;
  readonly error: string | undefined;
}

/** What `form.checkbox(name)` gives a checkbox or a switch. */
export interface CheckBinding {
  readonly name: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly error: string | undefined;
}

/** What `form.props(send)` gives the `<form>` element. */
export interface FormProps {
  readonly ref: RefObject<HTMLFormElement | null>;
  readonly noValidate: true;
  readonly onSubmit: (event: FormEvent) => void;
}

interface AsyncState {
  readonly value: string;
  readonly pending: boolean;
  readonly error: FormMessage | undefined;
}

const same = (a: unknown, b: unknown) =>
  a === b || (Array.isArray(a) && Array.isArray(b) && JSON.stringify(a) === JSON.stringify(b));

/** `name.index.column` of a list cell; errors come with the index, touches with the row's key. */
const cellPath = (list: string, row: number | string, column: string) => `${list}.${row}.${column}`;

function keysFor(values: FormValues, next: () => string): Record<string, string[]> {
  const keys: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(values)) {
    if (Array.isArray(value)) keys[name] = value.map(next);
  }
  return keys;
}

/**
 * A form checked by a valibot schema of @portal/rules. A field's message shows once the field
 * was left or a submit was tried; a refused submit moves focus to the first field in error.
 */
export function useRuleForm<TValues extends FormValues, TSchema extends v.GenericSchema<TValues>>(
  schema: TSchema,
  initial: TValues,
  options: RuleFormOptions<TValues> = {},
) {
  type Field = keyof TValues & string;
  const { i18n } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const rowCount = useRef(0);
  const nextRowKey = () => `row-${(rowCount.current += 1)}`;
  const [start, setStart] = useState(initial);
  const [values, setValues] = useState(initial);
  const [rowKeys, setRowKeys] = useState(() => keysFor(initial, nextRowKey));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [attempt, setAttempt] = useState(0);
  const [refused, setRefused] = useState<Refusals<Field>>({});
  const [asyncStates, setAsyncStates] = useState<Partial<Record<string, AsyncState>>>({});
  const [submitting, setSubmitting] = useState(false);
  // Bumped by `recheck`: the server rules ask again about the same values.
  const [asked, setAsked] = useState(0);
  // The submit in flight: a second Enter or click before the busy state renders does nothing.
  const inFlight = useRef(false);
  const latest = useRef(options);
  latest.current = options;
  // Each field's handlers are made once: a binding keeps its identity from render to render, so
  // a memoised control re-renders only when its own value or message changes, not on every key
  // typed elsewhere in the form. They only call `set` and `touch`, which read no render's state.
  const handlers = useRef(new Map<string, unknown>());
  function handler<THandler>(key: string, make: () => THandler): THandler {
    if (!handlers.current.has(key)) handlers.current.set(key, make());
    return handlers.current.get(key) as THandler;
  }

  const result = v.safeParse(schema, values);
  const errors = fieldErrors(result.issues);
  const checked: Refusals<keyof TValues & string> = options.checks?.(values) ?? {};

  // A refused submit (by the rules or by the server) focuses the first field in error.
  useEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  // The server-side rules: each field's question is asked once per value, the older cancelled.
  const asyncFields = Object.keys(options.asyncRules ?? {}) as Field[];
  const asyncInputs = asyncFields.map((field) =>
    errors[field] === undefined ? String(values[field]) : null,
  );
  const asyncKey = JSON.stringify([asked, asyncInputs]);
  useEffect(() => {
    const controllers: AbortController[] = [];
    asyncFields.forEach((field, index) => {
      const value = asyncInputs[index] ?? null;
      const rule = latest.current.asyncRules?.[field as TextFieldName<TValues>];
      if (!rule) return;
      if (value === null) {
        setAsyncStates((current) => ({ ...current, [field]: undefined }));
        return;
      }
      const controller = new AbortController();
      controllers.push(controller);
      setAsyncStates((current) =>
        current[field]?.value === value && !current[field]?.pending
          ? current
          : { ...current, [field]: { value, pending: true, error: undefined } },
      );
      const settle = (error: FormMessage | undefined) => {
        if (controller.signal.aborted) return;
        setAsyncStates((current) => ({ ...current, [field]: { value, pending: false, error } }));
      };
      // A late answer to an older value fills nothing.
      const fill: typeof set = (other, next) => {
        if (!controller.signal.aborted) set(other, next);
      };
      rule(value, { signal: controller.signal, set: fill }).then(settle, () => settle(undefined));
    });
    return () => controllers.forEach((controller) => controller.abort());
    // Keyed on the values the rules read; the rules themselves are read from the latest render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asyncKey]);

  const asyncOf = (field: string): AsyncState | undefined => {
    const state = asyncStates[field];
    return state && state.value === String(values[field as Field]) ? state : undefined;
  };
  // Until its answer is in, a server rule counts as pending (also before its first question).
  const pending = asyncFields.some(
    (field, index) => asyncInputs[index] !== null && asyncOf(field)?.pending !== false,
  );

  const translate = (message: FormMessage | undefined) =>
    message === undefined ? undefined : typeof message === 'string' ? message : i18n._(message);

  const shown = (path: string) => attempt > 0 || touched.has(path);

  /** The message of `path` (a field, or a list cell's dot path), once it may be shown. */
  const messageAt = (path: string, touchPath: string): string | undefined => {
    const server = refused[path as Field] ?? checked[path as Field] ?? asyncOf(path)?.error;
    if (server !== undefined) return translate(server);
    const key = errors[path];
    return key && shown(touchPath) ? i18n._(ruleMessage(key)) : undefined;
  };

  function set<K extends Field>(field: K, value: TValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    // A refusal stands until what it was about changes (a list's cells go with their list).
    setRefused((current) => {
      const standing = Object.entries(current).filter(
        ([path]) => path !== FORM_ERROR && path !== field && !path.startsWith(`${field}.`),
      );
      return standing.length === Object.keys(current).length
        ? current
        : (Object.fromEntries(standing) as Refusals<Field>);
    });
  }
  const touch = (path: string) =>
    setTouched((current) => (current.has(path) ? current : new Set(current).add(path)));

  const hasRefusal = Object.values(refused).some((message) => message !== undefined);
  const hasCheck = Object.values(checked).some((message) => message !== undefined);
  const hasAsyncError = asyncFields.some((field) => asyncOf(field)?.error !== undefined);
  const valid = result.success && !hasRefusal && !hasCheck && !hasAsyncError && !pending;

  // A submit made while a server rule was still asking waits for its answer (which may fill
  // other fields), then goes on or shows what is wrong.
  const waiting = useRef<((output: v.InferOutput<TSchema>) => unknown) | null>(null);
  const [holding, setHolding] = useState(false);

  function trySubmit(send: (output: v.InferOutput<TSchema>) => unknown) {
    if (inFlight.current) return;
    if (pending && !hasCheck && !hasAsyncError) {
      waiting.current = send;
      setHolding(true);
      return;
    }
    waiting.current = null;
    setHolding(false);
    if (!result.success || hasCheck || hasAsyncError || pending) {
      setAttempt((count) => count + 1);
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    void (async () => {
      try {
        await send(result.output);
      } catch (error) {
        const placed = latest.current.refusals?.(error);
        if (placed && Object.keys(placed).length > 0) {
          setRefused(placed);
          setAttempt((count) => count + 1);
        } else if (latest.current.onFailure) {
          latest.current.onFailure(error);
        } else {
          throw error;
        }
      } finally {
        inFlight.current = false;
        setSubmitting(false);
      }
    })();
  }

  // The answer came: the submit that waited for it goes on (or shows what is wrong).
  useEffect(() => {
    const send = waiting.current;
    if (pending || !send) return;
    trySubmit(send);
    // Runs when the server rules settle; trySubmit reads this render's values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pending]);

  function submitWith(send: (output: v.InferOutput<TSchema>) => unknown) {
    return (event: FormEvent) => {
      event.preventDefault();
      trySubmit(send);
    };
  }

  return {
    values,
    /** Every rule holds, no refusal is standing and no server rule is still being asked. */
    valid,
    /**
     * A submit is being sent, or waits for a server rule's answer: show the button busy (the
     * second submit is ignored anyway).
     */
    submitting: submitting || holding,
    /** Some value differs from where the form started (or was last reset to). */
    changed: (Object.keys(values) as Field[]).some((key) => !same(values[key], start[key])),
    /** A server rule of `field` is still waiting for its answer. */
    checking: (field: TextFieldName<TValues>) => asyncOf(field)?.pending === true,
    /** Asks the server rules again about the current values (after their service failed). */
    recheck() {
      setAsyncStates({});
      setAsked((count) => count + 1);
    },
    /** A submit was tried: the messages of every field show (an error summary may list them). */
    attempted: attempt > 0,
    /** A refusal about the whole form (FORM_ERROR), shown until any field changes. */
    formError: translate(refused[FORM_ERROR]),
    /** Starts over from `next` (the saved values; the start values by default), messages hidden. */
    reset(next: TValues = start) {
      setStart(next);
      setValues(next);
      setRowKeys(keysFor(next, nextRowKey));
      setTouched(new Set());
      setRefused({});
      setAttempt(0);
    },
    set,
    touch: (field: Field) => touch(field),
    /** The translated message of `field`, once it may be shown. */
    errorOf: (field: Field) => messageAt(field, field),
    /** Puts refusals on fields by hand (a refusal known before anything is sent). */
    refuse(refusals: Refusals<Field>) {
      setRefused(refusals);
      setAttempt((count) => count + 1);
    },
    /** What the `<form>` takes: `<form {...form.props(send)}>`. `send` gets the parsed output. */
    props: (send: (output: v.InferOutput<TSchema>) => unknown): FormProps => ({
      ref: formRef,
      noValidate: true,
      onSubmit: submitWith(send),
    }),
    /** A text field, password field, select or radio group: `{...form.field('email')}`. */
    field(field: TextFieldName<TValues>): FieldBinding {
      return {
        name: field,
        value: values[field] as string,
        onChange: handler(
          `change:${field}`,
          () => (value: string) => set(field, value as TValues[typeof field]),
        ),
        onBlur: handler(`blur:${field}`, () => () => touch(field)),
        error: messageAt(field, field),
      };
    },
    /** A select or radio group whose choice is final as soon as it is made (shown at once). */
    choice(field: TextFieldName<TValues>): FieldBinding {
      return {
        name: field,
        value: values[field] as string,
        onChange: handler(`choose:${field}`, () => (value: string) => {
          set(field, value as TValues[typeof field]);
          touch(field);
        }),
        onBlur: handler(`blur:${field}`, () => () => touch(field)),
        error: messageAt(field, field),
      };
    },
    /** A checkbox or a switch: `{...form.checkbox('terms')}`. */
    checkbox(field: CheckFieldName<TValues>): CheckBinding {
      return {
        name: field,
        checked: values[field] as boolean,
        onChange: handler(`check:${field}`, () => (next: boolean) => {
          set(field, next as TValues[typeof field]);
          touch(field);
        }),
        error: messageAt(field, field),
      };
    },
    /**
     * A list of rows (field arrays): each row has a stable `key` for React and a `field(column)`
     * binding; `append` and `remove` change the list.
     */
    list(name: ListFieldName<TValues>) {
      const rows = values[name] as readonly FormRow[];
      const keys = rowKeys[name] ?? [];
      const setRows = (next: readonly FormRow[]) => set(name, next as TValues[typeof name]);
      return {
        rows: rows.map((row, index) => {
          const key = keys[index] ?? `${name}-${index}`;
          return {
            key,
            field(column: string): FieldBinding {
              const touchPath = cellPath(name, key, column);
              return {
                name: cellPath(name, index, column),
                value: row[column] ?? '',
                onChange: (value) =>
                  setRows(
                    rows.map((other, at) => (at === index ? { ...other, [column]: value } : other)),
                  ),
                onBlur: () => touch(touchPath),
                error: messageAt(cellPath(name, index, column), touchPath),
              };
            },
          };
        }),
        /** The message of the list as a whole (too few rows, say). */
        error: messageAt(name, name),
        append(row: FormRow) {
          setRowKeys((current) => ({
            ...current,
            [name]: [...(current[name] ?? []), nextRowKey()],
          }));
          setRows([...rows, row]);
        },
        remove(index: number) {
          setRowKeys((current) => ({
            ...current,
            [name]: (current[name] ?? []).filter((_, at) => at !== index),
          }));
          setRows(rows.filter((_, at) => at !== index));
        },
      };
    },
  };
}

export type RuleForm<
  TValues extends FormValues,
  TSchema extends v.GenericSchema<TValues>,
> = ReturnType<typeof useRuleForm<TValues, TSchema>>;
