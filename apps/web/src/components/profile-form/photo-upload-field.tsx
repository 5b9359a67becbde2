import { ImageUp } from 'lucide-react';
import { useId } from 'react';
import { get, useFormContext, useWatch } from 'react-hook-form';
import { RequiredMark } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { UploadProgress } from '@/components/ui/upload-progress';
import { usePhotoUpload } from '@/api/uploads/use-photo-upload';
import type { ProfileFormValues } from './profile-values';

/** Photo picker: uploads at once, shows a preview and progress, and stores the returned URL in the form. */
export function PhotoUploadField() {
  const id = useId();
  const { control, setValue, formState } = useFormContext<ProfileFormValues>();
  const photo = useWatch({ control, name: 'photo' });
  const {
    preview,
    progress,
    error: uploadError,
    uploaded,
    upload,
  } = usePhotoUpload({
    onUploaded: (url) => setValue('photo', url, { shouldDirty: true, shouldValidate: true }),
    failure: 'Photo upload failed',
  });
  const error =
    uploadError ?? (get(formState.errors, 'photo') as { message?: string } | undefined)?.message;

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
            onChange={(event) => void upload(event.target.files?.[0])}
            className="block w-full text-sm text-slate-600 file:mr-3 file:cursor-pointer file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:text-sm file:font-medium file:text-brand-700 hover:file:bg-brand-100"
          />
          {progress !== null && (
            <UploadProgress label="Photo upload progress" value={progress} spinner />
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
