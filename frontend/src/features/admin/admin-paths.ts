import { paths } from '../../app/paths';

/** `?edit=<product id>` on /admin/products opens that product's edit sheet. */
export const EDIT_PARAM = 'edit';

/** The products page with the edit sheet open on one product (used by the dashboard's lists). */
export function editProductPath(id: string): string {
  return `${paths.admin.products}?${new URLSearchParams({ [EDIT_PARAM]: id })}`;
}
