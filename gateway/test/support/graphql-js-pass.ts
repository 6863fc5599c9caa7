// The suite's second pass: every gateway the harness starts executes on graphql-js alone.
process.env.GATEWAY_TEST_EXECUTION = 'off';
