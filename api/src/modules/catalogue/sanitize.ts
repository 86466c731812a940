import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list of stored HTML (course descriptions, post bodies, CMS pages): structure and
 * emphasis, links to http(s), mailto and relative addresses, images from relative or https
 * addresses. Everything else — scripts, styles, event handlers, javascript: URLs, iframes — is
 * dropped (the text of unknown tags is kept, the contents of script and style are not).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h2',
    'h3',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'a',
    'blockquote',
    'img',
    'figure',
    'figcaption',
    'br',
    'hr',
    'code',
  ],
  allowedAttributes: { a: ['href', 'rel'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...(attribs.href ? { href: attribs.href } : {}), rel: 'noopener noreferrer' },
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** Stored HTML is sanitised once, on the way in; readers send it as it is. */
export function sanitizeBodyHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
