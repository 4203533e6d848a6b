import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../test/render';
import { Toaster } from '../../../ui/Toaster';
import { ImageUpload } from './ImageUpload';

const STORED_URL = '/media/products/linen-polo-0123456789ab-w1280.webp';

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function png(name = 'polo.png'): File {
  return new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
}

/** The widget inside a form that keeps its value, as the product form does. */
function Harness({ initial = '', isEditMode = false, onUploading }: { initial?: string; isEditMode?: boolean; onUploading?: (busy: boolean) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <ImageUpload label="Product image" value={value} onChange={setValue} isEditMode={isEditMode} onUploadingChange={onUploading} />
      <output data-testid="kept-url">{value}</output>
      <Toaster />
    </>
  );
}

function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

// Uploads go through user-event's file dialog emulation and react-aria's press handling: slow in jsdom.
describe('ImageUpload', { timeout: 20_000 }, () => {
  beforeEach(() => {
    sessionStorage.setItem('token', JSON.stringify('admin-token'));
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('offers drag and drop or a file chooser while empty', () => {
    renderWithTheme(<Harness />);
    expect(screen.getByRole('group', { name: 'Product image' })).toBeInTheDocument();
    expect(screen.getByText('Drag and drop an image here')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose a file' })).toBeInTheDocument();
    expect(fileInput()).toHaveAttribute('accept', expect.stringContaining('image/png'));
  });

  it('shows a loading state while uploading, then keeps the returned URL with a preview and a toast', async () => {
    let finish: (response: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (finish = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const onUploading = vi.fn();
    renderWithTheme(<Harness onUploading={onUploading} />);

    await userEvent.upload(fileInput(), png());

    expect(await screen.findByText('Uploading polo.png…')).toHaveAttribute('role', 'status');
    expect(onUploading).toHaveBeenLastCalledWith(true);
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/admin/products/upload-image');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ Authorization: 'Bearer admin-token' });
    expect((init.body as FormData).get('my_file')).toBeInstanceOf(File);

    await act(async () => finish(answer(200, { success: true, message: 'Image uploaded successfully', data: { secure_url: STORED_URL } })));

    expect(await screen.findByAltText('Product image preview')).toHaveAttribute('src', STORED_URL);
    expect(screen.getByTestId('kept-url')).toHaveTextContent(STORED_URL);
    expect(screen.getByText('Uploaded image')).toBeInTheDocument();
    expect(await screen.findByText('Image uploaded successfully')).toBeInTheDocument();
    expect(onUploading).toHaveBeenLastCalledWith(false);
  });

  it("shows the server's reason when it refuses the file, at the widget and in a toast", async () => {
    const reason = 'Please upload a JPEG, PNG, WebP, AVIF or GIF image';
    vi.stubGlobal('fetch', vi.fn(async () => answer(415, { success: false, message: reason })));
    renderWithTheme(<Harness />);

    await userEvent.upload(fileInput(), png('notes.png'));

    // Once at the widget, once in the toast.
    await waitFor(() => expect(screen.getAllByText(reason)).toHaveLength(2));
    expect(screen.getAllByText(reason)[0]).toHaveAttribute('role', 'alert');
    expect(screen.getByText('Image upload failed')).toBeInTheDocument();
    expect(screen.getByTestId('kept-url')).toBeEmptyDOMElement();
    // The admin can try another file straight away.
    expect(screen.getByRole('button', { name: 'Choose a file' })).toBeInTheDocument();
  });

  it('says so when the file never reaches the server', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    renderWithTheme(<Harness />);
    await userEvent.upload(fileInput(), png());
    const message = 'The image could not be sent. Please check your connection and try again.';
    await waitFor(() => expect(screen.getAllByText(message)[0]).toHaveAttribute('role', 'alert'));
  });

  it('shows the current image in edit mode, with ways to replace or remove it', async () => {
    renderWithTheme(<Harness initial={STORED_URL} isEditMode />);
    expect(screen.getByAltText('Product image preview')).toHaveAttribute('src', STORED_URL);
    expect(screen.getByText('Current image')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Replace image' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove image' }));

    expect(screen.getByTestId('kept-url')).toBeEmptyDOMElement();
    expect(screen.getByText('Drag and drop an image here')).toBeInTheDocument();
  });
});
