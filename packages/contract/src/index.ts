export * from './catalogue.ts';
export * from './constants.ts';
export * from './endpoints.ts';
export * from './enums.ts';
export * from './envelope.ts';
export * from './errors.ts';
export * from './user.ts';
export * from './util.ts';
