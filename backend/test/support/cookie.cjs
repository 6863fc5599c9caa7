'use strict';
// Jest-only stand-in for the `cookie` package (see jest.config.js). cookie@2 is ESM-only, and
// light-my-request (behind fastify's app.inject) require()s it; Jest's CommonJS loader cannot
// require an ES module before Node 24.9. light-my-request only uses stringifySetCookie, to
// encode cookies passed to inject(), which is all this provides.
function stringifySetCookie(cookie) {
  if (!/^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/.test(cookie.name)) {
    throw new TypeError(`argument name is invalid: ${cookie.name}`);
  }
  return `${cookie.name}=${encodeURIComponent(String(cookie.value))}`;
}

module.exports = { stringifySetCookie };
