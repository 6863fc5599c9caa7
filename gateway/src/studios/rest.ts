// The studio catalogue's REST resources (API.md "Studios") and their decoders.
import type { RestClient } from '../rest/client.js';
import { array, bool, object, optionalStr, positiveInt, str, strings } from '../rest/decode.js';
import type { ClassTypeModel, StudioModel } from './models.js';

export const WEB_STUDIOS_PATH = '/api/basic/webStudiosInfo';
export const CLASS_TYPES_PATH = '/api/basic/classTypes';

/** Every studio, sorted by name: one call serves studios, studio(slug), site(host) and node(id). */
export async function fetchWebStudios(rest: RestClient): Promise<StudioModel[]> {
  const content = await rest.get(WEB_STUDIOS_PATH, { catalogue: true });
  return array(content, 'webStudiosInfo').map((row, index) =>
    decodeWebStudio(row, `webStudiosInfo[${index}]`),
  );
}

/** The class types, in the product's order. A read-only POST (the API's method), so cacheable. */
export async function fetchClassTypes(rest: RestClient): Promise<ClassTypeModel[]> {
  const content = await rest.post(CLASS_TYPES_PATH, { catalogue: true });
  return array(content, 'classTypes').map((row, index) => {
    const classType = object(row, `classTypes[${index}]`);
    return {
      __typename: 'ClassType',
      id: positiveInt(classType.id, `classTypes[${index}].id`),
      name: str(classType.name),
    };
  });
}

export function decodeWebStudio(row: unknown, what: string): StudioModel {
  const studio = object(row, what);
  const name = str(studio.name);
  return {
    __typename: 'Studio',
    id: positiveInt(studio.id, `${what}.id`),
    name,
    shortName: str(studio.shortName),
    slug: str(studio.slug),
    about: str(studio.about),
    summary: str(studio.summary),
    classTypes: strings(studio.classTypes),
    equipment: strings(studio.equipment),
    // null (absent) and '' (blank) mean different things to the Studio.level resolver.
    levels: typeof studio.levels === 'string' ? studio.levels : null,
    instructors: (Array.isArray(studio.instructors) ? studio.instructors : []).map((raw) => {
      const instructor = object(raw, `${what}.instructors[]`);
      return {
        name: str(instructor.name),
        bio: str(instructor.bio),
        imageUrl: optionalStr(instructor.imageUrl),
      };
    }),
    feedback: (Array.isArray(studio.feedback) ? studio.feedback : []).map((raw) => {
      const item = object(raw, `${what}.feedback[]`);
      return { name: str(item.name), feedback: str(item.feedback) };
    }),
    logoUrl: optionalStr(studio.logoUrl),
    hero: optionalStr(studio.hero),
    combinedLogo: optionalStr(studio.combinedLogo),
    img2: optionalStr(studio.img2),
    aboutImg: optionalStr(studio.aboutImg),
    howItWorks: optionalStr(studio.howItWorks),
    webStudioImgUrl: Array.isArray(studio.webStudioImgUrl)
      ? studio.webStudioImgUrl.map((url) => optionalStr(url))
      : [],
    headerTitle: str(studio.headerTitle),
    headerDescription: str(studio.headerDescription),
    introH1: str(studio.introH1),
    introH2: str(studio.introH2),
    closingH1: str(studio.closingH1),
    closingH2: str(studio.closingH2),
    contactEmail: optionalStr(studio.contactEmail),
    trialEnabled: bool(studio.trialEnabled, true),
    isOnWhiteLabel: bool(studio.isOnWhiteLabel, false),
    whitelabelDomain: optionalStr(studio.whitelabelDomain),
    colorCode: optionalStr(studio.colorCode),
    pageTitle: optionalStr(studio.pageTitle),
    faviconUrl: optionalStr(studio.faviconUrl),
  };
}
