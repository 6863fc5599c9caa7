import { describe, expect, it } from 'vitest';
import { emptyPanel, libraryStateSearch, parseLibraryState, toVideoFilter } from '../filters';

describe('The classes page state in the address', () => {
  it('leaves the defaults out: the plain page has no query string', () => {
    expect(libraryStateSearch({ view: { kind: 'all' }, sort: 'RECOMMENDED' }).toString()).toBe('');
    expect(
      libraryStateSearch({
        view: { kind: 'filtered', filters: emptyPanel() },
        sort: 'RECOMMENDED',
      }).toString(),
    ).toBe('');
    expect(parseLibraryState('')).toEqual({ view: { kind: 'all' }, sort: 'RECOMMENDED' });
  });

  it('writes the panel and reads it back the same', () => {
    const filters = {
      ...emptyPanel(),
      search: 'power',
      classTypes: ['Pilates', 'Barre'],
      studioIds: [2],
      equipment: ['None'],
      levels: ['Beginner'],
      bodyFocus: ['Core'],
      limitations: ['Prenatal'],
      targetMuscles: ['Glutes'],
      minutes: { min: 10, max: 45 },
      calories: { min: 0, max: 300 },
      hideCompleted: true,
    };
    const search = libraryStateSearch({ view: { kind: 'filtered', filters }, sort: 'NEWEST' });
    expect(search.toString()).toBe(
      'q=power&type=Pilates&type=Barre&equipment=None&level=Beginner&focus=Core&limitation=Prenatal&muscle=Glutes&studio=2&min=10&max=45&calmax=300&hide=completed&sort=newest',
    );
    expect(parseLibraryState(search)).toEqual({ view: { kind: 'filtered', filters }, sort: 'NEWEST' });
    expect(toVideoFilter({ kind: 'filtered', filters })).toEqual({
      search: 'power',
      classTypes: ['Pilates', 'Barre'],
      studioIds: [2],
      equipment: ['None'],
      levels: ['Beginner'],
      bodyFocus: ['Core'],
      limitations: ['Prenatal'],
      targetMuscles: ['Glutes'],
      minutes: { min: 10, max: 45 },
      calories: { max: 300 },
      hideCompleted: true,
    });
  });

  it('keeps one view: favorites win over anything else in the address', () => {
    expect(parseLibraryState('view=favorites&duration=0-15&type=Yoga').view).toEqual({ kind: 'favorites' });
    expect(parseLibraryState('duration=15-30&bodyfocus=Core').view).toEqual({
      kind: 'duration',
      bucket: '15-30',
    });
    expect(parseLibraryState('bodyfocus=Core&type=Yoga').view).toEqual({ kind: 'bodyFocus', focus: 'Core' });
  });

  it('maps the quick buttons to the library’s duration buckets and body focus', () => {
    expect(toVideoFilter({ kind: 'duration', bucket: '0-15' })).toEqual({ minutes: { min: 0, max: 15 } });
    expect(toVideoFilter({ kind: 'duration', bucket: '15-30' })).toEqual({ minutes: { min: 16, max: 30 } });
    expect(toVideoFilter({ kind: 'duration', bucket: '60+' })).toEqual({ minutes: { min: 61 } });
    expect(toVideoFilter({ kind: 'bodyFocus', focus: 'Lower Body' })).toEqual({ bodyFocus: ['Lower Body'] });
    expect(toVideoFilter({ kind: 'favorites' })).toBeNull();
  });

  it('ignores what it does not know: bad numbers, unknown sorts, views and buckets', () => {
    expect(parseLibraryState('min=abc&max=-4&calmax=9999&sort=random&view=secret&duration=7-8')).toEqual({
      view: { kind: 'all' },
      sort: 'RECOMMENDED',
    });
    const swapped = parseLibraryState('min=60&max=20');
    expect(swapped.view).toMatchObject({ kind: 'filtered', filters: { minutes: { min: 20, max: 60 } } });
    expect(parseLibraryState('studio=2&studio=x&studio=2').view).toMatchObject({
      filters: { studioIds: [2] },
    });
  });
});

describe("A studio's own site", () => {
  it('asks for that studio’s classes only, whatever the address names', async () => {
    const { catalogueVariables } = await import('../loaders');
    const asked = parseLibraryState('?studio=9&focus=Core');
    expect(catalogueVariables(asked, 3).filter).toMatchObject({ studioIds: [3], bodyFocus: ['Core'] });
    expect(catalogueVariables(parseLibraryState(''), 3)).toEqual({
      filter: { studioIds: [3] },
      sort: 'RECOMMENDED',
    });
    // The general site keeps the choice the address makes.
    expect(catalogueVariables(asked).filter).toMatchObject({ studioIds: [9] });
  });
});
