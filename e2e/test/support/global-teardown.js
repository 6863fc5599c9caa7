export default async function globalTeardown {
  await globalThis.__STREAMFIT_STACK__?.stop();
}
