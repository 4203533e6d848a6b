import type { ApolloServerPlugin } from '@apollo/server';
import { MAX_TEXT_LENGTH, MESSAGES } from '@threadline/domain';
import { Kind, visit, type DocumentNode } from 'graphql';
import { PublicError } from '../../shared/errors.js';
import { NUL_CHARACTER_MESSAGE, textProblemIn } from '../../shared/request-text.js';

/**
 * Refuses operations whose variables or string literals carry a NUL character or text over
 * MAX_TEXT_LENGTH (shared/request-text.ts), before anything runs.
 */
export function textGuardPlugin(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, request }) {
          const inVariables = textProblemIn(request.variables ?? {});
          const inLiterals = literalProblems(document);
          if (inVariables?.kind === 'nul' || inLiterals.nul) {
            throw new PublicError('BAD_USER_INPUT', NUL_CHARACTER_MESSAGE, { http: { status: 400 } });
          }
          const field = inVariables?.kind === 'too-long' ? inVariables.path : inLiterals.tooLong ? 'query' : null;
          if (field) throw new PublicError('BAD_USER_INPUT', `${field}: ${MESSAGES.TEXT_TOO_LONG}`, { field, http: { status: 400 } });
        },
      };
    },
  };
}

/** Both checks over the document's string literals, in one visit. */
function literalProblems(document: DocumentNode): { nul: boolean; tooLong: boolean } {
  const found = { nul: false, tooLong: false };
  visit(document, {
    [Kind.STRING]: (node) => {
      if (node.value.includes('\u0000')) found.nul = true;
      if (node.value.length > MAX_TEXT_LENGTH) found.tooLong = true;
    },
  });
  return found;
}
