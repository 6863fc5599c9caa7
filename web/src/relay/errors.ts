/** A GraphQL error as the gateway sends it (`extensions.code` names the failure). */
export interface GraphQLErrorPayload {
  message: string;
  path?: ReadonlyArray<string | number>;
  extensions?: { code?: string; [key: string]: unknown };
}

/** The request reached no usable answer: offline, gateway down, or a non-GraphQL reply. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** The gateway answered, but with errors and no data: the whole operation failed. */
export class GraphQLRequestError extends Error {
  override readonly name = 'GraphQLRequestError';
  readonly codes: string[];
  constructor(
    readonly operationName: string,
    readonly errors: ReadonlyArray<GraphQLErrorPayload>,
  ) {
    super(`${operationName} failed: ${errors.map((error) => error.message).join('; ') || 'unknown error'}`);
    this.codes = errors
      .map((error) => error.extensions?.code)
      .filter((code): code is string => typeof code === 'string');
  }
}

/** Text a visitor can read for any error thrown while loading a page. */
export function describeLoadError(error: unknown): string {
  if (error instanceof NetworkError) {
    return 'We could not reach the site. Check your connection and try again.';
  }
  if (error instanceof GraphQLRequestError) {
    return 'Something went wrong while loading this page. Please try again in a moment.';
  }
  return 'Something unexpected happened. Please try again.';
}
