import { useQuery } from '@apollo/client/react';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { Skeleton } from '../../ui/Skeleton';
import { AdminPageHead } from './components/AdminPageHead';
import { AdminStoreDetailsQuery } from './store-details/operations';
import { StoreDetailsForm } from './store-details/StoreDetailsForm';

/** /admin/store-details: the store as its GST invoices name it, and each product type's HSN code (issue 27). */
export function StoreDetailsPage() {
  const { data, error, loading, refetch } = useQuery(AdminStoreDetailsQuery, { fetchPolicy: 'cache-and-network' });
  const details = data?.storeDetails;
  return (
    <>
      <AdminPageHead title="Store details" note="What the store’s GST invoices print: its legal name, address, state and GSTIN, and the HSN code of each product type." />
      {error && !details ? (
        <Notice role="alert">
          <h2>The store details could not be loaded</h2>
          <Button $variant="primary" onPress={() => void refetch()}>
            Try again
          </Button>
        </Notice>
      ) : loading && !details ? (
        <Skeleton style={{ height: '24rem' }} />
      ) : details ? (
        <StoreDetailsForm details={details} />
      ) : null}
    </>
  );
}
