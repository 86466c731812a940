/**
 * The styles a server-rendered page needs for its first paint: of a build's stylesheets, the rules whose
 * selectors can match the page's markup (every class they name appears in it) and the rules naming no class
 * (the theme's variables, element styles). The browser loads the full stylesheets with the app as before.
 */

interface Block {
  prelude: string;
  body: string;
}

/** Top-level `prelude { body }` blocks and `@import …;`-style statements of a stylesheet. */
function blocks(css: string): (Block | string)[] {
  const out: (Block | string)[] = [];
  let depth = 0;
  let start = 0;
  let preludeEnd = -1;
  for (let i = 0; i < css.length; i++) {
    const char = css[i];
    if (char === '"' || char === "'") {
      const close = css.indexOf(char, i + 1);
      i = close < 0 ? css.length : close;
    } else if (char === '/' && css[i + 1] === '*') {
      const close = css.indexOf('*/', i + 2);
      if (depth === 0) {
        // A comment between rules is dropped (source-map and licence comments).
        const before = css.slice(start, i);
        i = close < 0 ? css.length : close + 1;
        if (before.trim() === '') start = i + 1;
      } else {
        i = close < 0 ? css.length : close + 1;
      }
    } else if (char === '{') {
      if (depth === 0) preludeEnd = i;
      depth++;
    } else if (char === '}') {
      depth--;
      if (depth === 0) {
        out.push({ prelude: css.slice(start, preludeEnd).trim(), body: css.slice(preludeEnd + 1, i) });
        start = i + 1;
      }
      if (depth < 0) depth = 0;
    } else if (char === ';' && depth === 0) {
      const statement = css.slice(start, i + 1).trim();
      if (statement) out.push(statement);
      start = i + 1;
    }
  }
  return out;
}

/** Splits a selector list at its top-level commas (not those inside `:is(…)`). */
function selectors(prelude: string): string[] {
  const list: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < prelude.length; i++) {
    const char = prelude[i];
    if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (char === ',' && depth === 0) {
      list.push(prelude.slice(start, i));
      start = i + 1;
    }
  }
  list.push(prelude.slice(start));
  return list;
}

/** A class selector; its name may hold escapes (`.hy-button\\.module-primary`). */
const CLASS = /\.(-?(?:\\.|[_a-zA-Z])(?:\\.|[\w-])*)/g;
/** At-rules whose body is more rules, kept when one of those is. */
const GROUPING = /^@(media|supports|container|layer)\b/i;

/** A parsed rule: kept as written, with the class sets a selector of it needs (none: always kept). */
type Rule =
  | { kind: 'always'; text: string }
  | { kind: 'style'; selectors: { text: string; classes: string[] }[]; body: string }
  | { kind: 'group'; prelude: string; rules: Rule[] };

/** A stylesheet parsed once, duplicate rules dropped (a shared module's styles repeat in every chunk). */
export interface Stylesheet {
  rules: Rule[];
}

function classesOf(selector: string): string[] {
  // Classes inside :not(…) need not be present for the selector to match.
  const positive = selector.replace(/:not\([^)]*\)/g, '');
  return [...positive.matchAll(CLASS)].map((match) => (match[1] as string).replace(/\\(.)/g, '$1'));
}

function parseRules(css: string, seen: Set<string>): Rule[] {
  const rules: Rule[] = [];
  for (const block of blocks(css)) {
    if (typeof block === 'string') {
      if (!/^@(import|charset)\b/i.test(block) && !seen.has(block)) {
        seen.add(block);
        rules.push({ kind: 'always', text: block });
      }
      continue;
    }
    const text = `${block.prelude}{${block.body}}`;
    if (seen.has(text)) continue;
    seen.add(text);
    if (GROUPING.test(block.prelude)) {
      rules.push({ kind: 'group', prelude: block.prelude, rules: parseRules(block.body, new Set()) });
    } else if (block.prelude.startsWith('@')) {
      // @font-face, @keyframes, @property: small, and not tied to a class.
      rules.push({ kind: 'always', text });
    } else {
      const list = selectors(block.prelude).map((selector) => ({
        text: selector.trim(),
        classes: classesOf(selector),
      }));
      rules.push({ kind: 'style', selectors: list, body: block.body });
    }
  }
  return rules;
}

/** Parses stylesheets (concatenated in cascade order) for criticalCss. */
export function parseStylesheet(css: string): Stylesheet {
  return { rules: parseRules(css, new Set()) };
}

function emit(rules: Rule[], used: ReadonlySet<string>): string {
  let out = '';
  for (const rule of rules) {
    if (rule.kind === 'always') out += rule.text;
    else if (rule.kind === 'group') {
      const inner = emit(rule.rules, used);
      if (inner) out += `${rule.prelude}{${inner}}`;
    } else {
      const kept = rule.selectors.filter((selector) => selector.classes.every((name) => used.has(name)));
      if (kept.length > 0) out += `${kept.map((selector) => selector.text).join(',')}{${rule.body}}`;
    }
  }
  return out;
}

/** Every class named in the markup's class attributes. */
export function classesIn(html: string): Set<string> {
  const used = new Set<string>();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of (value as string).split(/\s+/)) if (name) used.add(name);
  }
  return used;
}

/** The rules of the stylesheet the markup `html` can use, minified as they came. */
export function criticalCss(sheet: Stylesheet, html: string): string {
  return emit(sheet.rules, classesIn(html));
}
