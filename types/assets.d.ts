/** CSS Modules: class names are generated at build time. */
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.svg' {
  const url: string;
  export default url;
}
/** Global stylesheets imported for their side effect. */
declare module '*.css';
