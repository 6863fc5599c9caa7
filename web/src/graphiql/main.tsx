import { GraphiQL, type GraphiQLProps } from 'graphiql';
import { GraphQLError, type ExecutionResult } from 'graphql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readAuthToken } from '../relay/authToken';
import { GRAPHQL_PATH } from '../relay/endpoint';
import 'graphiql/style.css';

/** The first query a visitor sees: the studios, and the site this very host resolves to. */
const DEFAULT_QUERY = `# Welcome to the StreamFit graph.
# Press the run button (or Ctrl-Enter) to execute. The Docs panel lists every type.

query StudiosAndSite {
  site(host: "${window.location.host}") {
    mode
    host
    brand {
      name
      color
      pageTitle
      contactEmail
      trialEnabled
    }
  }
  studios(first: 5) {
    totalCount
    edges {
      cursor
      node {
        id
        name
        slug
        summary
        level
        classTypes
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
`;

/**
 * Sends the editor's text as a plain `query` (the playground is for exploring,
 * not persisted operations), with the member's token when one is stored.
 */
const fetcher: GraphiQLProps['fetcher'] = async (params, options) => {
  const token = readAuthToken();
  const response = await fetch(GRAPHQL_PATH, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      ...(token ? { Authorization: token } : {}),
      ...(options?.headers ?? {}),
    },
    body: JSON.stringify(params),
  });
  const text = await response.text();
  try {
    return JSON.parse(text) as ExecutionResult;
  } catch {
    // Show a non-JSON reply (a proxy error page, say) in the result pane.
    return { errors: [new GraphQLError(`HTTP ${response.status}: ${text.slice(0, 500)}`)] };
  }
};

const container = document.getElementById('graphiql');
if (!container) throw new Error('graphiql.html has no #graphiql element.');

createRoot(container).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultQuery={DEFAULT_QUERY} />
  </StrictMode>,
);
