// Validation rules that refuse documents too deep, too aliased or too expensive to be honest
// client requests. They run with graphql-js's specified rules, over HTTP and WebSocket alike; a
// failed rule is a validation error, which Apollo answers with HTTP 400.
import { GraphQLError, type ValidationRule } from 'graphql';
import { measureOperation } from './analysis.js';

/** Limits applied to every incoming GraphQL document (the GRAPHQL_MAX_* settings, config.ts). */
export interface ProtectionLimits {
  /** Deepest field nesting allowed (introspection fields excluded: graphql-js bounds those itself). */
  maxDepth: number;
  /** Most aliases one operation may use, counted through its fragments. */
  maxAliases: number;
  /** Highest estimated cost (fields × page sizes) one operation may have. */
  maxCost: number;
  /** Most lexical tokens a document may have; the parser stops at this count. */
  maxTokens: number;
}

function limitError(
  limit: string,
  message: string,
  maximum: number,
  actual: number,
  nodes: GraphQLError['nodes'],
) {
  return new GraphQLError(message, { nodes, extensions: { limit, maximum, actual } });
}

export function maxDepthRule(maxDepth: number): ValidationRule {
  return (context) => ({
    OperationDefinition(operation) {
      const { depth } = measureOperation(context, operation);
      if (depth > maxDepth) {
        context.reportError(
          limitError(
            'depth',
            `Query is too deep: it nests fields ${depth} levels deep, and the limit is ${maxDepth}.`,
            maxDepth,
            depth,
            [operation],
          ),
        );
      }
    },
  });
}

export function maxAliasesRule(maxAliases: number): ValidationRule {
  return (context) => ({
    OperationDefinition(operation) {
      const { aliases } = measureOperation(context, operation);
      if (aliases > maxAliases) {
        context.reportError(
          limitError(
            'aliases',
            `Query uses too many aliases: ${aliases}, and the limit is ${maxAliases}.`,
            maxAliases,
            aliases,
            [operation],
          ),
        );
      }
    },
  });
}

export function maxCostRule(maxCost: number): ValidationRule {
  return (context) => ({
    OperationDefinition(operation) {
      const { cost } = measureOperation(context, operation);
      if (cost > maxCost) {
        // Infinity: too big to measure at all (the walk gave up).
        const shown = Number.isFinite(cost) ? String(cost) : `far over ${maxCost}`;
        context.reportError(
          limitError(
            'cost',
            `Query is too expensive: its estimated cost is ${shown}, and the limit is ${maxCost}. Ask for fewer items with first/last, a shorter range, or fewer fields.`,
            maxCost,
            Number.isFinite(cost) ? cost : maxCost + 1,
            [operation],
          ),
        );
      }
    },
  });
}

export const INTROSPECTION_DISABLED_MESSAGE = 'Introspection is disabled on this server.';

/** Refuses `__schema` and `__type` (not `__typename`, which clients need to tell types apart). */
export const noIntrospectionRule: ValidationRule = (context) => ({
  Field(node) {
    if (node.name.value === '__schema' || node.name.value === '__type') {
      context.reportError(
        new GraphQLError(INTROSPECTION_DISABLED_MESSAGE, {
          nodes: [node],
          extensions: { code: 'INTROSPECTION_DISABLED' },
        }),
      );
    }
  },
});

/** The gateway's own rules, added to graphql-js's specified rules. */
export function protectionRules(
  limits: ProtectionLimits,
  options: { introspection?: boolean } = {},
): ValidationRule[] {
  const rules = [
    maxDepthRule(limits.maxDepth),
    maxAliasesRule(limits.maxAliases),
    maxCostRule(limits.maxCost),
  ];
  return options.introspection === false ? [noIntrospectionRule, ...rules] : rules;
}

/** Parser options: the token limit stops a huge document before it is even fully parsed. */
export function parseOptions(limits: ProtectionLimits): { maxTokens: number } {
  return { maxTokens: limits.maxTokens };
}
