// One walk over an operation that measures what the limits check: nesting depth, aliases and an
// estimated cost. Fragments are expanded (each spread counts) but each fragment is measured once,
// so a document of fragments spreading fragments cannot make the walk itself expensive.
import {
  Kind,
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

export interface Measure {
  /** Deepest field nesting: `{ a { b } }` is 2. */
  depth: number;
  /** Aliased fields, fragments expanded. */
  aliases: number;
  /**
   * Fields the answer may hold: each field counts 1, and the fields under a list count once per
   * item it may have: `first`/`last` (a variable counts as its default, else the page cap), the
   * length of a literal list argument (nodes(ids:)), else DEFAULT_LIST_SIZE.
   */
  cost: number;
}

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
      const definition = operation.variableDefinitions?.find((v) => v.variable.name.value === value.name.value);
      const fallback = definition?.defaultValue;
      return fallback?.kind === Kind.INT ? Number(fallback.value) : null;
    }
    return null;
  }

  function itemsPerParent(node: FieldNode, field: GraphQLField<unknown, unknown> | undefined): number {
    const args = node.arguments ?? [];
    const pageArgs = args.filter((arg) => arg.name.value === 'first' || arg.name.value === 'last');
    if (pageArgs.length > 0) {
      return Math.max(...pageArgs.map((arg) => Math.max(0, Math.min(intValue(arg.value) ?? MAX_PAGE_SIZE, MAX_PAGE_SIZE))));
    }
    // A connection asked for without first/last gets the default page, the cap.
    if (field?.args.some((arg) => arg.name === 'first' || arg.name === 'last')) return MAX_PAGE_SIZE;
    if (!field || !isListType(getNullableType(field.type))) return 1;
    // Connection edges are already counted by the connection's page size.
    if (node.name.value === 'edges') return 1;
    const lists = args.map((arg) => arg.value).filter((value) => value.kind === Kind.LIST || value.kind === Kind.VARIABLE);
    const listLengths = lists.map((value) => (value.kind === Kind.LIST ? value.values.length : MAX_PAGE_SIZE));
    return listLengths.length > 0 ? Math.max(...listLengths) : DEFAULT_LIST_SIZE;
  }

  function walk(selectionSet: SelectionSetNode, parentType: GraphQLNamedType | undefined): Measure {
    let depth = 0;
    let aliases = 0;
    let cost = 0;
    const add = (m: Measure, extraDepth: number) => {
      depth = Math.max(depth, m.depth + extraDepth);
      aliases += m.aliases;
    };

    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.alias) aliases += 1;
        // Introspection (__schema, __type, __typename) is bounded by graphql-js's own
        // MaxIntrospectionDepthRule and must stay usable by GraphiQL: its depth and cost are not
        // measured (its aliases are, above).
        if (selection.name.value.startsWith('__')) continue;
        const field =
          parentType && (isObjectType(parentType) || isInterfaceType(parentType))
            ? parentType.getFields()[selection.name.value]
            : undefined;
        if (!selection.selectionSet) {
          depth = Math.max(depth, 1);
          cost += 1;
          continue;
        }
        const child = walk(selection.selectionSet, field ? getNamedType(field.type) : undefined);
        add(child, 1);
        cost += 1 + itemsPerParent(selection, field) * child.cost;
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parentType;
        const child = walk(selection.selectionSet, type ?? undefined);
        add(child, 0);
        cost += child.cost;
      } else {
        const child = measureFragment(selection.name.value);
        add(child, 0);
        cost += child.cost;
      }
    }
    return { depth, aliases, cost };
  }

  function measureFragment(name: string): Measure {
    const known = fragmentMeasures.get(name);
    if (known) return known;
    const fragment = context.getFragment(name);
    // Unknown or cyclic fragments are other rules' errors (KnownFragmentNames, NoFragmentCycles).
    if (!fragment || inProgress.has(name)) return ZERO;
    inProgress.add(name);
    const result = walk(fragment.selectionSet, schema.getType(fragment.typeCondition.name.value) ?? undefined);
    inProgress.delete(name);
    fragmentMeasures.set(name, result);
    return result;
  }

  const rootType = schema.getRootType(operation.operation) ?? undefined;
  const result = walk(operation.selectionSet, rootType);
  perContext.set(operation, result);
  return result;
}
