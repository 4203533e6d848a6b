import type { ApolloServerPlugin } from '@apollo/server';
import { MESSAGES, MAX_TEXT_LENGTH } from '@threadline/domain';
import { Kind, visit, type DocumentNode } from 'graphql';
import { PublicError } from '../../shared/errors.js';
import { overlongTextPath } from '../../shared/text-limits.js';

/** Refuses operations whose variables or string literals hold text over MAX_TEXT_LENGTH. */
export function textLimitPlugin(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, request }) {
          const field = overlongTextPath(request.variables ?? {}) ?? (hasOverlongLiteral(document) ? 'query' : null);
          if (field) throw new PublicError('BAD_USER_INPUT', `${field}: ${MESSAGES.TEXT_TOO_LONG}`, { field, http: { status: 400 } });
        },
      };
    },
  };
}

function hasOverlongLiteral(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    [Kind.STRING]: (node) => {
      if (node.value.length > MAX_TEXT_LENGTH) found = true;
    },
  });
  return found;
}
