import { ImageUp } from 'lucide-react';
import { useRef, useState } from 'react';
import { MAX_ADMIN_UPLOAD_FILES } from '@shared/schemas/admin-catalogue';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/use-translation';
import { ACCEPT } from './use-image-uploads';

/** Where images are dropped, or picked with the button (the file input itself is hidden). */
export function UploadDropZone({ onFiles }: { onFiles: (files: File[]) => void }) {
  const { t } = useTranslation('adminCatalogue');
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        onFiles([...event.dataTransfer.files]);
      }}
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed p-8 text-center',
        dragging ? 'border-primary bg-primary/10' : 'border-input-border',
      )}
    >
      <ImageUp className="size-10 text-primary" aria-hidden="true" />
      <p className="font-semibold">{t('images.drop')}</p>
      <p className="text-sm text-muted-foreground">{t('images.rules', { max: MAX_ADMIN_UPLOAD_FILES })}</p>
      <Button onClick={() => input.current?.click()}>{t('images.pick')}</Button>
      <input
        ref={input}
        type="file"
        multiple
        accept={ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-label={t('images.pick')}
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
    </div>
  );
}
