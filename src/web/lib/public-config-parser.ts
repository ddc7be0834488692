import { type TPublicConfig, ZPublicConfigResponse } from '../../shared/schemas/config';
import { parseResponse } from './parse-response';

/** The check of GET /api/config/public against the shared contract, imported on demand (with zod). */
export function parsePublicConfig(body: unknown): TPublicConfig {
  return parseResponse(ZPublicConfigResponse, body).config;
}
