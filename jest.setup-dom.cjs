// findBy… and waitFor give up after this long: on a busy 2-core machine running every workspace's
// tests at once, a lazy route can take many times Testing Library's 1 s default. Kept under the
// preset's test timeout so that a real failure reports what was awaited, with the DOM.
require('@testing-library/react').configure({ asyncUtilTimeout: 30_000 });
