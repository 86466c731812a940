export * from './booking.ts';
export * from './catalogue.ts';
export * from './catalogue-enums.ts';
export * from './chat.ts';
export * from './classroom.ts';
export * from './constants.ts';
export * from './courseware.ts';
export * from './endpoint-paths.ts';
export * from './endpoints.ts';
export * from './enums.ts';
export * from './envelope.ts';
export * from './errors.ts';
export * from './operator.ts';
export * from './orders.ts';
export * from './org.ts';
export * from './passport.ts';
export * from './registry.ts';
export * from './request-fields.ts';
export type * from './server-render.ts';
export * from './top-up.ts';
export * from './user.ts';
export * from './util.ts';
export * from './video-learning.ts';
// @issue14-account
// @issue14-linked
// @issue14-promote
// @issue14-mentor
