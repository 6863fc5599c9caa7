// How the gateway executes an operation over HTTP once Apollo has parsed and validated it (every
// protection rule included). The web client's own documents (the persisted queries: text we wrote
// and shipped) run as JavaScript compiled once per document by graphql-jit, which completes a
// week's schedule or a library page in about half graphql-js's time; any other text a client sends
// runs on graphql-js itself, so a stranger's document never becomes generated code and never grows
// the compiled set. Both give the same answer: a compiled run that fails before executing (its
// variables refused) is answered by graphql-js, whose messages the clients and tests know.
import type { ApolloServerOptionsWithGateway } from '@apollo/server';
import { execute, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

type GatewayInterface = ApolloServerOptionsWithGateway<Record<string, unknown>>['gateway'];
type Executor = NonNullable<Awaited<ReturnType<GatewayInterface['load']>>['executor']>;

/** Which documents are compiled: the persisted ones (as deployed), every one (tests), or none. */
export type CompiledExecution = 'persisted' | 'every' | 'off';

export interface CompiledExecutionCounts {
  /** Operations answered by compiled code. */
  compiled: number;
  /** Operations answered by graphql-js (not compiled, or refused before executing). */
  interpreted: number;
  /** Documents compiled so far (each once). */
  documents: number;
}

export interface CompiledExecutor {
  /** Apollo's `gateway` option: the schema as given, and this executor. */
  readonly gateway: GatewayInterface;
  readonly counts: CompiledExecutionCounts;
}

/**
 * No compiled code for this document and operation (not one to compile, or graphql-jit refused it):
 * graphql-js runs it.
 */
const NOT_COMPILED = Symbol('not compiled');

/**
 * An Apollo `gateway` that serves `schema` unchanged and executes with compiled code whenever
 * `shouldCompile(text)` says the operation's text may be compiled.
 */
export function compiledExecutor(
  schema: GraphQLSchema,
  shouldCompile: (source: string) => boolean,
): CompiledExecutor {
  // Keyed by Apollo's parsed document (its document store hands back the same object for the same
  // text, so whether to compile is decided once per text), then by operation name: a document
  // leaves with its parse.
  const compiledByDocument = new WeakMap<
    DocumentNode,
    Map<string | null, CompiledQuery | typeof NOT_COMPILED>
  >();
  const counts: CompiledExecutionCounts = { compiled: 0, interpreted: 0, documents: 0 };

  const compiledFor = (
    document: DocumentNode,
    source: string,
    operationName: string | null,
  ): CompiledQuery | typeof NOT_COMPILED => {
    let byName = compiledByDocument.get(document);
    if (!byName) {
      byName = new Map();
      compiledByDocument.set(document, byName);
    }
    let compiled = byName.get(operationName);
    if (compiled === undefined) {
      const result = shouldCompile(source)
        ? compileQuery(schema, document, operationName ?? undefined)
        : NOT_COMPILED;
      compiled = result !== NOT_COMPILED && isCompiledQuery(result) ? result : NOT_COMPILED;
      if (compiled !== NOT_COMPILED) counts.documents += 1;
      byName.set(operationName, compiled);
    }
    return compiled;
  };

  const interpret = (
    document: DocumentNode,
    operationName: string | null,
    variables: Record<string, unknown> | undefined,
    contextValue: unknown,
  ): Promise<ExecutionResult> | ExecutionResult => {
    counts.interpreted += 1;
    return execute({ schema, document, contextValue, variableValues: variables, operationName });
  };

  const executor: Executor = async (request) => {
    const { document, operationName, source, context } = request;
    const variables = request.request.variables;
    const compiled = compiledFor(document, source, operationName);
    if (compiled === NOT_COMPILED) return interpret(document, operationName, variables, context);
    const result = await compiled.query(undefined, context, variables ?? {});
    // No data at all: the variables were refused before anything ran (nothing was read), and
    // graphql-js words that refusal as every client expects.
    if (!('data' in result) || result.data === undefined) {
      return interpret(document, operationName, variables, context);
    }
    counts.compiled += 1;
    return result;
  };

  const listeners = new Set<Parameters<GatewayInterface['onSchemaLoadOrUpdate']>[0]>();
  let stopped = false;
  const gateway: GatewayInterface = {
    onSchemaLoadOrUpdate(callback) {
      listeners.add(callback);
      return () => listeners.delete(callback);
    },
    async load() {
      if (stopped) throw new Error('compiled execution: loaded after stop');
      // The schema never changes while the process runs: told once, at load.
      for (const listener of listeners) listener({ apiSchema: schema, coreSupergraphSdl: '' });
      return { executor };
    },
    async stop() {
      stopped = true;
    },
  };
  return { gateway, counts };
}
