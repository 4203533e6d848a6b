import { isEnumType, isInputObjectType, isInterfaceType, isObjectType, isScalarType, isSpecifiedScalarType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { graphqlSchema } from '../src/schema.js';

// The schema is the public documentation third-party frontends build on: every type and every
// field says what it is. A new field without a description fails here.

const schema = await graphqlSchema();
const ownTypes = Object.values(schema.getTypeMap()).filter(
  (type) => !type.name.startsWith('__') && !(isScalarType(type) && isSpecifiedScalarType(type)),
);

describe('schema documentation', () => {
  it('describes every type', () => {
    // type-graphql offers no description for the root types; their fields carry the documentation.
    const rootTypes = new Set(['Query', 'Mutation']);
    expect(ownTypes.filter((type) => !rootTypes.has(type.name) && !type.description?.trim()).map((type) => type.name)).toEqual([]);
  });

  it('describes every field and input field', () => {
    const undocumented = ownTypes.flatMap((type) => {
      if (!isObjectType(type) && !isInterfaceType(type) && !isInputObjectType(type)) return [];
      return Object.values(type.getFields())
        .filter((field) => !field.description?.trim())
        .map((field) => `${type.name}.${field.name}`);
    });
    expect(undocumented).toEqual([]);
  });

  it('lists the enums it documents', () => {
    expect(ownTypes.filter(isEnumType).map((type) => type.name)).toEqual(expect.arrayContaining(['Category', 'OrderStatus', 'UserErrorCode']));
  });
});
