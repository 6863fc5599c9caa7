// Relay persisted queries. relay-compiler writes web/persisted-queries.json as
// { "<id>": "<query text>" }; the web client then sends only the id:
//   HTTP  POST /graphql  { "doc_id": "<id>", "variables": {…} }   (GET: ?doc_id=<id>&variables=…)
//   WS    subscribe payload { "query": "", "extensions": { "doc_id": "<id>" }, "variables": {…} }
//         (graphql-ws insists `query` is a string, so the id travels in `extensions`)
// The file is read once at startup. With PERSISTED_QUERIES_ONLY, query text is refused.
import { existsSync, readFileSync } from 'node:fs';
import type { RequestHandler } from 'express';
import { GraphQLError } from 'graphql';
import { ErrorCode } from '../errors/index.js';

export class PersistedQueries {
  private readonly texts: ReadonlySet<string>;

  private constructor(private readonly documents: ReadonlyMap<string, string>) {
    this.texts = new Set(documents.values());
  }

  /** Reads the file; a missing file knows no ids, a malformed one stops startup with its name. */
  static load(file: string): PersistedQueries {
    if (!existsSync(file)) return new PersistedQueries(new Map());
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new Error(`${file} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
      throw new Error(`${file} must map persisted query ids to query text`);
    }
    const documents = new Map<string, string>();
    for (const [id, text] of Object.entries(parsed)) {
      if (typeof text !== 'string') throw new Error(`${file}: persisted query '${id}' is not a string`);
      documents.set(id, text);
    }
    return new PersistedQueries(documents);
  }

  static of(documents: Record<string, string>): PersistedQueries {
    return new PersistedQueries(new Map(Object.entries(documents)));
  }

  get size(): number {
    return this.documents.size;
  }

  get(id: string): string | undefined {
    return this.documents.get(id);
  }

  /** Whether `text` is one of the persisted documents, word for word (sent by id or in full). */
  hasText(text: string): boolean {
    return this.texts.has(text);
  }
}

export const UNKNOWN_ID_MESSAGE = 'Unknown persisted query id';
export const ONLY_PERSISTED_MESSAGE =
  'Only persisted queries are accepted: send a known doc_id instead of query text.';

export function persistedQueryError(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: ErrorCode.PersistedQueryNotFound } });
}

export type Resolution = { ok: true; query: string | undefined } | { ok: false; message: string };

/** Decides what text an operation runs: the persisted document for an id, else (if allowed) its own text. */
export function resolveDocument(
  store: PersistedQueries,
  only: boolean,
  docId: unknown,
  query: unknown,
): Resolution {
  if (docId !== undefined && docId !== null && docId !== '') {
    const text = typeof docId === 'string' ? store.get(docId) : undefined;
    return text === undefined ? { ok: false, message: UNKNOWN_ID_MESSAGE } : { ok: true, query: text };
  }
  if (only) return { ok: false, message: ONLY_PERSISTED_MESSAGE };
  return { ok: true, query: typeof query === 'string' ? query : undefined };
}

function reject(res: Parameters<RequestHandler>[1], message: string): void {
  res.status(400).json({ errors: [{ message, extensions: { code: ErrorCode.PersistedQueryNotFound } }] });
}

/** Express middleware before Apollo: swaps a doc_id for its query text (POST body or GET search). */
export function persistedQueriesMiddleware(store: PersistedQueries, only: boolean): RequestHandler {
  return (req, res, next) => {
    if (req.method === 'POST') {
      const body: unknown = req.body;
      // Batches (arrays) and non-JSON bodies are Apollo's to refuse.
      if (!body || typeof body !== 'object' || Array.isArray(body)) return next();
      const request = body as Record<string, unknown>;
      const extensions =
        request.extensions && typeof request.extensions === 'object'
          ? (request.extensions as Record<string, unknown>)
          : {};
      const resolution = resolveDocument(store, only, request.doc_id ?? extensions.doc_id, request.query);
      if (!resolution.ok) return reject(res, resolution.message);
      if (resolution.query !== undefined) request.query = resolution.query;
      delete request.doc_id;
      delete extensions.doc_id;
      return next();
    }
    if (req.method === 'GET') {
      const url = new URL(req.url, 'http://gateway.local');
      const resolution = resolveDocument(
        store,
        only,
        url.searchParams.get('doc_id') ?? undefined,
        url.searchParams.get('query'),
      );
      if (!resolution.ok) return reject(res, resolution.message);
      if (url.searchParams.has('doc_id') && resolution.query !== undefined) {
        // The express5 integration reads the query string from req.url.
        url.searchParams.delete('doc_id');
        url.searchParams.set('query', resolution.query);
        req.url = `${url.pathname}${url.search}`;
      }
      return next();
    }
    return next();
  };
}
