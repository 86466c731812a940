// Node module hooks that compile TypeScript sources with swc as they load, so a bench can import the
// api's and packages' `.ts` modules directly (the shapes under test, not a build of them). Registered by
// ts-register.mjs: `node --import ./bench/ts-register.mjs bench/<script>.mjs`.
import { transformSync } from '@swc/core';

export async function load(url, context, nextLoad) {
  if (!/\.tsx?$/.test(new URL(url).pathname)) return nextLoad(url, context);
  const { source } = await nextLoad(url, { ...context, format: 'module' });
  const { code } = transformSync(String(source), {
    filename: new URL(url).pathname,
    jsc: { parser: { syntax: 'typescript', tsx: url.endsWith('.tsx') }, target: 'es2022' },
    module: { type: 'es6' },
    sourceMaps: 'inline',
  });
  return { format: 'module', source: code, shortCircuit: true };
}
