import { useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { msg } from '@lingui/core/macro';
import { IMAGE_EXTENSIONS, IMAGE_TYPES, isAllowedImage, type ImageVerdict } from '@portal/domain';
import * as buttonStyles from '../Button/Button.css';
import { FieldDescription, FieldError, useFieldIds } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { useKitI18n } from '../i18n';
import * as styles from './ImageUpload.css';

/** Why a chosen file was refused (domain's `isAllowedImage`). */
export type ImageRejection = Exclude<ImageVerdict, 'ok'>;

export type ImageUploadShape = keyof typeof styles.preview;

export interface ImageUploadProps {
  /** What the image is, e.g. "Foto de perfil" or "Logo da empresa". */
  readonly label: string;
  /** The image saved today, if any. A new `src` replaces whatever was chosen here. */
  readonly src?: string;
  /** `round` for a person's photo, `square` for a company's logo. */
  readonly shape?: ImageUploadShape;
  /** An accepted file (JPG, JPEG, PNG or WEBP, at most 1 MiB); `null` when the image is removed. */
  readonly onChange: (file: File | null) => void;
  /**
   * A refused file: too large or of another type. The file input is already cleared, so choosing
   * the same file again is noticed; the caller says what went wrong (a toast or `error`).
   */
  readonly onReject: (reason: ImageRejection) => void;
  /** A hint under the label, e.g. "JPG, PNG ou WEBP, até 1 MB". */
  readonly description?: ReactNode;
  /** The message of a broken rule, shown under the control and read with the choose button. */
  readonly error?: ReactNode;
  readonly disabled?: boolean;
}

// The types and extensions the domain accepts: the system picker shows only those files.
const ACCEPT = [...IMAGE_TYPES, ...IMAGE_EXTENSIONS.map((extension) => `.${extension}`)].join(',');

function PlaceholderIcon({ shape }: { readonly shape: ImageUploadShape }) {
  return (
    <svg className={styles.placeholder} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      {shape === 'round' ? (
        <>
          <circle cx="12" cy="8" r="4" stroke="currentColor" strokeWidth="1.5" />
          <path
            d="M4 21c.8-4.2 4-6.5 8-6.5s7.2 2.3 8 6.5"
            stroke="currentColor"
            strokeWidth="1.5"
          />
        </>
      ) : (
        <>
          <rect x="3" y="4" width="18" height="16" rx="2" stroke="currentColor" strokeWidth="1.5" />
          <circle cx="9" cy="10" r="2" stroke="currentColor" strokeWidth="1.5" />
          <path d="M3 17l5-4.5 4 3.5 3-2.5 6 5" stroke="currentColor" strokeWidth="1.5" />
        </>
      )}
    </svg>
  );
}

/**
 * Chooses an avatar or a logo: a button opens the system's file picker, the chosen image is
 * checked (type, then size) before it is accepted and previewed, and a second button removes it.
 */
export function ImageUpload({
  label,
  src,
  shape = 'round',
  onChange,
  onReject,
  description,
  error,
  disabled = false,
}: ImageUploadProps) {
  const _ = useKitI18n();
  const { labelId, descriptionId, errorId, invalid, describedBy } = useFieldIds(description, error);
  const inputRef = useRef<HTMLInputElement>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);

  // The accepted file not yet saved, and whether the image was removed here.
  const [file, setFile] = useState<File | null>(null);
  const [removed, setRemoved] = useState(false);
  // A new saved image from the caller wins over what was chosen or removed here.
  const [knownSrc, setKnownSrc] = useState(src);
  if (src !== knownSrc) {
    setKnownSrc(src);
    setFile(null);
    setRemoved(false);
  }

  // The preview's object URL lives as long as its file is shown: revoked on change and unmount.
  const [preview, setPreview] = useState<{ readonly file: File; readonly url: string } | null>(
    null,
  );
  useEffect(() => {
    if (!file) return undefined;
    const url = URL.createObjectURL(file);
    setPreview({ file, url });
    return () => URL.revokeObjectURL(url);
  }, [file]);

  // The chosen file's preview (once its URL exists), else the saved image unless removed here.
  let shownUrl: string | undefined;
  if (file) shownUrl = preview?.file === file ? preview.url : undefined;
  else if (!removed) shownUrl = src;
  const hasImage = file !== null || (!removed && Boolean(src));

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const chosen = input.files?.[0];
    // Cleared every time (the accepted file now lives in state): choosing the same file again,
    // after a refusal or a removal, must fire a change again.
    input.value = '';
    if (!chosen) return;
    const verdict = isAllowedImage(chosen);
    if (verdict !== 'ok') {
      onReject(verdict);
      return;
    }
    setFile(chosen);
    setRemoved(false);
    onChange(chosen);
  };

  const remove = () => {
    setFile(null);
    setRemoved(true);
    onChange(null);
    // The remove button goes away with the image: keep keyboard users in the control.
    chooseRef.current?.focus();
  };

  return (
    <div className={styles.root} role="group" aria-labelledby={labelId}>
      <div id={labelId} className={fieldStyles.label}>
        {label}
      </div>
      <FieldDescription id={descriptionId} description={description} />
      <div className={styles.row}>
        <span
          className={styles.preview[shape]}
          data-invalid={invalid || undefined}
          data-disabled={disabled || undefined}
        >
          {shownUrl ? (
            <img className={styles.image[shape]} src={shownUrl} alt={label} />
          ) : (
            <PlaceholderIcon shape={shape} />
          )}
        </span>
        <div className={styles.actions}>
          <button
            ref={chooseRef}
            type="button"
            className={buttonStyles.button.secondary}
            aria-describedby={describedBy}
            disabled={disabled}
            onClick={() => inputRef.current?.click()}
          >
            {hasImage ? _(msg`Trocar imagem`) : _(msg`Escolher imagem`)}
          </button>
          {hasImage ? (
            <button
              type="button"
              className={buttonStyles.button.ghost}
              disabled={disabled}
              onClick={remove}
            >
              {_(msg`Remover imagem`)}
            </button>
          ) : null}
        </div>
      </div>
      {/* The native picker, opened by the button above; out of the tab order and the a11y tree. */}
      <input
        ref={inputRef}
        type="file"
        accept={ACCEPT}
        hidden
        tabIndex={-1}
        aria-labelledby={labelId}
        disabled={disabled}
        onChange={handleChange}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}
