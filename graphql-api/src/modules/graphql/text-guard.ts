import type { ApolloServerPlugin } from '@apollo/server';
import { MAX_TEXT_LENGTH, MESSAGES } from '@threadline/domain';
import { Kind, visit, type DocumentNode, type ValueNode } from 'graphql';
import { PublicError } from '../../shared/errors.js';
import { NUL_CHARACTER_MESSAGE, textProblemIn } from '../../shared/request-text.js';

/**
 * Refuses operations whose variables or string literals carry a NUL character, text that is not
 * well formed (a lone UTF-16 surrogate) or text over MAX_TEXT_LENGTH (shared/request-text.ts),
 * before anything runs: every argument of every operation, whatever its field. The last two are
 * named in `extensions.field` by the argument they were given for (`input.message`), as a client
 * wrote it in the schema's terms, whether it came in a variable (of any name) or written into the
 * query. A literal cannot carry a lone surrogate: GraphQL's parser refuses one (GRAPHQL_PARSE_FAILED).
 */
export function textGuardPlugin(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, request }) {
          const inVariables = textProblemIn(request.variables ?? {});
          const passed = argumentsOf(document);
          if (inVariables?.kind === 'nul' || passed.nul) {
            throw new PublicError('BAD_USER_INPUT', NUL_CHARACTER_MESSAGE, { http: { status: 400 } });
          }
          if (inVariables?.kind === 'not-well-formed') {
            const field = passed.pathOfVariable(inVariables.path);
            throw new PublicError('BAD_USER_INPUT', `${field}: ${inVariables.message}`, { field, http: { status: 400 } });
          }
          const field = inVariables?.kind === 'too-long' ? passed.pathOfVariable(inVariables.path) : passed.tooLong;
          if (field) throw new PublicError('BAD_USER_INPUT', `${field}: ${MESSAGES.TEXT_TOO_LONG}`, { field, http: { status: 400 } });
        },
      };
    },
  };
}

interface DocumentArguments {
  /** Whether a string literal carries a NUL character. */
  nul: boolean;
  /** The argument path of the first string literal over the limit, if any. */
  tooLong: string | null;
  /** `input.message` of variable `$i` passed as `input`, from the variable's path `i.message`. */
  pathOfVariable(variablePath: string): string;
}

/** Walks every argument of the document once: its string literals, and where each variable is passed. */
function argumentsOf(document: DocumentNode): DocumentArguments {
  const passedAs = new Map<string, string>();
  const defaults: Array<{ variable: string; value: ValueNode }> = [];
  let nul = false;
  let tooLong: string | null = null;
  const walk = (value: ValueNode, path: string): void => {
    switch (value.kind) {
      case Kind.STRING:
        if (value.value.includes('\u0000')) nul = true;
        if (value.value.length > MAX_TEXT_LENGTH) tooLong ??= path;
        return;
      case Kind.VARIABLE:
        if (!passedAs.has(value.name.value)) passedAs.set(value.name.value, path);
        return;
      case Kind.LIST:
        value.values.forEach((item, index) => walk(item, `${path}.${index}`));
        return;
      case Kind.OBJECT:
        for (const field of value.fields) walk(field.value, `${path}.${field.name.value}`);
        return;
      default:
        return;
    }
  };
  visit(document, {
    [Kind.ARGUMENT]: (node) => {
      walk(node.value, node.name.value);
      return false;
    },
    [Kind.VARIABLE_DEFINITION]: (node) => {
      if (node.defaultValue) defaults.push({ variable: node.variable.name.value, value: node.defaultValue });
      return false;
    },
  });
  // A default value is text of the argument its variable is passed as.
  for (const { variable, value } of defaults) walk(value, passedAs.get(variable) ?? variable);
  return {
    nul,
    tooLong,
    pathOfVariable(variablePath) {
      const [variable = '', ...rest] = variablePath.split('.');
      return [passedAs.get(variable) ?? variable, ...rest].join('.');
    },
  };
}
