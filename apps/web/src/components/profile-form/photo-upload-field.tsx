import { ImageUp, LoaderCircle } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { get, useFormContext, useWatch } from 'react-hook-form';
import { RequiredMark } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api-error';
import { uploadPhoto } from '@/api/uploads/upload-photo';
import type { ProfileFormValues } from './profile-values';

/** Photo picker: uploads at once, shows a preview and progress, and stores the returned URL in the form. */
export function PhotoUploadField() {
  const id = useId();
  const { control, setValue, formState } = useFormContext<ProfileFormValues>();
  const photo = useWatch({ control, name: 'photo' });
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  // Only a photo chosen here gets 'Photo uploaded': a stored one needs no news.
  const [uploaded, setUploaded] = useState(false);
  const error =
    uploadError ?? (get(formState.errors, 'photo') as { message?: string } | undefined)?.message;

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setUploadError(null);
    setPreview(URL.createObjectURL(file));
    setProgress(0);
    try {
      const url = await uploadPhoto(file, setProgress);
      setValue('photo', url, { shouldDirty: true, shouldValidate: true });
      setUploaded(true);
    } catch (cause) {
      // docs/product.md §7: a failed upload is logged; we also tell the user so they can pick another file.
      console.error('Photo upload failed', cause);
      setUploadError(errorMessage(cause, 'Photo upload failed'));
      setPreview(null);
    } finally {
      setProgress(null);
    }
  };

  const shown = preview ?? (photo || null);
  return (
    <div className="flex flex-col gap-1.5 sm:col-span-2">
      <div className="flex items-baseline gap-0.5">
        <Label htmlFor={id}>Photo</Label>
        <RequiredMark />
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <span className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-full border border-slate-200 bg-slate-100">
          {shown ? (
            <img src={shown} alt="Photo preview" className="size-full object-cover" />
          ) : (
            <ImageUp aria-hidden className="size-7 text-slate-400" />
          )}
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <input
            id={id}
            type="file"
            accept="image/*"
            aria-describedby={`${id}-hint`}
            aria-invalid={error ? true : undefined}
            aria-required
            onChange={(event) => void onFile(event.target.files?.[0])}
            className="block w-full text-sm text-slate-600 file:mr-3 file:cursor-pointer file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:text-sm file:font-medium file:text-brand-700 hover:file:bg-brand-100"
          />
          {progress !== null && (
            <div className="flex items-center gap-2 text-xs text-slate-600">
              <LoaderCircle aria-hidden className="size-3.5 animate-spin" />
              <div
                role="progressbar"
                aria-label="Photo upload progress"
                aria-valuenow={progress}
                aria-valuemin={0}
                aria-valuemax={100}
                className="h-1.5 flex-1 overflow-hidden rounded-full bg-slate-200"
              >
                <div
                  className="h-full bg-brand-600 transition-all"
                  style={{ width: `${progress}%` }}
                />
              </div>
              {progress}%
            </div>
          )}
          {uploaded && photo && progress === null && !uploadError && (
            <p className="text-xs font-medium text-emerald-700">Photo uploaded</p>
          )}
        </div>
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        Image files only (JPEG, PNG, WebP, GIF or AVIF), up to 5 MB.
      </p>
      {error && <p className="text-xs font-medium text-red-600">{error}</p>}
    </div>
  );
}
