// A request builds a domain's loaders only when it first reads them, once, and keeps them for the
// whole request: a studios page never pays for the library's or the payments' loaders.
import { jest } from '@jest/globals';
import { createLoaders } from '../src/context.js';
import { domains } from '../src/domains.js';
import type { Domain } from '../src/graph/domain.js';
import { RestClient } from '../src/rest/client.js';

const rest = () => new RestClient({ baseUrl: 'http://127.0.0.1:1', timeoutMs: 100, retryDelaysMs: [] });
const domain = (name: string) =>
  (domains as readonly Domain<string, unknown, object>[]).find((candidate) => candidate.name === name)!;

afterEach(() => jest.restoreAllMocks());

test('a domain’s loaders are built on first read, once per request, and each request has its own', () => {
  const library = jest.spyOn(domain('library'), 'createLoaders');
  const studios = jest.spyOn(domain('studios'), 'createLoaders');
  const loaders = createLoaders(rest());
  expect(library).not.toHaveBeenCalled();
  expect(studios).not.toHaveBeenCalled();

  const first = loaders.studios;
  expect(loaders.studios).toBe(first);
  expect(studios).toHaveBeenCalledTimes(1);
  expect(library).not.toHaveBeenCalled();

  expect(loaders.library).toBe(loaders.library);
  expect(library).toHaveBeenCalledTimes(1);

  expect(createLoaders(rest()).studios).not.toBe(first);
});

test('a member change resets the loaders the request built, and builds none for it', () => {
  const live = domain('live');
  const forget = jest.spyOn(live, 'onMemberChange');
  const payments = jest.spyOn(domain('payments'), 'createLoaders');
  const loaders = createLoaders(rest());
  const built = loaders.live;
  // Reach memberChanged through a domain factory's `deps`, as the accounts domain does.
  let memberChanged: (() => void) | undefined;
  jest.spyOn(domain('progress'), 'createLoaders').mockImplementation((_rest, given) => {
    memberChanged = (given as { memberChanged(): void }).memberChanged;
    return { forgetMember() {} } as never;
  });
  void loaders.progress;
  memberChanged!();
  expect(forget).toHaveBeenCalledTimes(1);
  expect(forget).toHaveBeenCalledWith(built);
  expect(payments).not.toHaveBeenCalled();
});

test('stub loaders still replace the real ones they name', () => {
  const all = async () => [];
  const loaders = createLoaders(rest(), { studios: { all } });
  expect(loaders.studios.all).toBe(all);
  expect(typeof loaders.studios.bySlug).toBe('function');
});
