import { Head } from '@/components/seo/Head';
import { BulletGroups } from '../components/BulletGroups';
import { CtaBanner } from '../components/CtaBanner';
import { GuideHero } from '../components/GuideHero';
import { GuideLayout } from '../components/GuideLayout';
import { GuideSection } from '../components/GuideSection';
import { InfoCards } from '../components/InfoCards';
import { WhatsAppCta } from '../components/WhatsAppCta';
import { GUIDE_LABELS } from '../constants';
import {
  diwali,
  festivalsHero,
  festivalsMeta,
  festivalsWhatsappMessage,
  navratri,
  organiserPitch,
  otherFestivals,
} from '../content/festivals';
import { routeLabel } from '../lib/routeLabel';
import { breadcrumbLd, webPageLd } from '../lib/structuredData';

const crumb = routeLabel(festivalsMeta.path);
const jsonLd = [webPageLd(festivalsMeta), breadcrumbLd(festivalsMeta, crumb)];

export default function FestivalsPage() {
  return (
    <GuideLayout crumb={crumb}>
      <Head title={festivalsMeta.title} description={festivalsMeta.description} path={festivalsMeta.path} jsonLd={jsonLd} />
      <GuideHero eyebrow={festivalsHero.eyebrow} title={festivalsHero.title} intro={festivalsHero.intro}>
        <WhatsAppCta message={festivalsWhatsappMessage}>{GUIDE_LABELS.listYourEvent}</WhatsAppCta>
      </GuideHero>

      <GuideSection id="navratri-diwali" title="Navratri and Diwali in the UK">
        <BulletGroups groups={[navratri, diwali]} columns={2} />
      </GuideSection>

      <GuideSection id="more-festivals" title="More festivals celebrated in the UK">
        <InfoCards blocks={otherFestivals} columns={3} />
      </GuideSection>

      <CtaBanner
        id="list-your-event"
        title={organiserPitch.title}
        text={organiserPitch.text}
        message={festivalsWhatsappMessage}
        label={GUIDE_LABELS.listYourEvent}
      />
    </GuideLayout>
  );
}
