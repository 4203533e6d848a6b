import { useMutation, useQuery } from '@apollo/client/react';
import { formatOrderDate, MESSAGES, validateImageChosen } from '@threadline/domain';
import { useState } from 'react';
import styled from 'styled-components';
import type { AdminFeatureImage_FeatureImageFragment } from '../../graphql/generated/graphql';
import { Button } from '../../ui/Button';
import { ResponsiveImage } from '../../ui/ResponsiveImage';
import { Skeleton } from '../../ui/Skeleton';
import { toast } from '../../ui/toast-queue';
import { SectionTitle } from '../../ui/Typography';
import { media } from '../../ui/theme';
import { ADMIN_MESSAGES } from './admin-messages';
import { Notice } from '../../ui/Notice';
import { AddBesideList, AddPanel } from './components/AddBesideList';
import { AdminPageHead } from './components/AdminPageHead';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ImageUpload } from './components/ImageUpload';
import { AddFeatureImageMutation, AdminFeatureImagesQuery, DeleteFeatureImageMutation } from './feature-images/operations';

const Panel = styled(AddPanel)`
  p {
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.muted};
  }
`;

const Current = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Images = styled.ol`
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Figure = styled.figure`
  margin: 0;
  display: grid;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 8 / 3;
    object-fit: cover;
    background: ${({ theme }) => theme.color.imageWell};
  }
  figcaption {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[2]} ${theme.space[2]} ${theme.space[4]}`};
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.muted};
  }
`;

function imageName(position: number): string {
  return `Hero image ${position}`;
}

/** /admin/features: upload a hero image for the home carousel, and remove old ones. */
export function FeaturesPage() {
  const { data, error, loading, refetch } = useQuery(AdminFeatureImagesQuery, { fetchPolicy: 'cache-and-network' });
  const [image, setImage] = useState('');
  const [isUploading, setIsUploading] = useState(false);
  const [uploadSession, setUploadSession] = useState(0);
  const [deleting, setDeleting] = useState<{ image: AdminFeatureImage_FeatureImageFragment; name: string } | null>(null);
  const [addFeatureImage, { loading: isAdding }] = useMutation(AddFeatureImageMutation, {
    refetchQueries: ['AdminFeatureImages'],
    awaitRefetchQueries: true,
  });
  const [deleteFeatureImage, { loading: isDeleting }] = useMutation(DeleteFeatureImageMutation, {
    refetchQueries: ['AdminFeatureImages'],
    awaitRefetchQueries: true,
  });

  const add = async () => {
    const missing = validateImageChosen(image);
    if (missing) {
      toast({ variant: 'destructive', title: missing });
      return;
    }
    try {
      const { data: result } = await addFeatureImage({ variables: { input: { image } } });
      const refusal = result?.addFeatureImage.userErrors[0];
      if (refusal) {
        toast({ variant: 'destructive', title: refusal.message });
        return;
      }
      toast({ title: MESSAGES.FEATURE_IMAGE_ADDED });
      setImage('');
      setUploadSession((n) => n + 1);
    } catch {
      toast({ variant: 'destructive', title: MESSAGES.SOMETHING_WENT_WRONG });
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const { data: result } = await deleteFeatureImage({ variables: { id: deleting.image.id } });
      const refusal = result?.deleteFeatureImage.userErrors[0];
      if (refusal) toast({ variant: 'destructive', title: ADMIN_MESSAGES.DELETE_FAILED, description: refusal.message });
      else toast({ title: MESSAGES.FEATURE_IMAGE_DELETED });
    } catch {
      toast({ variant: 'destructive', title: ADMIN_MESSAGES.DELETE_FAILED, description: MESSAGES.SOMETHING_WENT_WRONG });
    }
    setDeleting(null);
  };

  const images = data?.featureImages;

  return (
    <>
      <AdminPageHead title="Feature Images" note="The hero images of the shop’s home carousel, in the order they rotate." />
      <AddBesideList>
        <Panel aria-labelledby="add-feature-image">
          <SectionTitle id="add-feature-image" as="h2">
            Add a hero image
          </SectionTitle>
          <p>Wide images work best (8:3, at least 1280 px wide). It joins the end of the carousel.</p>
          <ImageUpload
            key={uploadSession}
            label="Feature image"
            value={image}
            onChange={setImage}
            onUploadingChange={setIsUploading}
          />
          <Button $variant="primary" onPress={() => void add()} isDisabled={isUploading} isPending={isAdding}>
            {isAdding ? 'Adding…' : 'Upload'}
          </Button>
        </Panel>

        <Current aria-labelledby="current-feature-images">
          <SectionTitle id="current-feature-images">Current hero images</SectionTitle>
          {images ? (
            images.length === 0 ? (
              <Notice>
                <h2>No hero images yet</h2>
                <p>The home page shows its plain banner until one is added.</p>
              </Notice>
            ) : (
              <Images aria-label="Hero images">
                {images.map((featureImage, index) => {
                  const name = imageName(index + 1);
                  return (
                    <li key={featureImage.id}>
                      <Figure>
                        <ResponsiveImage
                          src={featureImage.image}
                          alt={name}
                          sizes="(min-width: 1024px) 30vw, (min-width: 768px) 50vw, 100vw"
                          loading="lazy"
                          width={1280}
                          height={480}
                        />
                        <figcaption>
                          <span>
                            {name} · added {formatOrderDate(featureImage.createdAt)}
                          </span>
                          <Button $variant="ghost" $size="sm" aria-label={`Delete ${name}`} onPress={() => setDeleting({ image: featureImage, name })}>
                            Delete
                          </Button>
                        </figcaption>
                      </Figure>
                    </li>
                  );
                })}
              </Images>
            )
          ) : error && !loading ? (
            <Notice role="alert">
              <h2>We couldn’t load the hero images</h2>
              <Button $variant="primary" onPress={() => void refetch()}>
                Try again
              </Button>
            </Notice>
          ) : (
            <Skeleton $height="12rem" $radius="8px" aria-hidden="true" />
          )}
        </Current>
      </AddBesideList>

      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete hero image?"
        confirmLabel="Delete image"
        onConfirm={confirmDelete}
        isPending={isDeleting}
      >
        <p>{deleting?.name} will no longer show in the home carousel.</p>
      </ConfirmDialog>
    </>
  );
}
