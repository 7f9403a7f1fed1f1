import type { FastifyInstance } from 'fastify';

/**
 * The content policy of everything Sightline serves. Nothing may load from, frame, or talk to
 * another origin: customer-written text repeated by a model in a markdown image must not beacon
 * data out of the analyst's browser. Scripts come only from our own files (no inline script, no
 * eval). Styles may be inline: Angular and Material inject component styles as <style> elements
 * and set style attributes at run time; a style cannot run code or (with img-src and font-src
 * closed) fetch anything from elsewhere.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "media-src 'none'",
  "object-src 'none'",
  "frame-src 'none'",
  "worker-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

/**
 * Sets the headers on the raw response as each request arrives, so they are on every answer:
 * pages, files, JSON, errors, and the model streams written straight to the socket.
 */
export function addSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (_request, reply) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) reply.raw.setHeader(name, value);
  });
}
