import 'reflect-metadata';
import './shared/graphql-enums.js';
import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { authDirective, enforceAuthDirective } from './shared/auth-directive.js';
import { AuthResolver } from './modules/auth/auth.resolver.js';
import { CatalogResolver } from './modules/catalog/catalog.resolver.js';
import { FeatureImagesResolver } from './modules/feature-images/feature-images.resolver.js';

export const RESOLVERS = [AuthResolver, CatalogResolver, FeatureImagesResolver] as const;

let built: Promise<GraphQLSchema> | undefined;

/** The schema is the same for every server in a process; build it once. */
export function graphqlSchema(): Promise<GraphQLSchema> {
  built ??= buildSchema({
    resolvers: RESOLVERS,
    directives: [authDirective],
    // Inputs are checked by the services and domain rules, which give the spec's messages.
    validate: false,
  }).then(enforceAuthDirective);
  return built;
}
