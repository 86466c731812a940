/** Text for HTML: the five characters that could end an element or an attribute, as character references. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A template with `{name}` placeholders filled from `values`; an unknown name is left as written. */
export const fillNamed = (template: string, values: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (all, name: string) => values[name] ?? all);
