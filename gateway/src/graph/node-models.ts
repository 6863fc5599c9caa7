// Every object that implements Node, as resolvers receive it. Each model carries its GraphQL type
// name in `__typename`, which is how Node.__resolveType tells them apart. Read from the generated
// types (the schema's Node types, with codegen.yml's model for each), so a domain adding a Node
// type adds nothing here, and this folder depends on no domain.
import type { ResolversInterfaceTypes, ResolversTypes } from '../__generated__/resolvers-types.js';

/** The model of any Node type. */
export type NodeModel = ResolversInterfaceTypes<ResolversTypes>['Node'];
/** The schema's types that implement Node. */
export type NodeTypeName = NodeModel['__typename'];
