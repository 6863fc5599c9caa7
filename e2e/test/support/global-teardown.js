// Stops the stack global setup started (both run in the same process).
export default async function globalTeardown() {
  await globalThis.__STREAMFIT_STACK__?.stop();
}
