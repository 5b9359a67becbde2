import { useEffect, useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { uploadPhoto } from './upload-photo';

/**
 * A photo field's upload (the profile photo, a company logo): uploads a chosen file at once,
 * previews it meanwhile, reports progress, and hands the stored URL to `onUploaded`. `uploaded`
 * says a file chosen here was stored (a stored one needs no news).
 */
export function usePhotoUpload({
  onUploaded,
  failure,
}: {
  onUploaded: (url: string) => void;
  /** What a failed upload says when the server gives no reason. */
  failure: string;
}) {
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState(false);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setUploaded(false);
    setPreview(URL.createObjectURL(file));
    setProgress(0);
    try {
      onUploaded(await uploadPhoto(file, setProgress));
      setUploaded(true);
    } catch (cause) {
      // docs/product.md §7: a failed upload is logged; the user is told too, to pick another file.
      console.error(failure, cause);
      setError(errorMessage(cause, failure));
      setPreview(null);
    } finally {
      setProgress(null);
    }
  };

  /** Forgets the chosen file (the field was cleared). */
  const clear = () => {
    setPreview(null);
    setUploaded(false);
  };

  return { preview, progress, error, uploaded, upload, clear };
}
