import { getDirective, MapperKind, mapSchema } from '@graphql-tools/utils';
import {
  defaultFieldResolver,
  DirectiveLocation,
  GraphQLDirective,
  GraphQLEnumType,
  GraphQLNonNull,
  type GraphQLSchema,
} from 'graphql';
import { Directive } from 'type-graphql';
import type { SignedOutReason, Viewer } from '../modules/auth/tokens.js';
import { PublicError } from './errors.js';

/**
 * Who may use a field. The requirement is written once, as a directive on the field, so it is
 * visible to every client in schema.graphql; `enforceAuthDirective` reads the same directive back
 * from the built schema and guards the resolver. What the schema says is what the server does.
 */
export const Access = {
  /** Any signed-in account. */
  SIGNED_IN: 'SIGNED_IN',
  /** Admin accounts only. */
  ADMIN: 'ADMIN',
} as const;
export type Access = (typeof Access)[keyof typeof Access];

const AccessEnum = new GraphQLEnumType({
  name: 'Access',
  description: 'Who may use a field marked with @auth.',
  values: {
    SIGNED_IN: { value: Access.SIGNED_IN, description: 'Any signed-in account; anonymous callers get UNAUTHENTICATED.' },
    ADMIN: { value: Access.ADMIN, description: 'Admins only; anonymous callers get UNAUTHENTICATED, others FORBIDDEN.' },
  },
});

export const authDirective = new GraphQLDirective({
  name: 'auth',
  description: 'The field needs a signed-in caller, or an admin.',
  locations: [DirectiveLocation.FIELD_DEFINITION],
  args: { requires: { type: new GraphQLNonNull(AccessEnum) } },
});

/** Marks a query, mutation or field as needing a signed-in caller or an admin. */
export function Auth(requires: Access): MethodDecorator & PropertyDecorator {
  return Directive(`@auth(requires: ${requires})`);
}

export const NOT_SIGNED_IN_MESSAGE = 'You must be signed in to do this';
/** Told apart from a missing or unknown token, so a client knows to send the shopper back to sign in. */
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';
/** Told apart from a refused token: the client's code, not the shopper's session, needs fixing. */
export const MALFORMED_AUTHORIZATION_MESSAGE = 'The Authorization header must be "Bearer " followed by the token from login';
export const NOT_ADMIN_MESSAGE = 'Only an admin can do this';

const SIGNED_OUT_MESSAGES: Readonly<Record<SignedOutReason, string>> = {
  expired: SESSION_EXPIRED_MESSAGE,
  malformed_header: MALFORMED_AUTHORIZATION_MESSAGE,
};

export function assertAccess(viewer: Viewer | null, requires: Access, signedOutBecause: SignedOutReason | null = null): asserts viewer is Viewer {
  if (!viewer) throw new PublicError('UNAUTHENTICATED', signedOutBecause ? SIGNED_OUT_MESSAGES[signedOutBecause] : NOT_SIGNED_IN_MESSAGE);
  if (requires === Access.ADMIN && viewer.role !== 'admin') throw new PublicError('FORBIDDEN', NOT_ADMIN_MESSAGE);
}

/** The access a field requires according to its @auth directive, if it has one. */
export function requiredAccess(schema: GraphQLSchema, field: Parameters<typeof getDirective>[1]): Access | undefined {
  return getDirective(schema, field, authDirective.name)?.[0]?.requires as Access | undefined;
}

export function enforceAuthDirective(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field) => {
      const requires = requiredAccess(schema, field);
      if (!requires) return field;
      const resolve = field.resolve ?? defaultFieldResolver;
      return {
        ...field,
        resolve(source, args, context: { viewer: Viewer | null; signedOutBecause?: SignedOutReason | null }, info) {
          assertAccess(context.viewer, requires, context.signedOutBecause);
          return resolve(source, args, context, info);
        },
      };
    },
  });
}
