// The gateway's entry point: settings from the environment (README lists them), one port, and a
// clean stop on Ctrl-C / SIGTERM.
import { createGateway } from './app.js';
import { configFromEnv } from './config.js';
import { startEventStream } from './events/index.js';
import { graphqlMode } from './http/health.js';

async function main(): Promise<void> {
  const config = configFromEnv();
  const gateway = await createGateway(config);
  const { url } = await gateway.listen();
  const persisted = gateway.persistedQueries.size;
  console.info(
    `gateway: listening on ${url} (GraphQL at ${url}/graphql, backend ${config.backendUrl}, ` +
      `${persisted} persisted ${persisted === 1 ? 'query' : 'queries'}` +
      `${config.compiledExecution === 'persisted' ? ' (run compiled)' : ''}` +
      `${config.persistedQueriesOnly ? ', persisted only' : ''}, ` +
      `graphql-js in ${graphqlMode()} mode)`,
  );
  // Live updates: the process's one backend event stream (src/events). A backend without it (404)
  // or refusing the token (401) only costs a logged warning and a quiet backoff.
  const events = config.eventsStream ? startEventStream(config, console) : null;
  // A session that ends (log-out, password reset) closes its live connections on this gateway too.
  events?.hub.onSessionEnded((tokenHashes) => gateway.endSessions(tokenHashes));
  // The backend changed its public catalogue (this gateway's cached catalogue goes at once) or a
  // live class (its cached schedule reads go).
  if (events) gateway.followChanges(events.stream);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      console.warn(`gateway: ${signal} again, exiting now`);
      process.exit(1);
    }
    stopping = true;
    console.info(`gateway: ${signal}, shutting down`);
    // The stream first: it ends every live-update subscription, so graphql-ws has nothing to wait for.
    Promise.resolve(events?.stop())
      .then(() => gateway.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error('gateway: shutdown failed', error);
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('gateway: failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
