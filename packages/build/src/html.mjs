// Writing values into the HTML the shell's server composes.

/** `value` safe inside a double-quoted attribute. */
export const escapeAttribute = (value) =>
  String(value).replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/** `value` safe as the text of an element. */
export const escapeText = (value) =>
  String(value).replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`);
