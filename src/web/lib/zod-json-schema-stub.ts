/**
 * Stands in for zod's JSON Schema modules in the web build (vite.config.ts, ADR 0047). Zod's classic
 * schemas import them for `toJSONSchema()` and a few getters that the browser never calls, and
 * the bundler cannot drop them: 5 kB of compressed JavaScript on every page. Each export keeps
 * its name (zod-json-schema-stub.test.ts) and throws if it is ever called.
 */
function unavailable(): never {
  throw new Error('JSON Schema indisponible dans le navigateur');
}

/** The methods zod builds at schema creation: each throws when called. */
const unavailableMethod = () => unavailable;

export const aggregateChecks = unavailable;
export const allProcessors = {};
export const anyProcessor = unavailable;
export const arrayProcessor = unavailable;
export const bigintProcessor = unavailable;
export const booleanProcessor = unavailable;
export const catchProcessor = unavailable;
export const customProcessor = unavailable;
export const dateProcessor = unavailable;
export const defaultProcessor = unavailable;
export const enumProcessor = unavailable;
export const fileProcessor = unavailable;
export const functionProcessor = unavailable;
export const intersectionProcessor = unavailable;
export const lazyProcessor = unavailable;
export const literalProcessor = unavailable;
export const mapProcessor = unavailable;
export const nanProcessor = unavailable;
export const neverProcessor = unavailable;
export const nonoptionalProcessor = unavailable;
export const nullProcessor = unavailable;
export const nullableProcessor = unavailable;
export const numberProcessor = unavailable;
export const objectProcessor = unavailable;
export const optionalProcessor = unavailable;
export const pipeProcessor = unavailable;
export const prefaultProcessor = unavailable;
export const promiseProcessor = unavailable;
export const readonlyProcessor = unavailable;
export const recordProcessor = unavailable;
export const setProcessor = unavailable;
export const stringProcessor = unavailable;
export const successProcessor = unavailable;
export const symbolProcessor = unavailable;
export const templateLiteralProcessor = unavailable;
export const toJSONSchema = unavailable;
export const transformProcessor = unavailable;
export const tupleProcessor = unavailable;
export const undefinedProcessor = unavailable;
export const unionProcessor = unavailable;
export const unknownProcessor = unavailable;
export const voidProcessor = unavailable;
export const createStandardJSONSchemaMethod = unavailableMethod;
export const createToJSONSchemaMethod = unavailableMethod;
export const extractDefs = unavailable;
export const finalize = unavailable;
export const handleUnrepresentable = unavailable;
export const initializeContext = unavailable;
export const process = unavailable;
export const processSchema = unavailable;
