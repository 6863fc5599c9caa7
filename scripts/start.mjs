// `npm start` (after `npm run build`): runs the whole product and prints the one URL to open.
// A part that dies on its own is started again (the gateway rides out a backend restart by
// itself); one that keeps dying stops the product with a clear message instead of looping.
import { productionModeEnv, RESTART_POLICY, startStack } from './stack.mjs';

let stack;
let stopping = false;

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping StreamFit…');
  await stack?.stop();
  process.exit(code);
}

process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

try {
  stack = await startStack({
    // Libraries (graphql-js above all) in production mode; the install stays a development one.
    env: productionModeEnv(process.env),
    supervise: true,
    onRestart: (name, reason) =>
      console.error(`The ${name} stopped unexpectedly (${reason}); it was started again.`),
    onGiveUp: (name, reason) => {
      console.error(
        `The ${name} stopped unexpectedly (${reason}) more than ${RESTART_POLICY.maxRestarts} times in ` +
          `${RESTART_POLICY.windowMs / 60_000} minutes; stopping StreamFit. Its output above says why.`,
      );
      void shutdown(1);
    },
  });
} catch (error) {
  console.error(`StreamFit could not start: ${error.message}`);
  process.exit(1);
}

console.log(
  `\nStreamFit is running at ${stack.url}\n  GraphQL playground: ${stack.url}/graphql\n  Press Ctrl-C to stop.\n`,
);
