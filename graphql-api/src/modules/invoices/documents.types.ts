import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'One file of a GSTR-1 return: a table of the GST portal’s offline tool as CSV.' })
export class Gstr1File {
  @Field(() => String, { description: "The offline tool's name for the table, used as the file name, e.g. `b2b.csv`, `hsn(b2c).csv`." })
  name!: string;

  @Field(() => String, { description: 'What the table holds, for people: e.g. "B2B invoices (registered buyers)".' })
  title!: string;

  @Field(() => Int, { description: 'How many data rows the file has (the header not counted); a file may have none.' })
  rows!: number;

  @Field(() => String, {
    description:
      'Where an admin downloads it: `/documents/gstr1/<YYYY-MM>/<name>`, a path on the store’s origin answering `text/csv` as an ' +
      'attachment to the admin’s session cookie or bearer token.',
  })
  url!: string;
}

@ObjectType({ description: 'A month’s GSTR-1 return as CSV files, from the tax invoices and credit notes issued in it.' })
export class Gstr1Return {
  @Field(() => String, { description: 'The month, YYYY-MM, by the documents’ IST dates.' })
  month!: string;

  @Field(() => [Gstr1File], {
    description:
      'Every file of the return, in the portal’s order (b2b, b2cl, b2cs, cdnr, cdnur, hsn(b2b), hsn(b2c), docs), each present even with no rows. ' +
      'Bills of supply are not part of GSTR-1 and are left out.',
  })
  files!: Gstr1File[];
}
