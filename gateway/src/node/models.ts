// Every object that implements Node, as resolvers receive it. Each model carries its GraphQL type
// name in `__typename`, which is how Node.__resolveType tells them apart.
import type { UserModel } from '../accounts/models.js';
import type { AttendanceModel, LiveClassBookingModel, LiveClassModel } from '../live/models.js';
import type { DayPassModel, PlanModel, ProductModel, SubscriptionModel } from '../payments/models.js';
import type { ClassTypeModel, StudioModel } from '../studios/models.js';
import type { VideoModel, WorkoutModel } from '../workouts/models.js';

export type NodeModel =
  | StudioModel
  | ClassTypeModel
  | UserModel
  | PlanModel
  | ProductModel
  | SubscriptionModel
  | DayPassModel
  | LiveClassModel
  | LiveClassBookingModel
  | WorkoutModel
  | VideoModel
  | AttendanceModel;
export type NodeTypeName = NodeModel['__typename'];
