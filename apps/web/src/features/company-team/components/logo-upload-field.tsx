import { ImageUp } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { UploadProgress } from '@/components/ui/upload-progress';
import { usePhotoUpload } from '@/api/uploads/use-photo-upload';
import { TEAM_TEXTS } from '../lib/company-team-texts';

const TEXTS = TEAM_TEXTS.fields;

interface LogoUploadFieldProps {
  value: string;
  onChange: (url: string) => void;
  disabled?: boolean;
}

/** The company logo: uploaded at once through the photo upload, previewed, its URL kept by the form. */
export function LogoUploadField({ value, onChange, disabled }: LogoUploadFieldProps) {
  const id = useId();
  const { preview, progress, error, uploaded, upload, clear } = usePhotoUpload({
    onUploaded: onChange,
    failure: TEXTS.logoFailed,
  });

  const shown = preview ?? (value || null);
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id}>{TEXTS.logo}</Label>
      <div className="flex flex-wrap items-center gap-4">
        <span className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-slate-200 bg-slate-100">
          {shown ? (
            <img src={shown} alt={TEXTS.logoPreview} className="size-full object-cover" />
          ) : (
            <ImageUp aria-hidden className="size-6 text-slate-400" />
          )}
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <input
            id={id}
            type="file"
            accept="image/*"
            disabled={disabled}
            aria-describedby={`${id}-hint`}
            aria-invalid={error ? true : undefined}
            onChange={(event) => void upload(event.target.files?.[0])}
            className="block w-full min-w-0 text-sm text-slate-600 file:mr-3 file:cursor-pointer file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:text-sm file:font-medium file:text-brand-700 hover:file:bg-brand-100"
          />
          {progress !== null && (
            <UploadProgress label={TEXTS.logoProgress} value={progress} spinner />
          )}
          {uploaded && progress === null && !error && (
            <p className="text-xs font-medium text-emerald-700">{TEXTS.logoUploaded}</p>
          )}
          {value && !disabled && progress === null && (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="self-start"
              onClick={() => {
                onChange('');
                clear();
              }}
            >
              {TEXTS.removeLogo}
            </Button>
          )}
        </div>
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        {TEXTS.logoHint}
      </p>
      {error && (
        <p role="alert" className="text-xs font-medium text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
