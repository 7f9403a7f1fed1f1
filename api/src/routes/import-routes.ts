import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { HttpError } from '../errors';
import { closeDatabase, openDatabase, type Store } from '../store/db';
import { importFile } from '../store/import';
import { previewImport } from '../store/import-preview';

/**
 * Import from the browser, the same code path as `npm run import`:
 * 1. `POST /api/import/files?name=export.csv` with the file as the raw body → an upload id, the
 *    file's profile, a suggested mapping and the first rows converted by it;
 * 2. `POST /api/import/preview` `{ upload, mapping }` → the first rows converted by `mapping`;
 * 3. `POST /api/import` `{ upload, mapping }` → NDJSON lines: `{ type: "progress", read, imported }`
 *    while it runs, then `{ type: "done", summary }` or `{ type: "error", message }`.
 * Like every /api route it is behind the token check. Uploads live in a temporary folder and are
 * removed after an import or after an hour.
 */

const UPLOAD_DIR = join(tmpdir(), 'sightline-uploads');
const MAX_UPLOAD_BYTES = 200 * 1024 * 1024;
const UPLOAD_TTL_MS = 60 * 60 * 1000;
const EXTENSIONS = new Set(['.csv', '.jsonl', '.ndjson']);
const UPLOAD_ID = /^[0-9a-f-]{36}$/;

const importBody = z.object({
  upload: z.string().regex(UPLOAD_ID, 'an upload id from POST /api/import/files'),
  mapping: z.record(z.string(), z.unknown()).optional(),
});

export async function importRoutes(
  app: FastifyInstance,
  options: {
    db: Store;
    /** Called after an import committed (the data dictionary is rebuilt then). */
    onImported?: () => void;
  },
): Promise<void> {
  const { db } = options;
  let importing = false;

  // Files arrive as they are (CSV or JSON Lines): streamed to disk, never parsed as a body.
  app.addContentTypeParser('*', { bodyLimit: MAX_UPLOAD_BYTES }, (_request, payload, done) =>
    done(null, payload),
  );

  app.post<{ Querystring: { name?: string } }>(
    '/import/files',
    { bodyLimit: MAX_UPLOAD_BYTES },
    async (request) => {
      const name = String(request.query.name ?? '').slice(0, 200);
      const extension = extname(name).toLowerCase();
      if (!EXTENSIONS.has(extension)) {
        throw new HttpError(400, 'unsupported_file', 'name must end in .csv, .jsonl or .ndjson');
      }
      removeOldUploads();
      const upload = randomUUID();
      const path = join(UPLOAD_DIR, `${upload}${extension}`);
      mkdirSync(UPLOAD_DIR, { recursive: true });
      const body = request.body as NodeJS.ReadableStream | Buffer | string | undefined;
      if (!body || typeof body === 'string' || Buffer.isBuffer(body)) {
        throw new HttpError(400, 'empty_file', 'send the file as the request body');
      }
      await pipeline(body, createWriteStream(path));
      try {
        return { upload, name, ...(await previewImport(path)) };
      } catch (error) {
        rmSync(path, { force: true });
        throw new HttpError(400, 'unreadable_file', messageOf(error));
      }
    },
  );

  app.post('/import/preview', async (request) => {
    const body = parseBody(request.body);
    const preview = await previewImport(uploadPath(body.upload), body.mapping);
    if (preview.problem) throw new HttpError(400, 'invalid_mapping', preview.problem);
    return preview;
  });

  app.post('/import', async (request, reply) => {
    const body = parseBody(request.body);
    const path = uploadPath(body.upload);
    if (db.readonly) throw new HttpError(409, 'read_only', 'the database is open read-only');
    if (importing) throw new HttpError(409, 'busy', 'another import is running; try again later');
    importing = true;
    // Its own connection: the import's transaction must not hold the one that serves requests.
    const target = db.name && db.name !== ':memory:' ? openDatabase(db.name) : db;
    reply.raw.writeHead(200, { 'content-type': 'application/x-ndjson; charset=utf-8' });
    const send = (line: object) => reply.raw.write(`${JSON.stringify(line)}\n`);
    try {
      const summary = await importFile(target, path, {
        mapping: body.mapping,
        onProgress: ({ read, imported }) => send({ type: 'progress', read, imported }),
      });
      options.onImported?.();
      send({
        type: 'done',
        summary: { ...summary, communications: { ...summary.communications, file: body.upload } },
      });
    } catch (error) {
      send({ type: 'error', message: messageOf(error) });
    } finally {
      importing = false;
      if (target !== db) closeDatabase(target);
      rmSync(path, { force: true });
      reply.raw.end();
    }
    return reply;
  });
}

function parseBody(body: unknown): z.infer<typeof importBody> {
  const parsed = importBody.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new HttpError(
      400,
      'invalid_request',
      `${issue.path.join('.') || 'body'}: ${issue.message}`,
    );
  }
  return parsed.data;
}

function uploadPath(upload: string): string {
  for (const extension of EXTENSIONS) {
    const path = join(UPLOAD_DIR, `${upload}${extension}`);
    if (existsSync(path)) return path;
  }
  throw new HttpError(404, 'not_found', 'no such upload (uploads are kept for an hour)');
}

function removeOldUploads(): void {
  if (!existsSync(UPLOAD_DIR)) return;
  for (const name of readdirSync(UPLOAD_DIR)) {
    const path = join(UPLOAD_DIR, name);
    if (Date.now() - statSync(path).mtimeMs > UPLOAD_TTL_MS) rmSync(path, { force: true });
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
