// Validation rules that refuse documents too deep, too aliased or too expensive to be honest
// client requests. They run with graphql-js's specified rules, over HTTP and WebSocket alike; a
// failed rule is a validation error, which Apollo answers with HTTP 400.
import { GraphQLError, type ValidationRule } from 'graphql';
import type { ProtectionLimits } from '../config.js';
import { measureOperation } from './analysis.js';

function limitError(limit: string, message: string, maximum: number, actual: number, nodes: GraphQLError['nodes']) {
  return new GraphQLError(message, { nodes, extensions: { limit, maximum, actual } });
}

export function maxDepthRule(maxDepth: number): ValidationRule {
  return (context) => ({
    OperationDefinition(operation) {
      const { depth } = measureOperation(context, operation);
      if (depth > maxDepth) {
        context.reportError(
          limitError('depth', `Query is too deep: it nests fields ${depth} levels deep, and the limit is ${maxDepth}.`, maxDepth, depth, [operation]),
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
          limitError('aliases', `Query uses too many aliases: ${aliases}, and the limit is ${maxAliases}.`, maxAliases, aliases, [operation]),
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
        context.reportError(
          limitError(
            'cost',
            `Query is too expensive: its estimated cost is ${cost}, and the limit is ${maxCost}. Ask for fewer items with first/last, or fewer fields.`,
            maxCost,
            cost,
            [operation],
          ),
        );
      }
    },
  });
}

/** The gateway's own rules, added to graphql-js's specified rules. */
export function protectionRules(limits: ProtectionLimits): ValidationRule[] {
  return [maxDepthRule(limits.maxDepth), maxAliasesRule(limits.maxAliases), maxCostRule(limits.maxCost)];
}

/** Parser options: the token limit stops a huge document before it is even fully parsed. */
export function parseOptions(limits: ProtectionLimits): { maxTokens: number } {
  return { maxTokens: limits.maxTokens };
}
