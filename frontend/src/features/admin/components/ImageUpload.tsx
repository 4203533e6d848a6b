import { MESSAGES } from '@threadline/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { DropZone, FileTrigger, Text, type DropItem, type FileDropItem } from 'react-aria-components';
import styled, { css, keyframes } from 'styled-components';
import { Button } from '../../../ui/Button';
import { ImageIcon } from '../../../ui/Icons';
import { media } from '../../../ui/theme';
import { toast } from '../../../ui/toast-queue';
import { ADMIN_MESSAGES } from '../admin-messages';
import { uploadImage } from '../upload-image';

// The formats the API accepts (it checks the bytes, not the name); the chooser offers only these.
const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'];
const FORMATS_HINT = 'JPEG, PNG, WebP, AVIF or GIF, up to 5 MB';

const Group = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

const GroupLabel = styled.span`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

const zoneFrame = css`
  border: 1px dashed ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.paper};
`;

const Zone = styled(DropZone)<{ $invalid: boolean }>`
  ${zoneFrame}
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[4]}`};
  text-align: center;
  outline: none;
  transition:
    border-color ${({ theme }) => theme.duration.fast},
    background-color ${({ theme }) => theme.duration.fast};
  border-color: ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.borderStrong)};
  &[data-drop-target] {
    border-style: solid;
    border-color: ${({ theme }) => theme.color.ink};
    background: ${({ theme }) => theme.color.sunken};
  }
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  > svg {
    width: 2rem;
    height: 2rem;
    color: ${({ theme }) => theme.color.muted};
  }
`;

const ZoneText = styled(Text)`
  font-weight: ${({ theme }) => theme.fontWeight.medium};
`;

const Hint = styled.span`
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.color.muted};
`;

const PreviewFrame = styled.div`
  ${zoneFrame}
  border-style: solid;
  display: grid;
  grid-template-columns: 6rem minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  align-items: center;
  padding: ${({ theme }) => theme.space[3]};
`;

const Thumb = styled.div`
  position: relative;
  aspect-ratio: 4 / 5;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.imageWell};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Dim = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  background: rgba(255, 255, 255, 0.6);
`;

const spin = keyframes`to { transform: rotate(360deg); }`;

const Spinner = styled.span`
  width: 1.5rem;
  height: 1.5rem;
  border: 2px solid ${({ theme }) => theme.color.borderStrong};
  border-top-color: ${({ theme }) => theme.color.ink};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  ${media.reducedMotion} {
    animation-duration: 2.4s;
  }
`;

const PreviewSide = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  justify-items: start;
  min-width: 0;
`;

const Caption = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.muted};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const ErrorText = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.danger};
`;

export interface ImageUploadProps {
  /** The group's visible name, e.g. "Product image". */
  label: string;
  /** The uploaded image's URL; empty when none is chosen. */
  value: string;
  onChange: (url: string) => void;
  /** Lets the form hold its submit while bytes are still on their way. */
  onUploadingChange?: (isUploading: boolean) => void;
  /** A refusal from the form (e.g. the server's message for `image`). */
  errorMessage?: string;
  /** Editing an existing record: the value shown first is its current image. */
  isEditMode?: boolean;
}

type State = { kind: 'idle' } | { kind: 'uploading'; previewUrl: string; fileName: string } | { kind: 'failed'; message: string };

/**
 * Picks an image by drag and drop or the file chooser, sends it to the API at once, and keeps the
 * returned URL. The API judges the file (type by content, size, pixels); when it refuses, its own
 * words are shown here and in a toast, since the admin has to choose another file.
 */
export function ImageUpload({ label, value, onChange, onUploadingChange, errorMessage, isEditMode = false }: ImageUploadProps) {
  const labelId = useId();
  const errorId = useId();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [initialValue] = useState(value);
  const inFlight = useRef<AbortController | null>(null);

  // A closed form must not be written to by an upload that finishes later.
  useEffect(
    () => () => {
      inFlight.current?.abort();
    },
    [],
  );

  const start = async (file: File) => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    const previewUrl = URL.createObjectURL(file);
    setState({ kind: 'uploading', previewUrl, fileName: file.name });
    onUploadingChange?.(true);
    try {
      const result = await uploadImage(file, controller.signal);
      if (result.ok) {
        onChange(result.url);
        setState({ kind: 'idle' });
        toast({ title: MESSAGES.IMAGE_UPLOADED });
      } else {
        setState({ kind: 'failed', message: result.message });
        toast({ variant: 'destructive', title: ADMIN_MESSAGES.UPLOAD_FAILED, description: result.message });
      }
    } catch {
      // Aborted: the form closed or another file replaced this one.
      return;
    } finally {
      URL.revokeObjectURL(previewUrl);
      if (inFlight.current === controller) {
        inFlight.current = null;
        onUploadingChange?.(false);
      }
    }
  };

  const onFiles = (files: FileList | null) => {
    const file = files?.[0];
    if (file) void start(file);
  };

  const onDrop = async (items: readonly DropItem[]) => {
    const item = items.find((dropped): dropped is FileDropItem => dropped.kind === 'file');
    if (item) void start(await item.getFile());
  };

  const clear = () => {
    inFlight.current?.abort();
    setState({ kind: 'idle' });
    onChange('');
  };

  const shownError = state.kind === 'failed' ? state.message : errorMessage;
  const chooser = (name: string) => (
    <FileTrigger acceptedFileTypes={ACCEPTED_TYPES} onSelect={onFiles}>
      <Button $variant="secondary" $size="sm">
        {name}
      </Button>
    </FileTrigger>
  );

  return (
    <Group role="group" aria-labelledby={labelId} aria-describedby={shownError ? errorId : undefined}>
      <GroupLabel id={labelId}>{label}</GroupLabel>
      {state.kind === 'uploading' ? (
        <PreviewFrame aria-busy="true">
          <Thumb>
            <img src={state.previewUrl} alt="" />
            <Dim>
              <Spinner aria-hidden="true" />
            </Dim>
          </Thumb>
          <PreviewSide>
            <Caption role="status">Uploading {state.fileName}…</Caption>
            <Actions>
              <Button $variant="ghost" $size="sm" onPress={clear}>
                Cancel upload
              </Button>
            </Actions>
          </PreviewSide>
        </PreviewFrame>
      ) : value ? (
        <PreviewFrame>
          <Thumb>
            <img src={value} alt={`${label} preview`} />
          </Thumb>
          <PreviewSide>
            <Caption>{isEditMode && value === initialValue ? 'Current image' : 'Uploaded image'}</Caption>
            <Actions>
              {chooser('Replace image')}
              <Button $variant="ghost" $size="sm" onPress={clear}>
                Remove image
              </Button>
            </Actions>
          </PreviewSide>
        </PreviewFrame>
      ) : (
        <Zone onDrop={(event) => void onDrop(event.items)} $invalid={Boolean(shownError)}>
          <ImageIcon />
          <ZoneText slot="label">Drag and drop an image here</ZoneText>
          <Hint>{FORMATS_HINT}</Hint>
          {chooser('Choose a file')}
        </Zone>
      )}
      {shownError ? (
        <ErrorText id={errorId} role="alert">
          {shownError}
        </ErrorText>
      ) : null}
    </Group>
  );
}
