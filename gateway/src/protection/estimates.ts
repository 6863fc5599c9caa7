// How many items a list field without `first`/`last` may hold, per field: the one table the cost
// estimate reads (analysis.ts). A range counts by its span, so the estimate bounds the real work a
// query asks for; a variable is not known when a document is validated (Apollo validates once per
// document text), so it counts as the widest range the resolver accepts.
import {
  Kind,
  isAbstractType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  type FieldNode,
  type GraphQLSchema,
  type GraphQLType,
  type ValueNode,
} from 'graphql';

const DAY_MS = 86_400_000;

/**
 * Classes on one day of a schedule. The main site lists the classes of every partner studio (about
 * 40 of them), and a studio streams at most a class or two a day: 40 a day is a generous bound of
 * what one day of `liveSchedule` returns, and a white-label studio's own schedule holds far fewer.
 */
export const CLASSES_PER_DAY = 40;
/** The longest `liveSchedule` range the resolver accepts. */
export const MAX_SCHEDULE_DAYS = 31;
/** Workouts on one day of a member's calendar (booked live classes and planned videos). */
export const WORKOUTS_PER_DAY = 10;
/** `User.workouts` answers at most this many (its schema description says so). */
export const MAX_WORKOUTS = 1000;
/** The longest `User.workouts` range the resolver accepts (a year). */
export const MAX_WORKOUT_DAYS = 366;
/** A very active member's bookings from a day ago to a year ahead: about two classes a week. */
export const MAX_BOOKED_LIVE_CLASSES = 100;
/** Day passes from today on: a pass is for one day, so a month of them. */
export const MAX_DAY_PASSES = 31;
/** Saved payment cards: a member keeps a few. */
export const MAX_PAYMENT_CARDS = 10;
/** The calendars a member can sync with: Google and Outlook. */
export const CALENDAR_PROVIDERS = 2;

/** A month's days: `ProgressPeriod.days` holds at most one per day. */
export const MAX_MONTH_DAYS = 31;
/** The fitness profile's fields that can show a default: age, weight, gender. */
export const FITNESS_PROFILE_DEFAULTS = 3;
/** What a friends change removes: a request and its friendship. */
export const FRIENDS_CHANGE_REMOVED_IDS = 2;

/** Programs in the library: each studio offers a few. */
export const MAX_PROGRAMS = 100;
/** Videos in one program: a series of a few weeks. */
export const MAX_PROGRAM_VIDEOS = 30;
/** The choices of one catalogue list: partner studios (about 40), class types, equipment, muscles. */
export const MAX_CATALOGUE_CHOICES = 50;

/** Reads a field's arguments as written in the document; variables are null (unknown when validating). */
export interface ArgumentValues {
  /** A string literal's value; null for a variable, another kind of value or a missing argument. */
  string(name: string): string | null;
}

export function argumentValues(node: FieldNode): ArgumentValues {
  const find = (name: string): ValueNode | undefined =>
    node.arguments?.find((arg) => arg.name.value === name)?.value;
  return {
    string(name) {
      const value = find(name);
      return value?.kind === Kind.STRING ? value.value : null;
    },
  };
}

/** Whole days of `[from, to)`, part of a day counting as one, between 1 and `max`; `max` when unknown. */
export function spanDays(args: ArgumentValues, max: number): number {
  const from = Date.parse(args.string('from') ?? '');
  const to = Date.parse(args.string('to') ?? '');
  if (Number.isNaN(from) || Number.isNaN(to)) return max;
  return Math.min(max, Math.max(1, Math.ceil((to - from) / DAY_MS)));
}

/** `Type.field` → how many items the list may hold. Other lists: their page size, or DEFAULT_LIST_SIZE. */
export const LIST_ESTIMATES: Readonly<Record<string, (args: ArgumentValues) => number>> = {
  'Query.liveSchedule': (args) => spanDays(args, MAX_SCHEDULE_DAYS) * CLASSES_PER_DAY,
  'User.workouts': (args) => Math.min(MAX_WORKOUTS, spanDays(args, MAX_WORKOUT_DAYS) * WORKOUTS_PER_DAY),
  'User.bookedLiveClasses': () => MAX_BOOKED_LIVE_CLASSES,
  'User.dayPasses': () => MAX_DAY_PASSES,
  'User.paymentCards': () => MAX_PAYMENT_CARDS,
  'User.calendarConnections': () => CALENDAR_PROVIDERS,
  // The library: whole lists bounded by the catalogue, not by a page.
  'Query.programs': () => MAX_PROGRAMS,
  'Program.videos': () => MAX_PROGRAM_VIDEOS,
  'User.favoriteClassTypes': () => MAX_CATALOGUE_CHOICES,
  'User.favoriteStudios': () => MAX_CATALOGUE_CHOICES,
  'VideoFacets.classTypes': () => MAX_CATALOGUE_CHOICES,
  'VideoFacets.studios': () => MAX_CATALOGUE_CHOICES,
  'VideoFacets.equipment': () => MAX_CATALOGUE_CHOICES,
  'Dashboard.programs': () => MAX_PROGRAMS,
  'Dashboard.favoriteStudios': () => MAX_CATALOGUE_CHOICES,
  'Dashboard.favoriteClassTypes': () => MAX_CATALOGUE_CHOICES,
  // Progress and friends: lists bounded by the calendar and the schema, not by a page. The
  // connections (friends, requests, conversations, messages) count by `first`, at most 100.
  'ProgressPeriod.days': () => MAX_MONTH_DAYS,
  'FitnessProfile.defaults': () => FITNESS_PROFILE_DEFAULTS,
  'FriendsChange.removedIds': () => FRIENDS_CHANGE_REMOVED_IDS,
};

/**
 * Introspection reads the schema itself, so its real work is the schema's size: `types` holds every
 * type, and a type's `fields` (or enum values, input fields, …) the schema's average per type, so
 * the estimate of a whole introspection query is about the size of its answer.
 */
const introspectionSizes = new WeakMap<GraphQLSchema, Readonly<Record<string, number>>>();

export function introspectionEstimates(schema: GraphQLSchema): Readonly<Record<string, number>> {
  const known = introspectionSizes.get(schema);
  if (known) return known;
  const types = Object.values(schema.getTypeMap());
  let fields = 0;
  let args = 0;
  let inputFields = 0;
  let enumValues = 0;
  let interfaces = 0;
  let possibleTypes = 0;
  for (const type of types) {
    if (isObjectType(type) || isInterfaceType(type)) {
      const own = Object.values(type.getFields());
      fields += own.length;
      args += own.reduce((sum, field) => sum + field.args.length, 0);
      interfaces += type.getInterfaces().length;
    }
    if (isInputObjectType(type)) inputFields += Object.keys(type.getFields()).length;
    if (isEnumType(type)) enumValues += type.getValues().length;
    if (isAbstractType(type)) possibleTypes += schema.getPossibleTypes(type).length;
  }
  const directives = schema.getDirectives();
  // The deepest wrapping (`[LiveClass!]!` is 3): an `ofType` chain longer than that answers null.
  const wrappers = (type: GraphQLType): number =>
    isNonNullType(type) || isListType(type) ? 1 + wrappers(type.ofType) : 0;
  let ofTypeDepth = 0;
  for (const type of types) {
    const typed: { type: GraphQLType }[] = [];
    if (isObjectType(type) || isInterfaceType(type))
      for (const field of Object.values(type.getFields())) typed.push(field, ...field.args);
    if (isInputObjectType(type)) typed.push(...Object.values(type.getFields()));
    for (const { type: wrapped } of typed) ofTypeDepth = Math.max(ofTypeDepth, wrappers(wrapped));
  }
  for (const directive of directives)
    for (const arg of directive.args) ofTypeDepth = Math.max(ofTypeDepth, wrappers(arg.type));
  const perType = (total: number) => Math.max(1, Math.ceil(total / Math.max(1, types.length)));
  const sizes = {
    '__Schema.types': types.length,
    '__Schema.directives': directives.length,
    '__Type.fields': perType(fields),
    '__Type.inputFields': perType(inputFields),
    '__Type.enumValues': perType(enumValues),
    '__Type.interfaces': perType(interfaces),
    '__Type.possibleTypes': perType(possibleTypes),
    '__Field.args': Math.max(1, Math.ceil(args / Math.max(1, fields))),
    '__Directive.args': Math.max(
      1,
      Math.ceil(
        directives.reduce((sum, directive) => sum + directive.args.length, 0) /
          Math.max(1, directives.length),
      ),
    ),
    /** Not a list: how many `ofType` in a row can answer a type (the next one is null). */
    ofTypeDepth,
  };
  introspectionSizes.set(schema, sizes);
  return sizes;
}
