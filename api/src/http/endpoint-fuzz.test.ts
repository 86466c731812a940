import { endpoints } from '@hanyu/contract';
import {
  endpointTable,
  envelopeProblem,
  exampleRequest,
  type RailsServer,
  type RailsUser,
  railsUser,
  startRailsServer,
} from '../test/contract-rails.ts';
import { primaryTestDatabase } from '../test/databases.ts';
import {
  FUZZ_CASES_PER_ENDPOINT,
  FUZZ_SEED,
  malformedCases,
  sampleOfCases,
} from '../test/malformed-inputs.ts';

/** Stands for a fresh session in generated cases: some cases end the caller's sessions when they succeed. */
const TOKEN = 'fuzz-session-token';

// Malformed input is refused before any SQL runs, so one database is enough: the production engine when
// there is one (the suite makes thousands of requests; twice would cost minutes of CI).
describe.each([primaryTestDatabase()])(
  'every endpoint of the contract under malformed input on $name',
  (target) => {
    let server: RailsServer;
    let caller: RailsUser;
    const tally = { requests: 0, serverErrors: 0 };

    beforeAll(async () => {
      server = await startRailsServer(target);
      caller = await railsUser(server.t, 'fuzzer', { orgOwner: true, operator: true });
    });
    afterAll(async () => {
      console.info(
        `fuzz on ${target.name} (seed ${FUZZ_SEED}, ${FUZZ_CASES_PER_ENDPOINT} cases per endpoint at most): ${tally.requests} requests, ${tally.serverErrors} 5xx`,
      );
      await server?.close();
    });

    it.each(endpointTable)(
      '%s: a 4xx in the envelope, no echo, and the server still answering',
      async (name, endpoint) => {
        const problems: string[] = [];
        const cases = sampleOfCases(malformedCases(endpoint, endpoint.auth ? TOKEN : undefined), name);
        for (const { label, request: build, longInputs } of cases) {
          const request = build();
          if (request.headers?.authorization === `Bearer ${TOKEN}`) {
            request.headers.authorization = `Bearer ${await caller.token()}`;
          }
          const answer = await server.send(request);
          tally.requests += 1;
          if (answer.status >= 500) tally.serverErrors += 1;
          if (answer.status >= 500 || answer.status < 200) problems.push(`${label}: status ${answer.status}`);
          const shape = envelopeProblem(answer);
          if (shape) problems.push(`${label}: ${answer.status} ${shape}`);
          for (const input of longInputs) {
            if (answer.text.includes(input.slice(0, 201)))
              problems.push(`${label}: the answer repeats the input`);
          }
        }
        const alive = await server.send(exampleRequest(endpoints.langs));
        expect(alive.status).toBe(200);
        expect(problems).toEqual([]);
      },
      180_000,
    );
  },
);
