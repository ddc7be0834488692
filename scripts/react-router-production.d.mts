/** Types of react-router-production.mjs, for vite.config.ts. */
export declare const REACT_ROUTER_PRODUCTION: Array<{ find: RegExp; replacement: string }>;
