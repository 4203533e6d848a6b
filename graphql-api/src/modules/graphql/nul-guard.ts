import type { ApolloServerPlugin } from '@apollo/server';
import { Kind, visit, type DocumentNode } from 'graphql';
import { PublicError } from '../../shared/errors.js';
import { containsNulCharacter, NUL_CHARACTER_MESSAGE } from '../../shared/nul-characters.js';

/** Refuses operations whose variables or string literals carry a NUL character. */
export function nulGuardPlugin(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, request }) {
          if (containsNulCharacter(request.variables) || hasNulLiteral(document)) {
            throw new PublicError('BAD_USER_INPUT', NUL_CHARACTER_MESSAGE, { http: { status: 400 } });
          }
        },
      };
    },
  };
}

function hasNulLiteral(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    [Kind.STRING]: (node) => {
      if (node.value.includes('\u0000')) found = true;
    },
  });
  return found;
}
