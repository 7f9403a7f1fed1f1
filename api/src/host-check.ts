import type { FastifyInstance } from 'fastify';
import { isIP } from 'node:net';
import { errorBody } from './errors';

/** Interfaces that only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  const name = host.toLowerCase().replace(/^\[|\]$/g, '');
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  if (name === '::1' || name === '0:0:0:0:0:0:0:1') return true;
  if (isIP(name) === 4) return name.startsWith('127.');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(name);
  return mapped !== null && mapped[1]!.startsWith('127.');
}

/** Wildcard interfaces name no host a browser would send. */
function isWildcard(host: string): boolean {
  return host === '0.0.0.0' || host === '::' || host === '[::]';
}

/**
 * The host name of a `Host` header without its port (`[::1]:4280` → `::1`), lower-cased; undefined
 * when the header is missing or not a host name.
 */
export function hostName(header: string | undefined): string | undefined {
  const value = header?.trim().toLowerCase();
  if (!value) return undefined;
  const bracketed = /^\[([0-9a-f:.]+)\](?::\d{1,5})?$/.exec(value);
  if (bracketed) return bracketed[1];
  const plain = /^([a-z0-9._-]+)(?::\d{1,5})?$/.exec(value);
  return plain?.[1]?.replace(/\.$/, '');
}

/**
 * Whether a request's Host header names this server: a loopback name, the configured HOST, or one
 * of the configured extra names (`*.example.com` allows sub-domains).
 */
export function hostAllowed(
  header: string | undefined,
  options: { host: string; allowedHosts: readonly string[] },
): boolean {
  const name = hostName(header);
  if (name === undefined) return false;
  if (isLoopbackHost(name)) return true;
  const configured = options.host.toLowerCase().replace(/^\[|\]$/g, '');
  if (!isWildcard(configured) && name === configured) return true;
  return options.allowedHosts.some((allowed) => {
    const pattern = allowed.toLowerCase();
    if (pattern.startsWith('*.')) return name.endsWith(pattern.slice(1));
    return name === pattern.replace(/^\[|\]$/g, '');
  });
}

/**
 * Refuses requests whose Host header is not this server's: a page on another site that rebinds
 * its DNS name to 127.0.0.1 sends its own name as Host, so it cannot read the API or the app.
 */
export function requireKnownHost(
  app: FastifyInstance,
  options: { host: string; allowedHosts: readonly string[] },
): void {
  app.addHook('onRequest', async (request, reply) => {
    if (hostAllowed(request.headers.host, options)) return;
    return reply
      .code(403)
      .send(
        errorBody(
          'unknown_host',
          'This server does not answer for that Host; add it to SIGHTLINE_ALLOWED_HOSTS',
        ),
      );
  });
}
