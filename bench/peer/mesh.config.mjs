// The peer the gateway is compared with: GraphQL Mesh composed over the backend's published
// OpenAPI document (GET /api/openapi.json), as a team would do instead of writing a gateway.
// peer.mjs runs `mesh-compose` with PEER_OPENAPI_SOURCE (the document, saved to a file) and
// PEER_BACKEND_URL (where the composed graph's REST calls go).
import { defineConfig } from '@graphql-mesh/compose-cli';
import { loadOpenAPISubgraph } from '@omnigraph/openapi';

export const composeConfig = defineConfig({
  subgraphs: [
    {
      sourceHandler: loadOpenAPISubgraph('StreamFit', {
        source: process.env.PEER_OPENAPI_SOURCE,
        endpoint: process.env.PEER_BACKEND_URL,
        // The catalogue's read-only POSTs are reads: queries, as in our graph.
        selectQueryOrMutationField: [
          { type: 'query', fieldName: 'post_api_video_videos' },
          { type: 'query', fieldName: 'post_api_basic_classTypes' },
        ],
      }),
    },
  ],
});
