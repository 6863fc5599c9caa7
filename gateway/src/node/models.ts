// Every object that implements Node, as resolvers receive it. Each model carries its GraphQL type
// name in `__typename`, which is how Node.__resolveType tells them apart.
import type { ClassTypeModel, StudioModel } from '../studios/models.js';

export type NodeModel = StudioModel | ClassTypeModel;
export type NodeTypeName = NodeModel['__typename'];
