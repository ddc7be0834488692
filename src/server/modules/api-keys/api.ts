/** The api-keys module's public entry (issue 36, ADR 0063): the keys of /api/v1 and their check. */

export { deleteApiKeysOf } from './queries';
export {
  API_KEY_RATE_RULE,
  apiCallerOf,
  apiKeyRateKey,
  guardWithApiKey,
  type TApiCaller,
  V1_MESSAGES,
} from './v1-auth';
export {
  V1_SECURITY,
  v1Description,
  v1NotFound,
  v1Responses,
  v1RouteConfig,
  withExample,
} from './v1-docs';
