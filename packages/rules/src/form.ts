import { useEffect, useRef, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { useLingui } from '@lingui/react';
import { fieldErrors, ruleMessage } from './index';

type Values = Record<string, string | boolean>;

/** The fields of `TValues` that hold text (a checkbox's boolean is not a text field's value). */
type StringField<TValues> = {
  [K in keyof TValues & string]: TValues[K] extends string ? K : never;
}[keyof TValues & string];

/**
 * A form checked by a valibot schema of @portal/rules. A field's message shows once the field
 * was left or a submit was tried; a refused submit moves focus to the first field in error.
 * Values are never cleared here: a failed call keeps everything the user typed.
 */
export function useRuleForm<TValues extends Values, TSchema extends v.GenericSchema<TValues>>(
  schema: TSchema,
  initial: TValues,
) {
  const { i18n } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const [start, setStart] = useState(initial);
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [attempt, setAttempt] = useState(0);
  const result = v.safeParse(schema, values);
  const errors = fieldErrors(result.issues);

  useEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const shown = (field: keyof TValues & string) => attempt > 0 || touched.has(field);
  const set = <K extends keyof TValues & string>(field: K, value: TValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const touch = (field: keyof TValues & string) =>
    setTouched((current) => new Set(current).add(field));
  const errorOf = (field: keyof TValues & string): string | undefined => {
    const key = errors[field];
    return key && shown(field) ? i18n._(ruleMessage(key)) : undefined;
  };

  return {
    formRef,
    values,
    valid: result.success,
    /** Some value differs from where the form started (or was last reset to). */
    changed: (Object.keys(values) as (keyof TValues)[]).some((key) => values[key] !== start[key]),
    /** Starts over from `next` (the saved values; the start values by default), messages hidden. */
    reset(next: TValues = start) {
      setStart(next);
      setValues(next);
      setTouched(new Set());
      setAttempt(0);
    },
    set,
    touch,
    /** The translated message of `field`'s first broken rule, once it may be shown. */
    errorOf,
    /**
     * What a text field of the kit takes for `field`: its value, changes, leaving and message.
     * `<TextField label={…} {...form.field('email')} />`
     */
    field(field: StringField<TValues>) {
      return {
        value: values[field] as string,
        onChange: (value: string) => set(field, value as TValues[typeof field]),
        onBlur: () => touch(field),
        error: errorOf(field),
      };
    },
    /**
     * For `onSubmit`: prevents the page load, then calls `send` with the parsed output when
     * every rule holds, or reveals every message and focuses the first field in error.
     */
    submitWith(send: (output: v.InferOutput<TSchema>) => unknown) {
      return (event: FormEvent) => {
        event.preventDefault();
        if (result.success) {
          void send(result.output);
        } else {
          setAttempt((count) => count + 1);
        }
      };
    },
  };
}
