import { useTranslation } from '../../lib/use-translation';
import { PageMeta } from '../../app/page-meta';
import { HomeRedirects } from '../../features/auth/components/home-redirects';
import { FeaturedServices } from '../../features/catalogue/components/featured-services';
import { HomeAudiences } from '../../features/home/components/home-audiences';
import { HomeCallToAction } from '../../features/home/components/home-call-to-action';
import { HomeGuides } from '../../features/home/components/home-guides';
import { HomeHero } from '../../features/home/components/home-hero';
import { HomeSecurity } from '../../features/home/components/home-security';

export default function HomePage() {
  const { t } = useTranslation('home');
  return (
    <>
      <HomeRedirects />
      <PageMeta title={t('metaTitle')} description={t('metaDescription')} />
      <HomeHero />
      <HomeAudiences />
      <FeaturedServices />
      <HomeGuides />
      <HomeSecurity />
      <HomeCallToAction />
    </>
  );
}
