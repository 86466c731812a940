// Tries the attacks a public sign-in page meets against a running site and prints what each gave.
// Usage: node scripts/probe-passport.mjs [baseUrl]   (a throwaway database: it registers accounts)
// The findings are written up in docs/security/passport.md.
const base = `${process.argv[2] ?? 'http://localhost:3000'}/api`;
const unique = () => `probe-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
const PASSWORD = 'a long enough password';

async function call(method, path, { body, token, ip } = {}) {
  const started = performance.now();
  const response = await fetch(base + path, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      // Each probe gets its own address unless it tests the per-IP limit (TRUST_PROXY must be on to count it).
      ...(ip ? { 'x-forwarded-for': ip } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return {
    status: response.status,
    code: json?.error?.code,
    message: json?.error?.message,
    json,
    ms: performance.now() - started,
  };
}

const register = async (email, password = PASSWORD) =>
  call('POST', '/passport/register/email', {
    body: { email, password, checked: true, language: 'en', time_zone: 'Europe/Madrid' },
  });
const login = (email, password) => call('POST', '/passport/login/email', { body: { email, password } });
const show = (label, result) =>
  console.log(
    `${label}: HTTP ${result.status}${result.code ? ` code ${result.code}` : ''}${result.message ? ` "${result.message}"` : ''}`,
  );

const victim = unique();
const session = (await register(victim)).json.response;

console.log('# Brute force on one address');
for (let attempt = 1; attempt <= 6; attempt += 1)
  show(`wrong password #${attempt}`, await login(victim, `guess ${attempt}`));
show('right password after the 6th', await login(victim, PASSWORD));

console.log('# Account enumeration through sign-in');
const other = unique();
await register(other);
const wrong = await login(other, 'not it');
const unknown = await login(unique(), 'not it');
show('wrong password of a real account', wrong);
show('unknown address', unknown);
const times = { real: [], unknown: [] };
for (let i = 0; i < 4; i += 1) {
  const realAccount = unique();
  await register(realAccount);
  times.real.push((await login(realAccount, 'wrong')).ms);
  times.unknown.push((await login(unique(), 'wrong')).ms);
}
const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(
  `median time: real account ${median(times.real).toFixed(0)} ms, unknown ${median(times.unknown).toFixed(0)} ms`,
);

console.log('# Injection and oversized input');
show("email ' OR 1=1--", await login("' OR 1=1--", 'x'));
show('email with SQL in the local part', await login("x'--@example.com", 'x'));
show('password of 5000 characters', await login(unique(), 'p'.repeat(5000)));
show(
  'body that is not JSON',
  await (async () => {
    const response = await fetch(`${base}/passport/login/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    return { status: response.status, ...(await response.json()).error };
  })(),
);
show(
  'prototype pollution key',
  await call('POST', '/passport/login/email', {
    body: JSON.parse('{"__proto__":{"admin":true},"email":"a@b.co","password":"x"}'),
  }),
);

console.log('# Sessions');
const fresh = (await login(other, PASSWORD)).json.response;
show('token works', await call('GET', '/user/current', { token: fresh.token }));
await call('DELETE', '/passport/logout', { token: fresh.token });
show('same token after logout', await call('GET', '/user/current', { token: fresh.token }));
show('made-up token', await call('GET', '/user/current', { token: 'A'.repeat(43) }));
const before = (await login(other, PASSWORD)).json.response;
show(
  'password change with a wrong old password',
  await call('PUT', '/user/passport/password', {
    token: before.token,
    body: { old_password: 'nope', new_password: 'x2' },
  }),
);
show(
  'password change',
  await call('PUT', '/user/passport/password', {
    token: before.token,
    body: { old_password: PASSWORD, new_password: `${PASSWORD}!` },
  }),
);
show('older token after the change', await call('GET', '/user/current', { token: before.token }));
show(
  'mass assignment: PUT /user/current with id and email',
  await call('PUT', '/user/current', {
    token: session.token,
    body: { id: 1, email: 'admin@example.com', nick_name: '<img src=x onerror=alert(1)>' },
  }),
);
const me = await call('GET', '/user/current', { token: session.token });
console.log(
  `after it: email ${me.json.response?.email === victim ? 'unchanged' : 'CHANGED'}, nick_name stored as text ${JSON.stringify(me.json.response?.nick_name)}`,
);

console.log('# Reset links');
show(
  'reset for an unknown address',
  await call('POST', '/passport/reset/password', { body: { email: unique() } }),
);
show('guessed code', await call('GET', `/passport/reset/password?code=${'B'.repeat(43)}`));
show('malformed code', await call('GET', '/passport/reset/password?code=../../etc'));
for (let attempt = 1; attempt <= 6; attempt += 1) {
  const result = await call('POST', '/passport/reset/password', { body: { email: victim } });
  if (attempt >= 4) show(`reset link request #${attempt} for one address`, result);
}

console.log('# OAuth');
show(
  'authorization URL for another site',
  await call(
    'GET',
    `/passport/oauth/url?type=google&redirect_uri=${encodeURIComponent('https://evil.example/en/passport/callback/google')}`,
  ),
);
show(
  'forged state',
  await call('POST', '/passport/oauth/login', { body: { type: 'google', code: 'x', state: 'C'.repeat(43) } }),
);

console.log('# Organisation sub-accounts');
show(
  'list children as a learner (no organisation)',
  await call('GET', '/user/org/children', { token: session.token }),
);
show(
  'delete a child of another organisation',
  await call('DELETE', '/user/org/child/1', { token: session.token }),
);
