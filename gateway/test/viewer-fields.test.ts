// Live updates are executed once for every subscriber whose document asks nothing about who they
// are, WITHOUT a token (document-cache.ts). A field whose answer depends on the member but is not
// recognised would then show a member the visitor's answer. This test lists every field a
// subscription can reach outside the member's own data and compares it with the reviewed list
// below, so a new field has to be decided: public (add it here) or the member's (VIEWER_FIELDS).
import { getNamedType, isInterfaceType, isObjectType, parse, type GraphQLNamedType } from 'graphql';
import { defaultConfig } from '../src/config.js';
import { isViewerDependent, VIEWER_FIELDS } from '../src/document-cache.js';
import { loadSchema } from '../src/schema.js';

const schema = loadSchema(defaultConfig().schemaFile);
/** Reviewed: the same answer for every subscriber. */
const PUBLIC: string[] = [
  'Equipment.hack',
  'Equipment.key',
  'Equipment.name',
  'Instructor.bio',
  'Instructor.imageUrl',
  'Instructor.name',
  'LiveClass.cancelledAt',
  'LiveClass.databaseId',
  'LiveClass.description',
  'LiveClass.endsAt',
  'LiveClass.hasEnded',
  'LiveClass.id',
  'LiveClass.instructor',
  'LiveClass.isOnMainSite',
  'LiveClass.minutesDuration',
  'LiveClass.price',
  'LiveClass.startsAt',
  'LiveClass.studio',
  'LiveClass.studioLogoUrl',
  'LiveClass.studioTimeZone',
  'LiveClass.title',
  'LiveScheduleChange.changedFields',
  'LiveScheduleChange.eventId',
  'LiveScheduleChange.kind',
  'LiveScheduleChange.liveClass',
  'Money.amount',
  'Money.cents',
  'Money.currency',
  'Money.formatted',
  'Studio.about',
  'Studio.classTypes',
  'Studio.closingH1',
  'Studio.closingH2',
  'Studio.contactEmail',
  'Studio.databaseId',
  'Studio.equipment',
  'Studio.headerDescription',
  'Studio.headerTitle',
  'Studio.id',
  'Studio.images',
  'Studio.instructors',
  'Studio.introH1',
  'Studio.introH2',
  'Studio.level',
  'Studio.name',
  'Studio.shortName',
  'Studio.slug',
  'Studio.summary',
  'Studio.testimonials',
  'Studio.trialEnabled',
  'Studio.whiteLabel',
  'StudioImages.about',
  'StudioImages.combinedLogo',
  'StudioImages.hero',
  'StudioImages.howItWorks',
  'StudioImages.img2',
  'StudioImages.logo',
  'Testimonial.author',
  'Testimonial.text',
  'WhiteLabel.color',
  'WhiteLabel.domain',
  'WhiteLabel.faviconUrl',
  'WhiteLabel.localAlias',
  'WhiteLabel.pageTitle',
];

/** Reached from Subscription, not through the member's own data (a `viewer…` field or a User). */
function publicFields(): string[] {
  const seen = new Set<string>();
  const fields = new Set<string>();
  const visit = (type: GraphQLNamedType) => {
    if (seen.has(type.name) || type.name === 'User') return;
    seen.add(type.name);
    const possible = isInterfaceType(type) ? schema.getPossibleTypes(type) : [];
    for (const implementation of possible) visit(implementation);
    if (!isObjectType(type) && !isInterfaceType(type)) return;
    for (const field of Object.values(type.getFields())) {
      const name = `${type.name}.${field.name}`;
      if (/viewer/i.test(field.name) || VIEWER_FIELDS.has(name)) continue;
      const target = getNamedType(field.type);
      if (target.name === 'User') continue;
      if (type.name !== 'Subscription') fields.add(name);
      visit(target);
    }
  };
  visit(schema.getSubscriptionType()!);
  return [...fields].sort();
}

test('every field a shared live update can reach is reviewed as the same for every subscriber', () => {
  // Each of these reads only what a visitor may read too (the catalogue, the schedule, a class's
  // public facts). A field that reads the member's plan, bookings, friends or profile belongs in
  // VIEWER_FIELDS instead.
  expect(publicFields()).toEqual(PUBLIC);
});

test('a document asking for a member-dependent field is executed per session', () => {
  for (const field of VIEWER_FIELDS) {
    const [type, name] = field.split('.') as [string, string];
    const owner = schema.getType(type);
    if (!isObjectType(owner)) throw new Error(`${type} is not an object type`);
    const target = getNamedType(owner.getFields()[name]!.type);
    const selection = isObjectType(target) || isInterfaceType(target) ? `${name} { __typename }` : name;
    const document =
      type === 'LiveClass'
        ? `subscription { liveScheduleChanged { liveClass { ${selection} } } }`
        : `subscription { liveScheduleChanged { liveClass { id } } } fragment F on ${type} { ${selection} }`;
    expect([field, isViewerDependent(schema, parse(document))]).toEqual([field, true]);
  }
  expect(
    isViewerDependent(schema, parse('subscription { liveScheduleChanged { liveClass { title } } }')),
  ).toBe(false);
});
