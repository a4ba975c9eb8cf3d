import { Moon, Sun } from 'lucide-react';
import { useTranslation } from '../lib/use-translation';
import { useTheme } from '../features/theme/theme-context';
import { buttonClasses } from '../components/ui/button';

export function ThemeToggle() {
  const { t } = useTranslation();
  const { theme, setTheme } = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  const label = next === 'dark' ? t('theme.toDark') : t('theme.toLight');
  return (
    <button
      type="button"
      className={buttonClasses('ghost', 'icon')}
      onClick={() => setTheme(next)}
      aria-label={label}
      title={label}
      data-theme-current={theme}
    >
      {theme === 'dark' ? (
        <Sun className="size-5" aria-hidden="true" />
      ) : (
        <Moon className="size-5" aria-hidden="true" />
      )}
    </button>
  );
}
