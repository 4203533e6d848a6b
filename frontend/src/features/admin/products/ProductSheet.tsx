import { useMutation, useQuery } from '@apollo/client/react';
import { MESSAGES, PRODUCT_DESCRIPTION_MAX_LENGTH, PRODUCT_TITLE_MAX_LENGTH, TOASTS } from '@threadline/domain';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import styled from 'styled-components';
import type { ProductForm_ProductFragment, Size } from '../../../graphql/generated/graphql';
import { Button } from '../../../ui/Button';
import { Sheet } from '../../../ui/Sheet';
import { TextAreaField } from '../../../ui/TextAreaField';
import { TextField } from '../../../ui/TextField';
import { warningNoticeStyle } from '../../../ui/Notice';
import { toast } from '../../../ui/toast-queue';
import { CATEGORY_NAMES, PRODUCT_TYPE_NAMES, SIZING_TYPE_NAMES, sizeLabel, sizingTypeLabel } from '../admin-labels';
import { ADMIN_MESSAGES } from '../admin-messages';
import { ImageUpload } from '../components/ImageUpload';
import { SelectField } from '../../../ui/SelectField';
import { CreateProductMutation, ProductSheetStockQuery, UpdateProductMutation } from './operations';
import { StockLedger } from './StockLedger';
import {
  changeField,
  EMPTY_PRODUCT_FORM,
  formFromProduct,
  gstBandNotices,
  isComplete,
  measurementChoices,
  offeredSizes,
  seenStockOf,
  sizeChoices,
  sizeStockField,
  stockTotal,
  toProductInput,
  withFreshStock,
  type ProductFormField,
  type ProductFormValues,
  type SeenStock,
} from './product-form';
import { categoryLabel, measurementLabel, productTypeLabel } from '../../../graphql/enum-labels';

export const ADD_PRODUCT_TITLE = 'Add New Product';
export const EDIT_PRODUCT_TITLE = 'Edit Product';
export const READING_STOCK = 'Reading the current stock…';
export const STOCK_UNREADABLE = 'The current stock could not be read.';

type FieldErrors = Partial<Record<ProductFormField, string>>;

const StockGroup = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const StockHeading = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

const StockTotal = styled.span`
  font-weight: ${({ theme }) => theme.fontWeight.regular};
  color: ${({ theme }) => theme.color.muted};
  font-variant-numeric: tabular-nums;
`;

const StockGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(4.5rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

const StockError = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.danger};
`;

const BandWarning = styled.div`
  ${warningNoticeStyle}
  margin-bottom: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  h3 {
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
`;

const Fields = styled(Form)`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;

const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  @media (min-width: 420px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[4]};
  }
`;

const Reviews = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.muted};
`;

const Footer = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const FooterButtons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  > * {
    flex: 1;
  }
`;

const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.color.muted};
  text-align: center;
`;

const FIELD_ORDER: readonly ProductFormField[] = [
  'image',
  'title',
  'description',
  'category',
  'productType',
  'type',
  'size',
  'measurement',
  'price',
  'salePrice',
  'sizeStock',
  'percentageIncrement',
];

/** The form field a server error names: the total and the sizes' stock are both the stock group's. */
function formFieldOf(field: string | null): ProductFormField | null {
  const name = field === 'totalStock' ? 'sizeStock' : field;
  return name !== null && (FIELD_ORDER as readonly string[]).includes(name) ? (name as ProductFormField) : null;
}

/** Moves focus to the first field in error (inputs carry aria-invalid; selects mark their wrapper). */
function focusFirstError(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => {
    form
      ?.querySelector<HTMLElement>('input[aria-invalid="true"], textarea[aria-invalid="true"], [data-invalid] > button, [data-image-error] button')
      ?.focus();
  });
}

export interface ProductSheetProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The product to edit; null to add a new one. */
  product: ProductForm_ProductFragment | null;
}

/**
 * The right-side sheet with the product form (spec section 2): 'Add New Product', or 'Edit
 * Product' for an existing one. The values live here, above the sheet's content and footer;
 * closing the sheet resets them (spec section 4), and the owner remounts it per opening.
 */
export function ProductSheet({ isOpen, onOpenChange, product }: ProductSheetProps) {
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const initial = product ? formFromProduct(product) : EMPTY_PRODUCT_FORM;
  const [values, setValues] = useState<ProductFormValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isUploading, setIsUploading] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [createProduct] = useMutation(CreateProductMutation, { refetchQueries: ['AdminProducts'], awaitRefetchQueries: true });
  const [updateProduct] = useMutation(UpdateProductMutation);
  // The list the sheet opens from may predate a sale: the stock fields start from the database's
  // figures, and the save sends them back as what she saw, so the server refuses it if they moved.
  const freshStock = useQuery(ProductSheetStockQuery, { variables: { id: product?.id ?? '' }, skip: !product, fetchPolicy: 'network-only' });
  const [seen, setSeen] = useState<SeenStock | null>(null);
  const [readFrom, setReadFrom] = useState<unknown>(null);
  const freshOptions = freshStock.data?.product?.sizeOptions;
  if (freshOptions && freshOptions !== readFrom) {
    // Each answer of the read (on opening, and again after a refused save) is taken in once.
    const fresh = seenStockOf(freshOptions);
    setReadFrom(freshOptions);
    setValues((current) => withFreshStock(current, seen, fresh));
    setSeen(fresh);
  }

  const isEdit = product !== null;
  const isReadingStock = isEdit && seen === null;
  const canSubmit = isComplete(values) && !isUploading && !isSubmitting && !isReadingStock;

  const close = () => {
    setValues(initial);
    setErrors({});
    onOpenChange(false);
  };

  const set =
    <Field extends keyof ProductFormValues>(field: Field) =>
    (value: ProductFormValues[Field]) => {
      setValues((current) => changeField(current, field, value));
      // The message was about the old value; the next submit judges the new one.
      setErrors((current) => {
        if (!current[field]) return current;
        const rest = { ...current };
        delete rest[field];
        return rest;
      });
    };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmit) return;
    const prepared = toProductInput(values, isEdit ? seen : null);
    if ('errors' in prepared) {
      setErrors(prepared.errors);
      focusFirstError(formRef.current);
      toast({ variant: 'destructive', ...TOASTS.VALIDATION_ERROR });
      return;
    }
    setIsSubmitting(true);
    try {
      const { data } = isEdit
        ? await updateProduct({ variables: { id: product.id, input: prepared.input } })
        : await createProduct({ variables: { input: prepared.input } });
      const payload = data && ('updateProduct' in data ? data.updateProduct : data.createProduct);
      if (payload?.product) {
        toast({ title: isEdit ? MESSAGES.PRODUCT_UPDATED : MESSAGES.PRODUCT_ADDED });
        close();
        return;
      }
      const userErrors = payload?.userErrors ?? [];
      const fieldErrors: FieldErrors = {};
      for (const error of userErrors) {
        const field = formFieldOf(error.field);
        if (field && !fieldErrors[field]) fieldErrors[field] = error.message;
      }
      setErrors(fieldErrors);
      focusFirstError(formRef.current);
      const stockChanged = userErrors.find((error) => error.code === 'STOCK_CHANGED');
      if (stockChanged) {
        // Read again: the sizes that moved show their figure now, and the next save is judged against it.
        toast({ variant: 'destructive', title: ADMIN_MESSAGES.SAVE_FAILED, description: stockChanged.message });
        await freshStock.refetch().catch(() => undefined);
        return;
      }
      const elsewhere = userErrors.find((error) => !formFieldOf(error.field));
      if (elsewhere) toast({ variant: 'destructive', title: ADMIN_MESSAGES.SAVE_FAILED, description: elsewhere.message });
      else toast({ variant: 'destructive', ...TOASTS.VALIDATION_ERROR });
    } catch {
      toast({ variant: 'destructive', title: ADMIN_MESSAGES.SAVE_FAILED, description: MESSAGES.SOMETHING_WENT_WRONG });
    } finally {
      setIsSubmitting(false);
    }
  };

  const setStock = (size: Size) => (text: string) => {
    setValues((current) => ({ ...current, sizeStock: { ...current.sizeStock, [size]: text } }));
    setErrors((current) => {
      const rest = { ...current };
      delete rest[sizeStockField(size)];
      delete rest.sizeStock;
      return rest;
    });
  };

  const sizes = sizeChoices(values);
  const offered = offeredSizes(values);
  const stockHeadingId = `${formId}-stock`;
  const measurements = measurementChoices(values);
  const sizeFieldLabel = values.type === 'AGE_GROUP' ? 'Age Group' : 'Size';
  // The rates in force today: a product is priced for what it sells at from now on.
  const bandNotices = gstBandNotices(values, new Date());
  const sizesText = (noticeSizes: readonly Size[]) =>
    noticeSizes.length === offered.length && offered.length > 1 ? 'Every size' : noticeSizes.map(sizeLabel).join(', ');

  return (
    <Sheet
      isOpen={isOpen}
      onOpenChange={(open) => (open ? onOpenChange(true) : close())}
      title={isEdit ? EDIT_PRODUCT_TITLE : ADD_PRODUCT_TITLE}
      width="34rem"
      footer={
        <Footer>
          <FooterButtons>
            <Button $variant="secondary" onPress={close}>
              Cancel
            </Button>
            <Button type="submit" form={formId} $variant="primary" isDisabled={!canSubmit} isPending={isSubmitting}>
              {isSubmitting ? 'Saving…' : isEdit ? 'Save Changes' : 'Add Product'}
            </Button>
          </FooterButtons>
          {!isComplete(values) ? <Hint>Every field is required.</Hint> : isUploading ? <Hint>Waiting for the image to upload…</Hint> : null}
        </Footer>
      }
    >
      <Fields
        id={formId}
        ref={formRef}
        onSubmit={(event) => void onSubmit(event)}
        validationBehavior="aria"
        validationErrors={errors}
        aria-label={isEdit ? EDIT_PRODUCT_TITLE : ADD_PRODUCT_TITLE}
      >
        <div data-image-error={errors.image ? '' : undefined}>
          <ImageUpload
            label="Product image"
            value={values.image}
            onChange={set('image')}
            onUploadingChange={setIsUploading}
            errorMessage={errors.image}
            isEditMode={isEdit}
          />
        </div>
        <TextField label="Title" name="title" maxLength={PRODUCT_TITLE_MAX_LENGTH} value={values.title} onChange={set('title')} />
        <TextAreaField label="Description" name="description" rows={4} maxLength={PRODUCT_DESCRIPTION_MAX_LENGTH} value={values.description} onChange={set('description')} />
        <Pair>
          <SelectField
            label="Category"
            name="category"
            placeholder="Select category"
            options={CATEGORY_NAMES.map((value) => ({ value, label: categoryLabel(value) }))}
            value={values.category}
            onChange={set('category')}
          />
          <SelectField
            label="Product Type"
            name="productType"
            placeholder="Select product type"
            options={PRODUCT_TYPE_NAMES.map((value) => ({ value, label: productTypeLabel(value) }))}
            value={values.productType}
            onChange={set('productType')}
          />
        </Pair>
        <Pair>
          <SelectField
            label="Type"
            name="type"
            placeholder="Select type"
            options={SIZING_TYPE_NAMES.map((value) => ({ value, label: sizingTypeLabel(value) }))}
            value={values.type}
            onChange={set('type')}
          />
          <SelectField
            label={sizeFieldLabel}
            name="size"
            placeholder={values.type === '' ? 'Choose a type first' : `Select ${sizeFieldLabel.toLowerCase()}`}
            options={sizes.map((value) => ({ value, label: sizeLabel(value) }))}
            value={values.size}
            onChange={set('size')}
            isDisabled={sizes.length === 0}
          />
        </Pair>
        <Pair>
          <SelectField
            label="Measurement"
            name="measurement"
            placeholder={values.type === '' ? 'Choose a type first' : 'Select measurement'}
            options={measurements.map((value) => ({ value, label: measurementLabel(value) }))}
            value={values.measurement}
            onChange={set('measurement')}
            isDisabled={measurements.length === 0}
          />
        </Pair>
        {/* The spec's one stock field, kept per size: a field for each size the product offers,
            following type, size and cut as they change. */}
        <StockGroup role="group" aria-labelledby={stockHeadingId} data-invalid={errors.sizeStock ? '' : undefined}>
          <StockHeading id={stockHeadingId}>
            <span>Stock per {sizeFieldLabel.toLowerCase()}</span>
            <StockTotal aria-live="polite">Total stock: {stockTotal(values)}</StockTotal>
          </StockHeading>
          {isReadingStock ? <Hint role="status">{freshStock.error ? STOCK_UNREADABLE : READING_STOCK}</Hint> : null}
          {isReadingStock && freshStock.error ? (
            <Button $variant="secondary" onPress={() => void freshStock.refetch().catch(() => undefined)}>
              Try again
            </Button>
          ) : null}
          {offered.length === 0 ? (
            <Hint>Choose a type and {sizeFieldLabel.toLowerCase()} first.</Hint>
          ) : (
            <StockGrid>
              {offered.map((size) => (
                <TextField
                  key={size}
                  label={sizeLabel(size)}
                  name={sizeStockField(size)}
                  inputMode="numeric"
                  value={values.sizeStock[size] ?? ''}
                  onChange={setStock(size)}
                  isDisabled={isReadingStock}
                />
              ))}
            </StockGrid>
          )}
          {errors.sizeStock ? <StockError role="alert">{errors.sizeStock}</StockError> : null}
        </StockGroup>
        <Pair>
          <TextField label="Price (₹)" name="price" inputMode="decimal" value={values.price} onChange={set('price')} />
          <TextField
            label="Sale Price (₹)"
            name="salePrice"
            inputMode="decimal"
            description="0 for no sale"
            value={values.salePrice}
            onChange={set('salePrice')}
          />
        </Pair>
        {/* Always in the page, so the warning is read out as a price typed walks into the band. */}
        <div aria-live="polite">
          {bandNotices.length > 0 ? (
            <BandWarning data-testid="gst-band-warning">
              <h3>Price in the GST band</h3>
              {bandNotices.map((notice) => (
                <p key={notice.pricePaise}>
                  <strong>{sizesText(notice.sizes)}:</strong> {notice.message}
                </p>
              ))}
            </BandWarning>
          ) : null}
        </div>
        <TextField
          label="Percentage Increment (%)"
          name="percentageIncrement"
          inputMode="decimal"
          description="Added to the price for L and XL, twice for XXL."
          value={values.percentageIncrement}
          onChange={set('percentageIncrement')}
        />
        {product ? <StockLedger productId={product.id} /> : null}
        {product ? (
          <Reviews>
            Average review: {product.reviewCount > 0 ? `${product.averageReview.toFixed(1)} of 5 from ${product.reviewCount} ${product.reviewCount === 1 ? 'review' : 'reviews'}` : 'no reviews yet'}
          </Reviews>
        ) : null}
      </Fields>
    </Sheet>
  );
}
