import { graphql } from '../../../graphql/generated';

/** The /admin/gst-returns route's query: one month's GSTR-1 files, with where to download each. */
export const GstReturnQuery = graphql(`
  query GstReturn($month: String!) {
    gstr1Return(month: $month) {
      month
      files {
        name
        title
        rows
        url
      }
    }
  }
`);
