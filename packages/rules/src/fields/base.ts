// The field rules of spec §5 as valibot schemas: a string in (what the field holds, masked or
// not), the value to send out (trimmed, unmasked, upper-cased where the spec says so). Every
// issue's message is a RuleMessageKey; the predicates themselves live in @portal/domain, which
// the sandbox checks with too, so each rule is written once.
//
// One module per group of forms, so a page gets the rules its remote uses in forms like its own,
// not every rule of the portal: a schema built from calls cannot be dropped when unused, only
// a module nobody imports can (adr-003).
import * as v from 'valibot';
import { unmask } from '../characters';
import type { RuleMessageKey } from '../messages';

/** A check whose message can only be a rule key. */
export const rule = (requirement: (input: string) => boolean, key: RuleMessageKey) =>
  v.check<string, RuleMessageKey>(requirement, key);

export const REQUIRED: RuleMessageKey = 'required';

/** A trimmed string; a missing value (undefined, null) is 'required'. */
export const text = /* @__PURE__ */ v.pipe(v.string(REQUIRED), v.trim());

/** Not empty once trimmed. */
export const filled = /* @__PURE__ */ v.nonEmpty<string, RuleMessageKey>(REQUIRED);

/** The value unmasked: letters and digits only, upper-cased. */
export const unmasked = /* @__PURE__ */ v.transform((value: string) => unmask(value).toUpperCase());

// ——— Generic rules ———

/** Empty (or only spaces): 'Campo obrigatório!'. The value comes out trimmed. */
export const required = /* @__PURE__ */ v.pipe(text, filled);

/** The back-office's required text: more than 3 characters ('Este campo é obrigatório'). */
export const backofficeRequired = /* @__PURE__ */ v.pipe(
  v.string<RuleMessageKey>('backofficeRequired'),
  v.trim(),
  rule((value) => value.length > 3, 'backofficeRequired'),
);

/** A select: nothing chosen, or the placeholder option '0', is 'Selecione uma opção'. */
export const dropdown = /* @__PURE__ */ v.pipe(
  v.string<RuleMessageKey>('dropdown'),
  rule((value) => value !== '' && value !== '0', 'dropdown'),
);

/** Digits only. */
export const numeric = /* @__PURE__ */ v.pipe(
  text,
  filled,
  rule((value) => /^\d+$/.test(value), 'numeric'),
);

/** At least `count` characters, to add to a pipe: `v.pipe(required, minLength(3))`. */
export const minLength = (count: number) =>
  v.minLength<string, number, RuleMessageKey>(count, `minLength:${count}`);

/** At most `count` characters, to add to a pipe: `v.pipe(required, maxLength(60))`. */
export const maxLength = (count: number) =>
  v.maxLength<string, number, RuleMessageKey>(count, `maxLength:${count}`);

/**
 * An incomplete step of a wizard: 'Preencha todos os campos para avançar!' when any of
 * `requiredKeys` is empty (undefined, null, blank text, false, an empty list).
 */
export function stepComplete<TValues extends Record<string, unknown>>(
  values: TValues,
  requiredKeys: readonly (keyof TValues)[],
): RuleMessageKey | undefined {
  const isEmpty = (value: unknown) =>
    value === undefined ||
    value === null ||
    value === false ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0);
  return requiredKeys.some((key) => isEmpty(values[key])) ? 'stepIncomplete' : undefined;
}
