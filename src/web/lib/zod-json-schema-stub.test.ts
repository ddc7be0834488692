import { describe, expect, it } from 'vitest';
import * as processors from '../../../node_modules/zod/v4/core/json-schema-processors.js';
import * as toJsonSchema from '../../../node_modules/zod/v4/core/to-json-schema.js';
import * as stub from './zod-json-schema-stub';

describe('the stub of zod’s JSON Schema modules (web build, ADR 0047)', () => {
  it('exports every name the two modules export, so zod’s imports resolve after an upgrade', () => {
    const names = [...Object.keys(processors), ...Object.keys(toJsonSchema)].sort();
    expect(Object.keys(stub).sort()).toEqual(names);
  });

  it('throws when zod would produce a JSON Schema', () => {
    expect(() => stub.toJSONSchema()).toThrow('JSON Schema indisponible dans le navigateur');
    expect(() => stub.createToJSONSchemaMethod()()).toThrow('JSON Schema indisponible');
  });
});
