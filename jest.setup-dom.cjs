// Component tests wait up to 5 s for what they look for: on a busy 2-core machine running every
// workspace's tests at once, a lazy route can take longer than Testing Library's 1 s default.
require('@testing-library/react').configure({ asyncUtilTimeout: 5_000 });
