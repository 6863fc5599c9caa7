// Parsed and validated operations of the WebSocket, by their text: a page that thousands of
// visitors keep open sends the same subscription thousands of times, and each one costs a parse
// and a validation (the protection rules, cost included) only the first time. Only documents that
// passed are kept, so a refused one is refused again in full; the cache is bounded (least recently
// used goes first). Persisted-query rules are applied before the text is looked up, so an id the
// gateway does not know, or a text in PERSISTED_QUERIES_ONLY mode, never reaches it.
import {
  getNamedType,
  GraphQLError,
  parse,
  TypeInfo,
  validate,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';

export interface CachedDocument {
  readonly document: DocumentNode;
  /** A number for this entry, shorter than the text as a key (a re-parsed text gets a new one). */
  readonly id: number;
  /**
   * Whether the answer can depend on who asks: a field about the viewer (`viewer…`,
   * `…ForViewer`, the member's own pushes), a User, or one of VIEWER_FIELDS. Such operations are
   * executed per session; the others once for every subscriber (subscription-fanout.ts).
   */
  readonly viewerDependent: boolean;
}

/**
 * Fields whose value depends on the signed-in member although their name does not say so. A field
 * missing here is answered as a visitor would see it (never with another member's data); the
 * gateway test that lists every field a subscription can reach makes each new one be decided.
 */
export const VIEWER_FIELDS: ReadonlySet<string> = new Set([
  'Video.canWatch',
  'Video.playback',
  'Video.purchasePrice',
  'Video.calories',
  'LiveClass.friendsBooked',
]);

export function isViewerDependent(schema: GraphQLSchema, document: DocumentNode): boolean {
  const typeInfo = new TypeInfo(schema);
  let dependent = false;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const parent = typeInfo.getParentType();
        const type = typeInfo.getType();
        const name = node.name.value;
        if (
          /viewer/i.test(name) ||
          (parent != null && VIEWER_FIELDS.has(`${parent.name}.${name}`)) ||
          (type != null && getNamedType(type).name === 'User')
        ) {
          dependent = true;
        }
      },
    }),
  );
  return dependent;
}

export class DocumentCache {
  private readonly entries = new Map<string, CachedDocument>();
  private nextId = 1;
  /** Lookups answered from the cache, and those that parsed and validated. */
  hits = 0;
  misses = 0;

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly rules: readonly ValidationRule[],
    private readonly maxTokens: number,
    private readonly maxEntries = 500,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** The document of `text`, parsed with the token limit and validated; its errors when it is refused. */
  get(text: string): CachedDocument | readonly GraphQLError[] {
    const cached = this.entries.get(text);
    if (cached) {
      this.hits += 1;
      // Map order is insertion order: moving the entry to the end makes it the most recent.
      this.entries.delete(text);
      this.entries.set(text, cached);
      return cached;
    }
    this.misses += 1;
    let document: DocumentNode;
    try {
      document = parse(text, { maxTokens: this.maxTokens });
    } catch (error) {
      if (error instanceof GraphQLError) return [error];
      throw error;
    }
    const errors = validate(this.schema, document, this.rules);
    if (errors.length > 0) return errors;
    const entry: CachedDocument = {
      document,
      id: this.nextId++,
      viewerDependent: isViewerDependent(this.schema, document),
    };
    this.entries.set(text, entry);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return entry;
  }
}
