import type { CodegenConfig } from '@graphql-codegen/cli';

// Typed documents for the storefront. The output is committed and CI regenerates and diffs it, so
// everything here must be deterministic: no timestamps, sorted input, stable file names.
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['frontend/src/**/*.{ts,tsx}', '!frontend/src/graphql/generated/**'],
  ignoreNoDocuments: false,
  generates: {
    'frontend/src/graphql/generated/': {
      preset: 'client',
      presetConfig: {
        // Apollo Client 4 has its own data masking; the preset's masking would fight it
        // (see shared STACK.md). Components read their fragment's fields from the parent's data.
        fragmentMasking: false,
      },
      config: {
        enumsAsTypes: true,
        useTypeImports: true,
        skipTypename: false,
        // Decimal is money's exact text ("1299.50"); it stays a string so no amount passes through a float.
        scalars: { DateTimeISO: 'string', Decimal: 'string' },
      },
    },
  },
};

export default config;
