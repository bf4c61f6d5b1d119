// `portal/form-control-has-label`: a native form control must have an accessible name.
//
// jsx-a11y checks the other side (`label-has-associated-control`: a `<label>` has text and a
// control) and names buttons and role-based controls (`control-has-associated-label`), but its
// own configs leave `input` and `textarea` out of the latter because it cannot see a wrapping
// `<label>`. This rule can: it looks up the tree for one and matches `<label htmlFor>` in the
// same file, so the kit's fields and a nested `<label><input /> text</label>` pass while a bare
// `<input>` fails.

const CONTROLS = new Set(['input', 'select', 'textarea']);
// Named by their value or not shown at all.
const UNNAMED_INPUT_TYPES = new Set(['hidden', 'submit', 'reset', 'button', 'image']);

const attribute = (opening, name) =>
  opening.attributes.find(
    (attr) =>
      attr.type === 'JSXAttribute' && attr.name.type === 'JSXIdentifier' && attr.name.name === name,
  );

/** The attribute's value as source text (`"email"`, `{id}`), so `id` and `htmlFor` can be matched. */
function valueText(sourceCode, attr) {
  if (!attr?.value) return undefined;
  const value = attr.value.type === 'JSXExpressionContainer' ? attr.value.expression : attr.value;
  if (value.type === 'Literal') return JSON.stringify(String(value.value));
  return sourceCode.getText(value);
}

const isEmpty = (sourceCode, attr) => {
  const text = valueText(sourceCode, attr);
  return text === undefined || text === '""' || text === "''" || text === 'undefined';
};

function insideLabel(node) {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (
      parent.type === 'JSXElement' &&
      parent.openingElement.name.type === 'JSXIdentifier' &&
      parent.openingElement.name.name === 'label'
    ) {
      return true;
    }
  }
  return false;
}

export const formControlHasLabel = {
  meta: {
    type: 'problem',
    docs: { description: 'A native input, select or textarea must have an accessible name.' },
    schema: [],
    messages: {
      unlabelled:
        '<{{tag}}> has no label. Use a kit field (TextField, Select, Checkbox… with `label`), wrap it in a <label>, point a <label htmlFor> in this file at its id, or give it aria-labelledby / aria-label.',
    },
  },
  create(context) {
    const { sourceCode } = context;
    const labelTargets = new Set();
    const candidates = [];

    return {
      JSXOpeningElement(opening) {
        if (opening.name.type !== 'JSXIdentifier') return;
        const tag = opening.name.name;
        if (tag === 'label') {
          const target = valueText(sourceCode, attribute(opening, 'htmlFor'));
          if (target) labelTargets.add(target);
          return;
        }
        if (!CONTROLS.has(tag)) return;
        const type = attribute(opening, 'type');
        if (tag === 'input' && type?.value?.type === 'Literal') {
          if (UNNAMED_INPUT_TYPES.has(String(type.value.value))) return;
        }
        // A spread may carry the id and aria wiring (the kit's `{...control}` from Field).
        if (opening.attributes.some((attr) => attr.type === 'JSXSpreadAttribute')) return;
        for (const name of ['aria-label', 'aria-labelledby']) {
          const attr = attribute(opening, name);
          if (attr && !isEmpty(sourceCode, attr)) return;
        }
        if (insideLabel(opening.parent)) return;
        candidates.push({ opening, tag, id: valueText(sourceCode, attribute(opening, 'id')) });
      },
      'Program:exit'() {
        for (const { opening, tag, id } of candidates) {
          if (id && labelTargets.has(id)) continue;
          context.report({ node: opening, messageId: 'unlabelled', data: { tag } });
        }
      },
    };
  },
};
