// The header's blog link: where BLOG_URL points on the general site, none on a studio's own site,
// none when BLOG_URL is unset; and a BLOG_URL that is not a web address stops the gateway at start.
import { configFromEnv } from '../src/config.js';
import { studioModel } from './support/models.js';
import { runQueryData } from './support/run-query.js';

const SECRET = 'q5Yt2m7kP0rW9xZc3VbN8aLs4DfG6hJe1uIo';
const studios = {
  all: async () => [studioModel({ shortName: 'BariStudio', whitelabelDomain: 'www.baristudio.tv' })],
};
const BLOG_QUERY = 'query ($host: String!) { site(host: $host) { mode blogUrl } }';

test('the general site links the configured blog', async () => {
  const data = await runQueryData(
    BLOG_QUERY,
    { studios },
    { blogUrl: 'https://blog.streamfit.tv/', variables: { host: 'localhost:4000' } },
  );
  expect(data).toEqual({ site: { mode: 'GENERAL', blogUrl: 'https://blog.streamfit.tv/' } });
});

test("a studio's white-label site links no blog of ours", async () => {
  const data = await runQueryData(
    BLOG_QUERY,
    { studios },
    { blogUrl: 'https://blog.streamfit.tv/', variables: { host: 'www.baristudio.tv' } },
  );
  expect(data).toEqual({ site: { mode: 'WHITE_LABEL', blogUrl: null } });
});

test('no BLOG_URL, no blog link', async () => {
  const data = await runQueryData(BLOG_QUERY, { studios }, { variables: { host: 'localhost:4000' } });
  expect(data).toEqual({ site: { mode: 'GENERAL', blogUrl: null } });
});

describe('BLOG_URL', () => {
  const env = (blog: string) => ({ NODE_ENV: 'production', EVENTS_STREAM_TOKEN: SECRET, BLOG_URL: blog });

  test('an absolute http(s) address is kept', () => {
    expect(configFromEnv(env('https://blog.streamfit.tv')).blogUrl).toBe('https://blog.streamfit.tv/');
    expect(configFromEnv(env('  ')).blogUrl).toBeNull();
  });

  test.each(['javascript:alert(1)', 'blog.streamfit.tv', '/blog', 'ftp://blog.streamfit.tv/'])(
    '%s stops the start, naming BLOG_URL',
    (blog) => {
      expect(() => configFromEnv(env(blog))).toThrow(/^BLOG_URL must be an absolute http\(s\) address/);
    },
  );
});
