// The part of sanitize-html 2.x (a CommonJS package without bundled types) that sanitize.ts uses.
declare module 'sanitize-html' {
  namespace sanitizeHtml {
    type Attributes = Record<string, string>;
    interface Tag {
      tagName: string;
      attribs: Attributes;
      text?: string;
    }
    interface Frame {
      tag: string;
      attribs: Attributes;
      text: string;
      tagPosition: number;
      mediaChildren: string[];
    }
    interface IOptions {
      allowedTags?: string[] | false;
      allowedAttributes?: Record<string, string[]> | false;
      allowedSchemes?: string[];
      allowedSchemesByTag?: Record<string, string[]>;
      allowedSchemesAppliedToAttributes?: string[];
      allowProtocolRelative?: boolean;
      disallowedTagsMode?: 'discard' | 'escape' | 'recursiveEscape';
      nonTextTags?: string[];
      transformTags?: Record<string, (tagName: string, attribs: Attributes) => Tag>;
      exclusiveFilter?: (frame: Frame) => boolean;
    }
  }
  function sanitizeHtml(dirty: string, options?: sanitizeHtml.IOptions): string;
  export default sanitizeHtml;
}
