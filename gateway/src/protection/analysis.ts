// One walk over an operation that measures what the limits check: nesting depth, aliases and an
// estimated cost. Fragments are expanded (each spread counts) but each fragment is measured once,
// so a document of fragments spreading fragments cannot make the walk itself expensive.
//
// The cost is measured on the answer's shape, as graphql-js executes it: fields with the same
// response key in one selection set (through fragments too) are resolved once and counted once,
// while each alias is its own field. Lists count their items (estimates.ts); a walk that would
// visit more than MAX_COST_WORK selections stops and counts as unbounded.
import {
  Kind,
  SchemaMetaFieldDef,
  TypeMetaFieldDef,
  TypeNameMetaFieldDef,
  getNamedType,
  getNullableType,
  isInterfaceType,
  isListType,
  isObjectType,
  type FieldNode,
  type GraphQLField,
  type GraphQLNamedType,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValueNode,
} from 'graphql';
import { MAX_PAGE_SIZE } from '../relay/connection.js';
import { LIST_ESTIMATES, argumentValues, introspectionEstimates } from './estimates.js';

export interface Measure {
  /** Deepest field nesting: `{ a { b } }` is 2. */
  depth: number;
  /** Aliased fields, fragments expanded. */
  aliases: number;
  /**
   * Fields the answer may hold: each response key counts 1, and the fields under a list count once
   * per item it may have: `first`/`last` (a variable counts as its default, else the page cap), the
   * field's estimate (estimates.ts: ranges by their span, member lists by their caps), the length of
   * a literal list argument (nodes(ids:)), else DEFAULT_LIST_SIZE. Infinity when too big to measure.
   */
  cost: number;
}

/** Selections the cost walk may visit before it gives up and calls the operation unbounded. */
export const MAX_COST_WORK = 100_000;

/** Assumed length of a list field with nothing that says how long it is (instructors, equipment …). */
export const DEFAULT_LIST_SIZE = 10;

const ZERO: Measure = { depth: 0, aliases: 0, cost: 0 };

/** Cached per validation run: the three limit rules share one walk. */
const measured = new WeakMap<ValidationContext, WeakMap<OperationDefinitionNode, Measure>>();

export function measureOperation(context: ValidationContext, operation: OperationDefinitionNode): Measure {
  let perContext = measured.get(context);
  if (!perContext) {
    perContext = new WeakMap();
    measured.set(context, perContext);
  }
  const cached = perContext.get(operation);
  if (cached) return cached;

  const schema = context.getSchema();
  const fragmentMeasures = new Map<string, Measure>();
  const inProgress = new Set<string>();

  /** The Int a value node stands for, reading a variable's default; null when unknown. */
  function intValue(value: ValueNode): number | null {
    if (value.kind === Kind.INT) return Number(value.value);
    if (value.kind === Kind.VARIABLE) {
      const definition = operation.variableDefinitions?.find(
        (v) => v.variable.name.value === value.name.value,
      );
      const fallback = definition?.defaultValue;
      return fallback?.kind === Kind.INT ? Number(fallback.value) : null;
    }
    return null;
  }

  function itemsPerParent(
    node: FieldNode,
    field: GraphQLField<unknown, unknown> | undefined,
    parentType: GraphQLNamedType | undefined,
  ): number {
    const args = node.arguments ?? [];
    const pageArgs = args.filter((arg) => arg.name.value === 'first' || arg.name.value === 'last');
    if (pageArgs.length > 0) {
      return Math.max(
        ...pageArgs.map((arg) => Math.max(0, Math.min(intValue(arg.value) ?? MAX_PAGE_SIZE, MAX_PAGE_SIZE))),
      );
    }
    // A connection asked for without first/last gets the default page, the cap.
    if (field?.args.some((arg) => arg.name === 'first' || arg.name === 'last')) return MAX_PAGE_SIZE;
    if (!field || !isListType(getNullableType(field.type))) return 1;
    // Connection edges are already counted by the connection's page size.
    if (node.name.value === 'edges') return 1;
    const key = parentType ? `${parentType.name}.${field.name}` : '';
    const estimate = LIST_ESTIMATES[key];
    if (estimate) return estimate(argumentValues(node));
    const introspected = introspectionEstimates(schema)[key];
    if (introspected !== undefined) return introspected;
    const lists = args
      .map((arg) => arg.value)
      .filter((value) => value.kind === Kind.LIST || value.kind === Kind.VARIABLE);
    const listLengths = lists.map((value) =>
      value.kind === Kind.LIST ? value.values.length : MAX_PAGE_SIZE,
    );
    return listLengths.length > 0 ? Math.max(...listLengths) : DEFAULT_LIST_SIZE;
  }

  function fieldOf(
    parentType: GraphQLNamedType | undefined,
    name: string,
  ): GraphQLField<unknown, unknown> | undefined {
    // The meta-fields are not in a type's own fields; the context's TypeInfo is not at this node.
    if (name === '__schema') return SchemaMetaFieldDef;
    if (name === '__type') return TypeMetaFieldDef;
    if (name === '__typename') return TypeNameMetaFieldDef;
    return parentType && (isObjectType(parentType) || isInterfaceType(parentType))
      ? parentType.getFields()[name]
      : undefined;
  }

  /** Depth and aliases; each fragment measured once. */
  function walk(selectionSet: SelectionSetNode, parentType: GraphQLNamedType | undefined): Measure {
    let depth = 0;
    let aliases = 0;
    const add = (m: Measure, extraDepth: number) => {
      depth = Math.max(depth, m.depth + extraDepth);
      aliases += m.aliases;
    };

    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.alias) aliases += 1;
        // Introspection (__schema, __type, __typename) is bounded by graphql-js's own
        // MaxIntrospectionDepthRule and must stay usable by GraphiQL: its depth is not measured
        // (its aliases are, above).
        if (selection.name.value.startsWith('__')) continue;
        if (!selection.selectionSet) {
          depth = Math.max(depth, 1);
          continue;
        }
        const field = fieldOf(parentType, selection.name.value);
        add(walk(selection.selectionSet, field ? getNamedType(field.type) : undefined), 1);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition
          ? schema.getType(selection.typeCondition.name.value)
          : parentType;
        add(walk(selection.selectionSet, type ?? undefined), 0);
      } else {
        add(measureFragment(selection.name.value), 0);
      }
    }
    return { depth, aliases, cost: 0 };
  }

  function measureFragment(name: string): Measure {
    const known = fragmentMeasures.get(name);
    if (known) return known;
    const fragment = context.getFragment(name);
    // Unknown or cyclic fragments are other rules' errors (KnownFragmentNames, NoFragmentCycles).
    if (!fragment || inProgress.has(name)) return ZERO;
    inProgress.add(name);
    const result = walk(
      fragment.selectionSet,
      schema.getType(fragment.typeCondition.name.value) ?? undefined,
    );
    inProgress.delete(name);
    fragmentMeasures.set(name, result);
    return result;
  }

  /** A field as found in a selection set, with the type it was selected on (fragments change it). */
  interface Collected {
    node: FieldNode;
    parentType: GraphQLNamedType | undefined;
  }
  class TooMuchWork extends Error {}
  let work = 0;

  /** Gathers the fields of selection sets by response key, through fragments (each once per level, never an ancestor). */
  function collect(
    selectionSet: SelectionSetNode,
    parentType: GraphQLNamedType | undefined,
    into: Map<string, Collected[]>,
    expanded: Set<string>,
    ancestors: ReadonlySet<string>,
  ): void {
    for (const selection of selectionSet.selections) {
      work += 1;
      if (work > MAX_COST_WORK) throw new TooMuchWork();
      if (selection.kind === Kind.FIELD) {
        const key = selection.alias?.value ?? selection.name.value;
        const list = into.get(key);
        if (list) list.push({ node: selection, parentType });
        else into.set(key, [{ node: selection, parentType }]);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition
          ? schema.getType(selection.typeCondition.name.value)
          : parentType;
        collect(selection.selectionSet, type ?? undefined, into, expanded, ancestors);
      } else {
        const name = selection.name.value;
        if (expanded.has(name) || ancestors.has(name)) continue;
        expanded.add(name);
        const fragment = context.getFragment(name);
        if (!fragment) continue;
        collect(
          fragment.selectionSet,
          schema.getType(fragment.typeCondition.name.value) ?? undefined,
          into,
          expanded,
          ancestors,
        );
      }
    }
  }

  /** The cost of the merged selection sets of one response key (or of the operation). */
  function costOf(
    sets: readonly { selectionSet: SelectionSetNode; type: GraphQLNamedType | undefined }[],
    ancestors: ReadonlySet<string>,
    ofTypeChain = 0,
  ): number {
    const fields = new Map<string, Collected[]>();
    const expanded = new Set<string>();
    for (const { selectionSet, type } of sets) collect(selectionSet, type, fields, expanded, ancestors);
    const inner = new Set([...ancestors, ...expanded]);
    let cost = 0;
    for (const collected of fields.values()) {
      // Introspection counts like any field (its depth alone is exempt, see walk).
      const children: { selectionSet: SelectionSetNode; type: GraphQLNamedType | undefined }[] = [];
      let items = 0;
      // Introspection's `ofType` beyond the schema's deepest wrapping answers null: nothing under it.
      const first = collected[0];
      const chain =
        first?.parentType?.name === '__Type' && first.node.name.value === 'ofType' ? ofTypeChain + 1 : 0;
      if (chain > (introspectionEstimates(schema).ofTypeDepth ?? 0)) {
        cost += 1;
        continue;
      }
      for (const { node, parentType } of collected) {
        const field = fieldOf(parentType, node.name.value);
        if (!node.selectionSet) continue;
        children.push({
          selectionSet: node.selectionSet,
          type: field ? getNamedType(field.type) : undefined,
        });
        items = Math.max(items, itemsPerParent(node, field, parentType));
      }
      cost += children.length === 0 ? 1 : 1 + items * costOf(children, inner, chain);
    }
    return cost;
  }

  const rootType = schema.getRootType(operation.operation) ?? undefined;
  const shape = walk(operation.selectionSet, rootType);
  let cost: number;
  try {
    cost = costOf([{ selectionSet: operation.selectionSet, type: rootType }], new Set());
  } catch (error) {
    if (!(error instanceof TooMuchWork)) throw error;
    cost = Number.POSITIVE_INFINITY;
  }
  const result = { depth: shape.depth, aliases: shape.aliases, cost };
  perContext.set(operation, result);
  return result;
}
