import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { SECURITY_HEADERS } from './security-headers';

/**
 * `npm run dev` serves the app from `ng serve`, not from the API: angular.json gives the dev
 * server the same headers, so a CSP violation shows up while developing, not first in production.
 * angular.json is plain JSON and cannot import the policy; this keeps the two copies equal.
 */
describe('the dev server headers', () => {
  it('are the headers the API serves, content policy included', () => {
    const angular = JSON.parse(
      readFileSync(new URL('../../angular.json', import.meta.url), 'utf8'),
    ) as {
      projects: Record<string, { architect: { serve: { options?: { headers?: object } } } }>;
    };
    const [project] = Object.values(angular.projects);
    const headers = project!.architect.serve.options?.headers ?? {};
    const served = Object.fromEntries(
      Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value as unknown]),
    );
    assert.deepEqual(served, SECURITY_HEADERS);
  });
});
