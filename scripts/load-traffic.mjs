/**
 * Traffic for the load and soak benchmarks: the kinds of request a visitor (or a bot) sends, each
 * with the status it must get, and an autocannon runner that tallies statuses per kind. Loopback only.
 */
import autocannon from 'autocannon';

let sequence = 0;
const unique = () => `${process.pid}-${Date.now().toString(36)}-${(sequence++).toString(36)}`;

/** The first date the home page's form offers (the server decides which days are open). */
export async function firstOfferedDate(url) {
  const html = await (await fetch(`${url}/en`)).text();
  const match = /<option value="(\d{4}-\d{2}-\d{2})"/.exec(html);
  if (!match) throw new Error('the home page offers no date');
  return match[1];
}

function validAppointment(date) {
  return {
    fullName: 'Load Test',
    email: `load-${unique()}@example.com`,
    phone: '+31 20 123 4567',
    service: 'general',
    preferredDate: date,
    message: 'A request sent by the load benchmark.',
    healthDataConsent: true,
    privacyConsent: true,
    language: 'en',
    website: '',
  };
}

/** Every kind of request, keyed by name: the request and the status it must get. */
export function requestKinds(date) {
  const json = { 'content-type': 'application/json', accept: 'application/json' };
  return {
    prerendered: { method: 'GET', path: '/implantaten', expect: 200 },
    home: { method: 'GET', path: '/en', expect: 200 },
    notFound: { method: 'GET', path: '/en/no-such-page', expect: 404 },
    asset: { method: 'GET', path: '/favicon.ico', expect: 200 },
    validSubmission: {
      method: 'POST',
      path: '/api/appointments',
      headers: json,
      // A new e-mail address each time, so every request is a distinct appointment to store.
      body: () => JSON.stringify(validAppointment(date)),
      expect: 201,
    },
    invalidSubmission: {
      method: 'POST',
      path: '/api/appointments',
      headers: json,
      body: () =>
        JSON.stringify({ ...validAppointment(date), email: 'not-an-address', preferredDate: 'x' }),
      expect: 400,
    },
  };
}

/**
 * Runs autocannon on the given kinds (cycled in order by every connection) and returns its result
 * plus, per kind, how many responses had the expected status and which other statuses came back.
 */
export async function runTraffic(url, kinds, { connections, durationSeconds, headers = {} }) {
  const tally = Object.fromEntries(kinds.map(([name]) => [name, { expected: 0, other: {} }]));
  const requests = kinds.map(([name, kind]) => ({
    method: kind.method,
    path: kind.path,
    headers: { 'accept-encoding': 'br, gzip', ...headers, ...kind.headers },
    setupRequest: (request) =>
      typeof kind.body === 'function' ? { ...request, body: kind.body() } : request,
    onResponse: (status) => {
      const counts = tally[name];
      if (status === kind.expect) counts.expected++;
      else counts.other[status] = (counts.other[status] ?? 0) + 1;
    },
  }));
  const result = await autocannon({
    url,
    connections,
    duration: durationSeconds,
    requests,
  });
  const unexpected = Object.entries(tally).flatMap(([name, counts]) =>
    Object.entries(counts.other).map(([status, count]) => `${name}: ${count} × ${status}`),
  );
  if (result.errors) unexpected.push(`${result.errors} connection errors`);
  if (result.timeouts) unexpected.push(`${result.timeouts} timeouts`);
  return { result, tally, unexpected };
}
